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

/**
 * The days a confirmed booking takes: its stored `occupied` range ("[2027-07-10,2027-07-17)":
 * the nights at a same-day changeover villa, one more day at a full-day one), else check-in
 * through check-out inclusive (spec 9).
 */
export function occupiedDays(booking: {
  check_in: string
  check_out: string
  occupied?: unknown
}): string[] {
  const occupied = typeof booking.occupied === 'string' ? booking.occupied : ''
  const range = /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)$/.exec(occupied)
  if (!range) return daysInclusive(booking.check_in, booking.check_out)
  return daysInclusive(range[1]!, format(addDays(parseISO(range[2]!), -1), 'yyyy-MM-dd'))
}
