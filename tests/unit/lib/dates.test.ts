import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '@/lib/i18n/locale'
import {
  formatDateTime,
  formatDay,
  formatMonth,
  formatReviewDay,
  isIsoDay,
  isoDay,
  nextIsoDay,
  parisToday,
  parseIsoDay,
  todayInParis,
} from '@/lib/dates'

afterEach(() => {
  vi.useRealTimers()
})

/** Freezes the clock at this UTC instant. */
const at = (utc: string) => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date(utc))
}

describe('today on the Riviera', () => {
  it('is already New Year’s Day in Paris at 23:30 UTC on 31 December', () => {
    at('2026-12-31T23:30:00Z')
    expect(todayInParis()).toBe('2027-01-01')
    expect(isoDay(parisToday())).toBe('2027-01-01')
  })

  it('is still 31 December in Paris at 22:59 UTC (winter time, UTC+1)', () => {
    at('2026-12-31T22:59:00Z')
    expect(todayInParis()).toBe('2026-12-31')
  })

  it('turns at 22:00 UTC in summer (UTC+2)', () => {
    at('2026-07-14T21:59:59Z')
    expect(todayInParis()).toBe('2026-07-14')
    at('2026-07-14T22:00:00Z')
    expect(todayInParis()).toBe('2026-07-15')
  })

  it('follows the change to summer time (29 March 2026, 01:00 UTC)', () => {
    at('2026-03-28T22:59:00Z') // 23:59 CET
    expect(todayInParis()).toBe('2026-03-28')
    at('2026-03-28T23:00:00Z') // midnight CET
    expect(todayInParis()).toBe('2026-03-29')
    at('2026-03-29T21:59:00Z') // 23:59 CEST
    expect(todayInParis()).toBe('2026-03-29')
    at('2026-03-29T22:00:00Z') // midnight CEST
    expect(todayInParis()).toBe('2026-03-30')
  })

  it('follows the change back to winter time (25 October 2026, 01:00 UTC)', () => {
    at('2026-10-24T21:59:00Z') // 23:59 CEST
    expect(todayInParis()).toBe('2026-10-24')
    at('2026-10-24T22:00:00Z') // midnight CEST
    expect(todayInParis()).toBe('2026-10-25')
    at('2026-10-25T22:59:00Z') // 23:59 CET
    expect(todayInParis()).toBe('2026-10-25')
    at('2026-10-25T23:00:00Z') // midnight CET
    expect(todayInParis()).toBe('2026-10-26')
  })

  it("is Intl's day in Europe/Paris at every hour and every clock change, 2020 to 2040", () => {
    const paris = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    const HOUR = 3_600_000
    const mismatches: string[] = []
    const check = (instant: number) => {
      if (todayInParis(instant) !== paris.format(instant))
        mismatches.push(new Date(instant).toISOString())
    }
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2041, 0, 1); t += HOUR) {
      check(t)
      // Either side of each midnight in both offsets, to the second.
      check(t - 1_000)
      check(t + 1_000)
    }
    expect(mismatches).toEqual([])
  })

  it('takes a given moment as well as the clock', () => {
    expect(todayInParis(new Date('2026-02-28T23:00:00Z'))).toBe('2026-03-01')
    expect(todayInParis(Date.parse('2028-02-28T23:00:00Z'))).toBe('2028-02-29')
  })

  it('is a local calendar day at midnight, for calendars and date pickers', () => {
    const day = parisToday(new Date('2026-12-31T23:30:00Z'))
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2027, 0, 1, 0,
    ])
  })
})

describe('an ISO day', () => {
  it('is written yyyy-MM-dd from a local calendar day', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05')
    expect(isoDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31')
  })

  it('reads back as the same local calendar day at midnight', () => {
    const day = parseIsoDay('2026-03-29')
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2026, 2, 29, 0,
    ])
    expect(isoDay(parseIsoDay('2028-02-29'))).toBe('2028-02-29')
  })

  it('is only a real day written yyyy-MM-dd', () => {
    expect(isIsoDay('2026-02-28')).toBe(true)
    expect(isIsoDay('2028-02-29')).toBe(true)
    expect(isIsoDay('2026-02-29')).toBe(false)
    expect(isIsoDay('2026-13-01')).toBe(false)
    expect(isIsoDay('2026-1-01')).toBe(false)
    expect(isIsoDay('2026-01-01T00:00:00Z')).toBe(false)
    expect(isIsoDay('')).toBe(false)
  })

  it('has a next day, across months, years and a leap day', () => {
    expect(nextIsoDay('2026-11-26')).toBe('2026-11-27')
    expect(nextIsoDay('2026-03-31')).toBe('2026-04-01')
    expect(nextIsoDay('2026-12-31')).toBe('2027-01-01')
    expect(nextIsoDay('2028-02-28')).toBe('2028-02-29')
  })
})

describe('dates on screen', () => {
  it('read as the day the database stored, whatever the zone', () => {
    expect(formatDay('2026-11-05')).toBe('Nov 05, 2026')
    expect(formatDay(new Date(2026, 0, 31))).toBe('Jan 31, 2026')
    expect(formatMonth('2026-07-01')).toBe('July 2026')
    expect(formatReviewDay('2026-08-12')).toBe('12 August 2026')
  })

  it('give a moment with its time', () => {
    expect(formatDateTime(new Date(2026, 10, 25, 21, 42))).toBe('Nov 25, 2026 21:42')
  })
})

describe('French dates', () => {
  afterEach(() => applyLocale('en'))

  it("are Intl's fr-FR, every day of a leap year and the next", () => {
    applyLocale('fr')
    const short = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
    const long = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    })
    const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' })
    for (let day = new Date(2028, 0, 1); day.getFullYear() < 2030; day.setDate(day.getDate() + 1)) {
      const iso = isoDay(day)
      expect(formatDay(iso)).toBe(short.format(day))
      expect(formatReviewDay(iso)).toBe(long.format(day))
      expect(formatMonth(iso)).toBe(month.format(day))
    }
  })
})
