import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns'

/** yyyy-MM-dd of the day after. */
export function nextDay(day: string): string {
  return format(addDays(parseISO(day), 1), 'yyyy-MM-dd')
}

/** Every day from `from` through `to` inclusive, as yyyy-MM-dd (empty when `to` is before `from`). */
export function daysInclusive(from: string, to: string): string[] {
  const start = parseISO(from)
  const count = differenceInCalendarDays(parseISO(to), start) + 1
  return Array.from({ length: Math.max(0, count) }, (_, index) =>
    format(addDays(start, index), 'yyyy-MM-dd'),
  )
}
