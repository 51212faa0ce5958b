import { describe, expect, it } from 'vitest'
import { isoDay, parseIsoDay } from '@/lib/dates'
import { periodDates, rulePeriods, rulesNotice } from '@/features/booking/lib/rule-periods'
import { isoWeekday, type DayRule } from '@/features/booking/lib/stay-rules'

const ALL = [1, 2, 3, 4, 5, 6, 7]

/** get_villa_calendar's rules from `from` to `to`, each day's rule given by `ruleOn`. */
function calendar(
  from: string,
  to: string,
  ruleOn: (
    iso: string,
    weekday: number,
  ) => { arrivals: number[]; min?: number; departures?: number[] },
) {
  const rules = new Map<string, DayRule>()
  for (let d = parseIsoDay(from); isoDay(d) <= to; d.setDate(d.getDate() + 1)) {
    const iso = isoDay(d)
    const rule = ruleOn(iso, isoWeekday(d))
    rules.set(iso, {
      canArrive: rule.arrivals.includes(isoWeekday(d)),
      minNights: rule.min ?? 1,
      departureWeekdays: rule.departures ?? ALL,
      seasonName: null,
    })
  }
  return rules
}

describe('the arrival rule above the calendar', () => {
  it('says nothing when any day starts a stay of any length', () => {
    const rules = calendar('2026-11-26', '2027-05-26', () => ({ arrivals: ALL }))
    expect(rulesNotice(rulePeriods(rules, '2027-05-26'))).toBeNull()
  })

  it('says a villa-wide rule in one line', () => {
    const rules = calendar('2026-11-26', '2027-05-26', () => ({
      arrivals: [6],
      min: 7,
      departures: [6],
    }))
    expect(rulesNotice(rulePeriods(rules, '2027-05-26'))).toEqual({
      main: 'Saturday arrivals only · 7 nights minimum · departures on Saturday',
      exceptions: [],
    })
  })

  it('says a minimum stay at any arrival day', () => {
    const rules = calendar('2026-11-26', '2027-05-26', () => ({ arrivals: ALL, min: 3 }))
    expect(rulesNotice(rulePeriods(rules, '2027-05-26'))?.main).toBe(
      'Arrivals any day · 3 nights minimum',
    )
  })

  it('names the season that differs with its dates, and the rule of the other dates', () => {
    // Saturday to Saturday, a week at least, from Sunday June 27th to Sunday August 29th.
    const rules = calendar('2026-11-26', '2028-05-26', (iso) =>
      iso >= '2027-06-27' && iso <= '2027-08-29'
        ? { arrivals: [6], min: 7, departures: [6] }
        : { arrivals: ALL, min: 2 },
    )
    const periods = rulePeriods(rules, '2028-05-26')
    expect(periods.map((p) => [p.from, p.to])).toEqual([
      ['2026-11-26', '2027-06-26'],
      ['2027-06-27', '2027-08-29'],
      ['2027-08-30', '2028-05-26'],
    ])
    expect(rulesNotice(periods)).toEqual({
      main: 'Other dates: arrivals any day · 2 nights minimum',
      exceptions: [
        '27 Jun – 29 Aug 2027: Saturday arrivals only · 7 nights minimum · departures on Saturday',
      ],
    })
  })

  it('finds a season that changes only the arrival days, to the day it starts', () => {
    // Wednesday June 30th: the first day no longer an arrival day.
    const rules = calendar('2026-11-26', '2027-12-31', (iso) =>
      iso >= '2027-06-30' && iso <= '2027-08-31' ? { arrivals: [6, 7] } : { arrivals: ALL },
    )
    expect(rulesNotice(rulePeriods(rules, '2027-12-31'))).toEqual({
      main: 'Other dates: arrivals any day',
      exceptions: ['30 Jun – 31 Aug 2027: Arrivals on Saturday or Sunday'],
    })
  })

  it('starts with the first day a stay can begin (advance notice) and stops at the horizon', () => {
    const rules = calendar('2026-11-26', '2027-06-30', (iso) => ({
      arrivals: iso < '2026-11-28' ? [] : ALL,
      min: 3,
    }))
    const periods = rulePeriods(rules, '2027-05-26')
    expect(periods).toEqual([expect.objectContaining({ from: '2026-11-28', to: '2027-05-26' })])
  })

  it('writes a period across the new year with both years', () => {
    expect(periodDates({ from: '2026-12-20', to: '2027-01-03' })).toBe('20 Dec 2026 – 3 Jan 2027')
  })
})
