import { describe, expect, it } from 'vitest'
import {
  bookingsCsv,
  csvCell,
  csvFileName,
  toCsv,
} from '@/features/admin/bookings/lib/bookings-csv'

describe('CSV export', () => {
  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('Nice, France')).toBe('"Nice, France"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(3)).toBe('3')
  })

  it('neutralises cells a spreadsheet would run as formulas, but keeps phone numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('+33 6 12 34 56 78')).toBe('+33 6 12 34 56 78')
  })

  it('joins lines with CRLF and names the file with the day', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c,d', null],
      ]),
    ).toBe('a,b\r\n"c,d",\r\n')
    expect(csvFileName(new Date(2026, 10, 6, 23, 59))).toBe('bookings-2026-11-06.csv')
  })

  it('writes a header and one line per booking with its shown status', () => {
    const csv = bookingsCsv(
      [
        {
          id: 'old-booking',
          guest_name: "Zoë O'Brien",
          guest_email: 'zoe@example.com',
          guest_phone: null,
          villa_name: 'Villa Azur',
          villa_location: 'Saint Raphaël, Var',
          check_in: '2026-07-01',
          check_out: '2026-07-08',
          guests_count: 4,
          total_price: 4200,
          status: 'pending',
          expires_at: '2026-01-01T00:00:00Z',
          created_at: '2025-12-31T08:05:00Z',
          special_requests: 'Late arrival, "around 11pm"',
        },
      ],
      () => 'expired',
    )
    const [header, line] = csv.split('\r\n')
    expect(header).toBe(
      'Guest,Email,Phone,Villa,Location,Check-in,Check-out,Guests,Adults,Children,Total (EUR),Rent (EUR),Discounts (EUR),Fees (EUR),Extras (EUR),Tourist tax (EUR),Security deposit (EUR),Deposit due,Deposit (EUR),Balance due,Balance (EUR),Status,Requested (UTC),Special requests',
    )
    expect(line).toBe(
      `Zoë O'Brien,zoe@example.com,,Villa Azur,"Saint Raphaël, Var",2026-07-01,2026-07-08,4,,,4200.00,,,,,,,,,,,expired,2025-12-31 08:05,"Late arrival, ""around 11pm"""`,
    )
  })

  const BOOKING = {
    id: 'b1',
    guest_name: 'Camille Laurent',
    guest_email: 'camille@example.com',
    guest_phone: null,
    villa_name: 'Villa Azur',
    villa_location: 'Nice',
    check_in: '2027-07-10',
    check_out: '2027-07-17',
    guests_count: 3,
    total_price: 9082.98,
    status: 'confirmed',
    expires_at: null,
    created_at: '2027-02-01T09:00:00Z',
    special_requests: null,
  }
  const OFFER = {
    rent: 8750,
    discounts: -437.5,
    fees: 350,
    extrasTotal: 360,
    touristTax: 60.48,
    total: 9082.98,
    securityDeposit: 3000,
    payments: [
      { kind: 'deposit', due_on: '2027-02-04', amount: 2706.75 },
      { kind: 'balance', due_on: '2027-05-11', amount: 6376.23 },
    ],
  }

  it('adds the stored offer: party, subtotals, security deposit, deposit and balance with their dates', () => {
    const offers = new Map([['b1', { adults: 2, children: 1, offer: OFFER }]])
    const [, line] = bookingsCsv([BOOKING], () => 'confirmed', offers).split('\r\n')
    expect(line).toBe(
      'Camille Laurent,camille@example.com,,Villa Azur,Nice,2027-07-10,2027-07-17,3,2,1,9082.98,8750.00,-437.50,350.00,360.00,60.48,3000.00,2027-02-04,2706.75,2027-05-11,6376.23,confirmed,2027-02-01 09:00,',
    )
  })

  it('puts a single payment of everything in the deposit columns and leaves the balance empty', () => {
    const full = {
      ...OFFER,
      securityDeposit: null,
      payments: [{ kind: 'full', due_on: '2027-06-20', amount: 9082.98 }],
    }
    const offers = new Map([['b1', { adults: 3, children: 0, offer: full }]])
    const [, line] = bookingsCsv([BOOKING], () => 'confirmed', offers).split('\r\n')
    expect(line).toContain(',3,3,0,9082.98,')
    expect(line).toContain(',60.48,,2027-06-20,9082.98,,,confirmed,')
  })
})
