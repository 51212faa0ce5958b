import { isoWeekday, weekdayNames, type RulesByDay } from './stay-rules'
import { parseIsoDay } from '@/lib/dates'
import { intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

/** A run of days whose arrivals follow one rule. */
export interface RulePeriod {
  /** yyyy-MM-dd, first and last day (inclusive). */
  from: string
  to: string
  /** ISO weekdays (1 = Monday … 7 = Sunday) a stay may begin on. */
  arrivalWeekdays: number[]
  minNights: number
  departureWeekdays: readonly number[]
}

const weekday = (iso: string) => isoWeekday(parseIsoDay(iso))
const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, i) => value === b[i])

/**
 * The calendar's day-by-day rules (get_villa_calendar) as periods, from the first day a stay
 * can begin to `lastCheckIn`. The calendar says whether each day is an arrival day, not which
 * weekdays are: a period's weekdays are read from its first week, and the period runs while
 * every day agrees with them and keeps the same minimum and departure days.
 */
export function rulePeriods(rules: RulesByDay, lastCheckIn: string): RulePeriod[] {
  const days = [...rules.entries()]
    .filter(([day]) => day <= lastCheckIn)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  const start = days.findIndex(([, rule]) => rule.canArrive)
  if (start < 0) return []
  const periods: RulePeriod[] = []
  let i = start
  while (i < days.length) {
    const [from, first] = days[i]!
    const isSameStay = (j: number) =>
      days[j]![1].minNights === first.minNights &&
      sameList(days[j]![1].departureWeekdays, first.departureWeekdays)
    const arrivals = new Set<number>()
    for (let j = i; j < Math.min(i + 7, days.length) && isSameStay(j); j++) {
      if (days[j]![1].canArrive) arrivals.add(weekday(days[j]![0]))
    }
    let j = i + 1
    while (
      j < days.length &&
      isSameStay(j) &&
      days[j]![1].canArrive === arrivals.has(weekday(days[j]![0]))
    ) {
      j++
    }
    const period = {
      from,
      to: days[j - 1]![0],
      arrivalWeekdays: [...arrivals].sort((a, b) => a - b),
      minNights: first.minNights,
      departureWeekdays: [...first.departureWeekdays].sort((a, b) => a - b),
    }
    const previous = periods.at(-1)
    if (previous && sameRule(previous, period)) previous.to = period.to
    else periods.push(period)
    i = j
  }
  return periods
}

function sameRule(a: RulePeriod, b: RulePeriod) {
  return (
    a.minNights === b.minNights &&
    sameList(a.arrivalWeekdays, b.arrivalWeekdays) &&
    sameList(a.departureWeekdays, b.departureWeekdays)
  )
}

const ALL_DAYS = 7

/** "Saturday arrivals only · 7 nights minimum · departures on Saturday", in plain words. */
export function ruleText(period: RulePeriod): string {
  const arrivals = period.arrivalWeekdays
  const parts = [
    arrivals.length === ALL_DAYS
      ? m.booking_rule_any_day()
      : arrivals.length === 1
        ? m.booking_rule_only({ days: weekdayNames(arrivals) })
        : arrivals.length === 0
          ? m.booking_rule_no_arrivals()
          : m.booking_rule_arrivals_on({ days: weekdayNames(arrivals) }),
  ]
  if (period.minNights > 1) parts.push(m.booking_rule_nights_minimum({ count: period.minNights }))
  if (period.departureWeekdays.length < ALL_DAYS) {
    parts.push(m.booking_rule_departures({ days: weekdayNames(period.departureWeekdays) }))
  }
  return parts.join(' · ')
}

const dayMonth = (date: Date) =>
  new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short' }).format(date)
const dayMonthYear = (date: Date) =>
  new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(
    date,
  )

/** "27 Jun – 29 Aug 2027", "20 Dec 2026 – 3 Jan 2027". */
export function periodDates(period: Pick<RulePeriod, 'from' | 'to'>): string {
  const from = parseIsoDay(period.from)
  const to = parseIsoDay(period.to)
  const start = from.getFullYear() === to.getFullYear() ? dayMonth(from) : dayMonthYear(from)
  return `${start} – ${dayMonthYear(to)}`
}

export interface RulesNotice {
  /** The rule of most days ("Other dates: …" when some periods differ). */
  main: string
  /** Periods with another rule, in date order: "27 Jun – 29 Aug 2027: Saturday arrivals only · …". */
  exceptions: string[]
}

/**
 * What to say above the calendar: the villa's usual arrival rule and the periods that differ;
 * null when any day can start a stay of any length (nothing to explain).
 */
export function rulesNotice(periods: readonly RulePeriod[]): RulesNotice | null {
  if (periods.length === 0) return null
  const lengths = new Map<string, number>()
  for (const period of periods) {
    const key = ruleText(period)
    const days = (parseIsoDay(period.to).getTime() - parseIsoDay(period.from).getTime()) / 864e5
    lengths.set(key, (lengths.get(key) ?? 0) + days + 1)
  }
  const main = [...lengths.entries()].sort((a, b) => b[1] - a[1])[0]![0]
  const exceptions = periods
    .filter((period) => ruleText(period) !== main)
    .map((period) => `${periodDates(period)}: ${ruleText(period)}`)
  if (exceptions.length === 0)
    return main === m.booking_rule_any_day() ? null : { main, exceptions }
  const rule = `${main.charAt(0).toLowerCase()}${main.slice(1)}`
  return { main: m.booking_rule_other_dates({ rule }), exceptions }
}
