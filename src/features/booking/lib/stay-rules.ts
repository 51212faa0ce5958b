import { differenceInCalendarDays } from 'date-fns'
import { isoDay } from '@/lib/dates'
import { pickText } from '@/lib/i18n/content'
import { currentLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

/** The rules for a stay arriving on a day, as get_villa_calendar gives them. */
export interface DayRule {
  canArrive: boolean
  minNights: number
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  departureWeekdays: readonly number[]
  /** The season whose minimum applies, if a season sets one. */
  seasonName: string | null
  /** Its French name, when staff wrote one (French pages show it, else the English one). */
  seasonNameFr?: string | null
}

export type RulesByDay = ReadonlyMap<string, DayRule>

const NAMES = [
  m.booking_weekday_1,
  m.booking_weekday_2,
  m.booking_weekday_3,
  m.booking_weekday_4,
  m.booking_weekday_5,
  m.booking_weekday_6,
  m.booking_weekday_7,
]

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: Date): number {
  return ((day.getDay() + 6) % 7) + 1
}

/**
 * "Saturday", "Saturday or Sunday", "Friday, Saturday or Sunday" (the database's words); in
 * French with their article, as a sentence needs them: "le samedi ou le dimanche".
 */
export function weekdayNames(days: readonly number[]): string {
  const article = currentLocale() === 'fr' ? 'le ' : ''
  const names = [...days].sort((a, b) => a - b).map((day) => `${article}${NAMES[day - 1]!()}`)
  const or = m.booking_weekday_or()
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1)}`
}

const ALL_DAYS = 7

/** Why `day` cannot end a stay arriving on `checkIn`, in the database's words; null if it can. */
export function checkOutProblem(checkIn: Date, day: Date, rules: RulesByDay): string | null {
  const rule = rules.get(isoDay(checkIn))
  if (!rule) return null
  if (differenceInCalendarDays(day, checkIn) < rule.minNights) return minimumText(rule)
  if (
    rule.departureWeekdays.length < ALL_DAYS &&
    !rule.departureWeekdays.includes(isoWeekday(day))
  ) {
    return m.booking_rule_departures_are({ days: weekdayNames(rule.departureWeekdays) })
  }
  return null
}

/** "Minimum 7 nights in High Summer", or null for a one-night minimum. */
export function minimumText(rule: DayRule): string {
  const minimum = m.booking_rule_minimum({ count: rule.minNights })
  return rule.seasonName
    ? m.booking_rule_in_season({
        rule: minimum,
        season: pickText(rule.seasonName, rule.seasonNameFr, currentLocale()).text,
      })
    : minimum
}

/** The line under the calendar once a check-in is picked: what the stay must respect. */
export function ruleSummary(rule: DayRule | undefined): string | null {
  if (!rule) return null
  const parts: string[] = []
  if (rule.minNights > 1) parts.push(minimumText(rule))
  if (rule.departureWeekdays.length < ALL_DAYS) {
    parts.push(m.booking_rule_departures({ days: weekdayNames(rule.departureWeekdays) }))
  }
  if (parts.length === 0) return null
  const text = parts.join(' · ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
