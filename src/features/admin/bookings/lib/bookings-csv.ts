/** CSV (RFC 4180) of the filtered bookings, safe to open in a spreadsheet. */

export type CsvCell = string | number | null | undefined

/** A cell a spreadsheet would run as a formula is prefixed with an apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/
const PHONE_OR_NUMBER = /^[+-]?[\d\s().]+$/

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text) && !PHONE_OR_NUMBER.test(text)) {
    text = `'${text}`
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows joined with CRLF, the first being the header. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** "bookings-2026-11-26.csv" for the day it is exported. */
export function csvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `bookings-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}

interface CsvBooking {
  id: string
  guest_name: string
  guest_email: string
  guest_phone: string | null
  villa_name: string | null
  villa_location: string | null
  check_in: string
  check_out: string
  guests_count: number
  total_price: number
  status: string
  expires_at: string | null
  created_at: string
  special_requests: string | null
}

/** What the booking stored of its offer (issue 20); every figure as stored, none recomputed. */
export interface CsvOffer {
  adults: number | null
  children: number
  offer: {
    rent: number
    discounts: number
    fees: number
    extrasTotal: number
    touristTax: number
    total: number
    securityDeposit: number | null
    payments: { kind: string; due_on: string; amount: number }[]
  } | null
}

export const CSV_HEADER = [
  'Guest',
  'Email',
  'Phone',
  'Villa',
  'Location',
  'Check-in',
  'Check-out',
  'Guests',
  'Adults',
  'Children',
  'Total (EUR)',
  'Rent (EUR)',
  'Discounts (EUR)',
  'Fees (EUR)',
  'Extras (EUR)',
  'Tourist tax (EUR)',
  'Security deposit (EUR)',
  'Deposit due',
  'Deposit (EUR)',
  'Balance due',
  'Balance (EUR)',
  'Status',
  'Requested (UTC)',
  'Special requests',
] as const

const money = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : Number(amount).toFixed(2)

/**
 * The offer's columns: the party, the subtotals, the security deposit and the two payments. A
 * stay booked inside the balance date is paid at once: that single payment, due at confirmation,
 * fills the deposit columns and the balance stays empty. Empty on a booking made before offers
 * were stored.
 */
function offerCells(stored: CsvOffer | undefined) {
  const offer = stored?.offer
  const first = offer?.payments.find((p) => p.kind === 'deposit' || p.kind === 'full')
  const balance = offer?.payments.find((p) => p.kind === 'balance')
  return {
    party: [stored?.adults ?? null, stored && stored.adults !== null ? stored.children : null],
    money: [
      money(offer?.rent),
      money(offer?.discounts),
      money(offer?.fees),
      money(offer?.extrasTotal),
      money(offer?.touristTax),
      money(offer?.securityDeposit),
      first?.due_on ?? null,
      money(first?.amount),
      balance?.due_on ?? null,
      money(balance?.amount),
    ],
  }
}

/** The export's lines: a header, then one line per booking with its shown status and offer. */
export function bookingsCsv(
  bookings: readonly CsvBooking[],
  shownStatus: (booking: CsvBooking) => string,
  offers: ReadonlyMap<string, CsvOffer> = new Map(),
): string {
  return toCsv([
    CSV_HEADER,
    ...bookings.map((b) => {
      const cells = offerCells(offers.get(b.id))
      return [
        b.guest_name,
        b.guest_email,
        b.guest_phone,
        b.villa_name,
        b.villa_location,
        b.check_in,
        b.check_out,
        b.guests_count,
        ...cells.party,
        Number(b.total_price).toFixed(2),
        ...cells.money,
        shownStatus(b),
        new Date(b.created_at).toISOString().slice(0, 16).replace('T', ' '),
        b.special_requests,
      ]
    }),
  ])
}
