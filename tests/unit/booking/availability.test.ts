import { describe, expect, it } from 'vitest'
import { firstUnavailableAfter, isValidCheckOut } from '@/features/booking/lib/availability'

const day = (iso: string) => new Date(`${iso}T00:00:00`)

describe('check-out candidates', () => {
  const unavailable = ['2026-07-20', '2026-07-05', '2026-07-15']

  it('finds the first unavailable day after the check-in', () => {
    expect(firstUnavailableAfter(day('2026-07-10'), unavailable)).toEqual(day('2026-07-15'))
    expect(firstUnavailableAfter(day('2026-07-21'), unavailable)).toBeUndefined()
  })

  it('refuses a check-out on or beyond the first unavailable day', () => {
    const limit = firstUnavailableAfter(day('2026-07-10'), unavailable)
    expect(isValidCheckOut(day('2026-07-14'), day('2026-07-10'), limit)).toBe(true)
    expect(isValidCheckOut(day('2026-07-15'), day('2026-07-10'), limit)).toBe(false)
    expect(isValidCheckOut(day('2026-07-18'), day('2026-07-10'), limit)).toBe(false)
  })

  it('refuses a check-out on or before the check-in', () => {
    expect(isValidCheckOut(day('2026-07-10'), day('2026-07-10'), undefined)).toBe(false)
    expect(isValidCheckOut(day('2026-07-09'), day('2026-07-10'), undefined)).toBe(false)
  })
})

describe('iso days', () => {
  it('writes and reads local calendar days as yyyy-MM-dd', async () => {
    const { isoDay, parseIsoDay } = await import('@/lib/dates')
    expect(isoDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05')
    expect(parseIsoDay('2026-12-31')).toEqual(new Date(2026, 11, 31))
    expect(isoDay(parseIsoDay('2026-03-29'))).toBe('2026-03-29')
  })
})
