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

export const CSV_HEADER = [
  'Guest',
  'Email',
  'Phone',
  'Villa',
  'Location',
  'Check-in',
  'Check-out',
  'Guests',
  'Total (EUR)',
  'Status',
  'Requested (UTC)',
  'Special requests',
] as const

/** The export's lines: a header, then one line per booking with its shown status. */
export function bookingsCsv(
  bookings: readonly CsvBooking[],
  shownStatus: (booking: CsvBooking) => string,
): string {
  return toCsv([
    CSV_HEADER,
    ...bookings.map((b) => [
      b.guest_name,
      b.guest_email,
      b.guest_phone,
      b.villa_name,
      b.villa_location,
      b.check_in,
      b.check_out,
      b.guests_count,
      Number(b.total_price).toFixed(2),
      shownStatus(b),
      new Date(b.created_at).toISOString().slice(0, 16).replace('T', ' '),
      b.special_requests,
    ]),
  ])
}
