import { describe, expect, it } from 'vitest'
import {
  checkOutProblem,
  isoWeekday,
  ruleSummary,
  weekdayNames,
  type DayRule,
} from '@/features/booking/lib/stay-rules'

const day = (iso: string) => new Date(`${iso}T00:00:00`)
const summer: DayRule = {
  canArrive: true,
  minNights: 7,
  departureWeekdays: [6],
  seasonName: 'High Summer',
}
const rules = new Map([['2027-07-10', summer]])

describe('stay rules in the picker', () => {
  it('names weekdays as the database does', () => {
    expect(weekdayNames([6])).toBe('Saturday')
    expect(weekdayNames([7, 6])).toBe('Saturday or Sunday')
    expect(weekdayNames([5, 6, 7])).toBe('Friday, Saturday or Sunday')
    expect(isoWeekday(day('2027-07-10'))).toBe(6)
    expect(isoWeekday(day('2027-07-11'))).toBe(7)
  })

  it('refuses a check-out below the minimum, then on a day that is no departure day', () => {
    const checkIn = day('2027-07-10')
    expect(checkOutProblem(checkIn, day('2027-07-13'), rules)).toBe(
      'Minimum 7 nights in High Summer',
    )
    expect(checkOutProblem(checkIn, day('2027-07-18'), rules)).toBe('Departures are on Saturday')
    expect(checkOutProblem(checkIn, day('2027-07-17'), rules)).toBeNull()
    expect(checkOutProblem(checkIn, day('2027-07-24'), rules)).toBeNull()
    // No rule known for the day (the calendar has not loaded): nothing is refused.
    expect(checkOutProblem(day('2027-07-11'), day('2027-07-12'), rules)).toBeNull()
  })

  it('sums the rules up under the calendar', () => {
    expect(ruleSummary(summer)).toBe('Minimum 7 nights in High Summer · departures on Saturday')
    expect(
      ruleSummary({
        canArrive: true,
        minNights: 3,
        departureWeekdays: [1, 2, 3, 4, 5, 6, 7],
        seasonName: null,
      }),
    ).toBe('Minimum 3 nights')
    expect(
      ruleSummary({
        canArrive: true,
        minNights: 1,
        departureWeekdays: [1, 2, 3, 4, 5, 6, 7],
        seasonName: null,
      }),
    ).toBeNull()
  })
})
