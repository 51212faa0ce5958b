import { isAfter, isBefore } from 'date-fns'
import { fromIsoDate, toIsoDate } from '@/lib/dates'

/**
 * The first unavailable day after a check-in. A stay may not include it, even as the check-out
 * day: the database counts a stay's days inclusively (check-in through check-out).
 */
export function firstUnavailableAfter(
  checkIn: Date,
  unavailable: readonly string[],
): Date | undefined {
  const from = toIsoDate(checkIn)
  const next = [...unavailable].sort().find((day) => day > from)
  return next ? fromIsoDate(next) : undefined
}

/** Can this day be picked as the check-out of a stay starting on checkIn? */
export function isValidCheckOut(day: Date, checkIn: Date, limit: Date | undefined): boolean {
  return isAfter(day, checkIn) && (!limit || isBefore(day, limit))
}
