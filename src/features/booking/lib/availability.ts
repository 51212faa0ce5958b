import { isAfter, isBefore } from 'date-fns'
import type { Enums } from '@/types/database.types'
import { isoDay, parseIsoDay } from '@/lib/dates'

/**
 * The first unavailable day after a check-in. A stay may not include it, even as the check-out
 * day: the database counts a stay's days inclusively (check-in through check-out).
 */
export function firstUnavailableAfter(
  checkIn: Date,
  unavailable: readonly string[],
): Date | undefined {
  const from = isoDay(checkIn)
  const next = [...unavailable].sort().find((day) => day > from)
  return next ? parseIsoDay(next) : undefined
}

/** Can this day be picked as the check-out of a stay starting on checkIn? */
export function isValidCheckOut(day: Date, checkIn: Date, limit: Date | undefined): boolean {
  return isAfter(day, checkIn) && (!limit || isBefore(day, limit))
}

/** A villa's changeover: same_day lets a stay begin on another's check-out day. */
export type Changeover = Enums<'villa_changeover'>

export interface StayRange {
  from: Date | undefined
  to?: Date | undefined
}

/**
 * The range after a day is picked: the first pick (or any pick once both dates are set, or a day
 * not after the check-in) starts a new stay; a later day completes it.
 */
export function nextStayRange(current: StayRange | undefined, day: Date): StayRange {
  if (!current?.from || current.to || !isAfter(day, current.from))
    return { from: day, to: undefined }
  return { from: current.from, to: day }
}
