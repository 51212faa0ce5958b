import {
  addDays,
  addMonths,
  addYears,
  isValid,
  parseISO,
  startOfMonth,
  startOfYear,
} from 'date-fns'
import { isoDay } from '@/lib/dates'
import * as m from '@/paraglide/messages'

export type PeriodPreset = 'last-12-months' | 'this-year' | 'next-12-months' | 'last-5-years'

/** The presets, named in the staff member's language (read at render). */
export function periodPresets(): readonly { value: PeriodPreset; label: string }[] {
  return [
    { value: 'last-12-months', label: m.admin_analytics_last_12_months() },
    { value: 'this-year', label: m.admin_analytics_this_year() },
    { value: 'next-12-months', label: m.admin_analytics_next_12_months() },
    { value: 'last-5-years', label: m.admin_analytics_last_5_years() },
  ]
}

export interface Period {
  from: string
  to: string
}

const day = isoDay

/** Whole months, so the month-by-month figures are never cut short. */
export function presetPeriod(preset: PeriodPreset, today: Date): Period {
  const thisMonth = startOfMonth(today)
  switch (preset) {
    case 'this-year':
      return {
        from: day(startOfYear(today)),
        to: day(addDays(addYears(startOfYear(today), 1), -1)),
      }
    case 'next-12-months':
      return { from: day(thisMonth), to: day(addDays(addMonths(thisMonth, 12), -1)) }
    case 'last-5-years':
      return { from: day(addMonths(thisMonth, -59)), to: day(addDays(addMonths(thisMonth, 1), -1)) }
    case 'last-12-months':
    default:
      return { from: day(addMonths(thisMonth, -11)), to: day(addDays(addMonths(thisMonth, 1), -1)) }
  }
}

/**
 * The period in the address (?from=…&to=…), so a view can be shared; the last 12 months when
 * it is missing or not a valid period (then the screen says nothing is wrong: it just shows it).
 */
export function readPeriod(params: URLSearchParams, today: Date): Period {
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  const valid = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value))
  if (valid(from) && valid(to) && from <= to) return { from, to }
  return presetPeriod('last-12-months', today)
}

/** The preset a period is, if it is one. */
export function presetOf(period: Period, today: Date): PeriodPreset | undefined {
  return periodPresets().find(({ value }) => {
    const preset = presetPeriod(value, today)
    return preset.from === period.from && preset.to === period.to
  })?.value
}
