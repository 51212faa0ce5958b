import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  isValid,
  parseISO,
  startOfMonth,
} from 'date-fns'
import { isoDay } from '@/lib/dates'

/** Width of one day column, in pixels. */
export const DAY_WIDTH = 28

export const WINDOW_MONTHS = [1, 3, 6] as const
export type WindowMonths = (typeof WINDOW_MONTHS)[number]

export interface PlannerView {
  /** First day of the window (a month's first day), yyyy-MM-dd. */
  start: string
  months: WindowMonths
}

const day = isoDay

/** The window in the address (?start=2027-07-01&months=3), else three months from this one. */
export function readPlannerView(params: URLSearchParams, today: Date): PlannerView {
  const start = params.get('start') ?? ''
  const months = Number(params.get('months'))
  const date = parseISO(start)
  return {
    start:
      /^\d{4}-\d{2}-\d{2}$/.test(start) && isValid(date)
        ? day(startOfMonth(date))
        : day(startOfMonth(today)),
    months: (WINDOW_MONTHS as readonly number[]).includes(months) ? (months as WindowMonths) : 3,
  }
}

/** The window's first and last day. */
export function windowRange(view: PlannerView) {
  const start = parseISO(view.start)
  return { from: view.start, to: day(addDays(addMonths(start, view.months), -1)) }
}

/** The window moved by a number of months. */
export function shiftView(view: PlannerView, months: number): PlannerView {
  return { ...view, start: day(addMonths(parseISO(view.start), months)) }
}

/** Every day of the window, yyyy-MM-dd. */
export function windowDays(from: string, to: string): string[] {
  const start = parseISO(from)
  const count = differenceInCalendarDays(parseISO(to), start) + 1
  return Array.from({ length: count }, (_, i) => day(addDays(start, i)))
}

/** Column of a day in the window (may be outside 0..days-1). */
export function dayIndex(from: string, date: string) {
  return differenceInCalendarDays(parseISO(date), parseISO(from))
}

/**
 * Where a stay's bar goes: from the middle of its arrival day to the middle of its departure
 * day, as hotel planners draw them, so a changeover day shows one stay leaving and the next
 * arriving. Clipped to the window; null when it is outside.
 */
export function stayBar(from: string, dayCount: number, checkIn: string, checkOut: string) {
  const start = dayIndex(from, checkIn) + 0.5
  const end = dayIndex(from, checkOut) + 0.5
  const left = Math.max(start, 0)
  const right = Math.min(end, dayCount)
  if (right <= left) return null
  return {
    left: left * DAY_WIDTH,
    width: (right - left) * DAY_WIDTH,
    continuesBefore: start < 0,
    continuesAfter: end > dayCount,
  }
}
