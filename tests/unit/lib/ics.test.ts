import { describe, expect, it } from 'vitest'
import { allDayEventIcs, escapeIcsText, foldIcsLine } from '@/lib/ics'

const event = {
  uid: 'RV-1A2B3C4D@rivieravillas.com',
  start: '2026-07-14',
  end: '2026-07-21',
  summary: 'Stay at Villa Azur',
  location: 'Saint-Tropez, France',
  description: 'Reference RV-1A2B3C4D; 7 nights\nSee you soon',
  stamp: new Date('2026-05-01T09:30:15.123Z'),
}

describe('the .ics of a stay', () => {
  it('is one all-day event from the arrival day to the departure day (DTEND exclusive)', () => {
    const ics = allDayEventIcs(event)
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20260714\r\n')
    expect(ics).toContain('\r\nDTEND;VALUE=DATE:20260721\r\n')
    expect(ics).toContain('\r\nDTSTAMP:20260501T093015Z\r\n')
    expect(ics).toContain('\r\nUID:RV-1A2B3C4D@rivieravillas.com\r\n')
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
  })

  it('ends every line with CRLF and has no bare line feed', () => {
    const ics = allDayEventIcs(event)
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
  })

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    expect(escapeIcsText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf')
    const ics = allDayEventIcs(event)
    expect(ics).toContain('LOCATION:Saint-Tropez\\, France')
    expect(ics).toContain('DESCRIPTION:Reference RV-1A2B3C4D\\; 7 nights\\nSee you soon')
  })

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'Séjour à la Villa '.repeat(8)}`
    const folded = foldIcsLine(long)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true)
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(long)
  })

  it('refuses a stay that does not end after it starts, and a day that is not one', () => {
    expect(() => allDayEventIcs({ ...event, end: '2026-07-14' })).toThrow()
    expect(() => allDayEventIcs({ ...event, start: '14/07/2026' })).toThrow()
  })

  it('leaves out a location and a description it was not given', () => {
    const ics = allDayEventIcs({ ...event, location: null, description: null })
    expect(ics).not.toContain('LOCATION')
    expect(ics).not.toContain('DESCRIPTION')
  })
})
