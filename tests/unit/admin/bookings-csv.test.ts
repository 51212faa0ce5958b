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
      'Guest,Email,Phone,Villa,Location,Check-in,Check-out,Guests,Total (EUR),Status,Requested (UTC),Special requests',
    )
    expect(line).toBe(
      `Zoë O'Brien,zoe@example.com,,Villa Azur,"Saint Raphaël, Var",2026-07-01,2026-07-08,4,4200.00,expired,2025-12-31 08:05,"Late arrival, ""around 11pm"""`,
    )
  })
})
