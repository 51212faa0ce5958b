import { useEffect, useState } from 'react'
import { currentLocale } from '@/lib/i18n/locale'

/**
 * Days and "today", in one place. A day travels to and from the database as yyyy-MM-dd (an ISO
 * day); on screen it is a `Date` at local midnight of that calendar day. "Today" is the villas'
 * day on the Riviera (Europe/Paris) for every rule and display, whatever the zone of the browser:
 * the same day the database's rules use (admin_today, the 24-hour hold). No date-fns here, so the
 * public pages can import it without date-fns' formatter.
 */

const pad = (n: number) => String(n).padStart(2, '0')

/** yyyy-MM-dd of a local calendar day. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A yyyy-MM-dd day as a local calendar day at midnight. */
export function parseIsoDay(value: string): Date {
  const [year, month, day] = value.split('-').map(Number)
  return new Date(year!, month! - 1, day)
}

/** The yyyy-MM-dd day after a yyyy-MM-dd day (a stay's first possible check-out). */
export function nextIsoDay(value: string): string {
  const day = parseIsoDay(value)
  day.setDate(day.getDate() + 1)
  return isoDay(day)
}

/** Whether the value is a real yyyy-MM-dd day (2026-02-30 is not). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  return isoDay(parseIsoDay(value)) === value
}

const HOUR = 3_600_000

/** When the EU changes its clocks: 01:00 UTC on the last Sunday of `month` (0-based). */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

/**
 * Today on the Riviera, yyyy-MM-dd: the day in Europe/Paris at this moment (`now` for tests).
 * Paris is UTC+1, and UTC+2 from the last Sunday of March to the last Sunday of October (01:00
 * UTC both: the EU's rule since 1996). Worked out here rather than asked of Intl: every page
 * shows it while the app takes the page over, and a page's first Intl object costs a phone
 * 50–80 ms of ICU start-up in one piece (a long task; Lighthouse counted 200 ms). A test
 * compares it with Intl's Europe/Paris hour by hour over twenty years, and fails the day the
 * time zone's rules change.
 */
export function todayInParis(now: Date | number = Date.now()): string {
  const instant = typeof now === 'number' ? now : now.getTime()
  const year = new Date(instant).getUTCFullYear()
  const summer = instant >= clockChange(year, 2) && instant < clockChange(year, 9)
  const paris = new Date(instant + (summer ? 2 : 1) * HOUR)
  return `${paris.getUTCFullYear()}-${pad(paris.getUTCMonth() + 1)}-${pad(paris.getUTCDate())}`
}

/** Today on the Riviera as a local calendar day at midnight (calendars, date pickers). */
export function parisToday(now: Date | number = Date.now()): Date {
  return parseIsoDay(todayInParis(now))
}

/** The months of the year, in English, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** The months of the year, in French (lower case, as French writes them in a date). */
const MOIS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
]
/** The same, abbreviated as Intl's fr-FR writes them in a short date ("25 nov. 2026"). */
const MOIS_COURTS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
]

const asDate = (value: string | Date) =>
  typeof value !== 'string' ? value : isIsoDay(value) ? parseIsoDay(value) : new Date(value)
const isEnglish = () => currentLocale() === 'en'

/*
 * Dates on screen are written here in both languages rather than by Intl: reviews and prices show
 * them while the app takes a public page over, and a page's first Intl formatter costs a phone
 * 50–80 ms of ICU start-up in one piece (a long task). English keeps the spec's own formats; the
 * French ones are Intl's fr-FR, which a unit test compares day by day. The day is already a local
 * calendar day, so no time zone applies.
 */

/** "Nov 25, 2026" ("25 nov. 2026" in French) from a day (yyyy-MM-dd) or a Date. */
export function formatDay(value: string | Date): string {
  const date = asDate(value)
  if (!isEnglish()) return `${date.getDate()} ${MOIS_COURTS[date.getMonth()]} ${date.getFullYear()}`
  return `${MONTHS[date.getMonth()]!.slice(0, 3)} ${pad(date.getDate())}, ${date.getFullYear()}`
}

/** "Nov 25, 2026 21:42", in the browser's zone, from a timestamp or a Date. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value
  return `${formatDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** "July 2026" ("juillet 2026") from a database date (yyyy-MM-dd), read as a calendar month. */
export function formatMonth(value: string): string {
  const [year, month] = value.split('-')
  return `${(isEnglish() ? MONTHS : MOIS)[Number(month) - 1]} ${year}`
}

/** "12 August 2026" ("12 août 2026") from a database date (yyyy-MM-dd). */
export function formatReviewDay(value: string): string {
  const [year, month, day] = value.split('-')
  return `${Number(day)} ${(isEnglish() ? MONTHS : MOIS)[Number(month) - 1]} ${year}`
}

/** The current time, refreshed every `intervalMs` (countdowns, expiry). */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
