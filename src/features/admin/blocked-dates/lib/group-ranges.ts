import { nextDay, occupiedDays } from './days'

/** One blocked day: a stored row (with its id) or a day of a confirmed booking (derived). */
export interface BlockedDay {
  villaId: string
  villaName: string
  villaLocation: string
  day: string
  reason: string
  isBooking: boolean
  /** The blocked_dates row id; null for booking days. */
  id: string | null
}

export interface BlockedRange {
  key: string
  villaId: string
  villaName: string
  villaLocation: string
  start: string
  end: string
  reason: string
  isBooking: boolean
  dayCount: number
  /** The blocked_dates ids to delete to unblock the range (none for booking ranges). */
  ids: string[]
}

interface StoredBlockedDate {
  id: string
  villa_id: string
  blocked_date: string
  reason: string | null
  villas: { name: string; location: string } | null
}

interface ConfirmedBooking {
  id: string
  villa_id: string
  check_in: string
  check_out: string
  occupied?: unknown
  guest_name: string
  villas: { name: string; location: string } | null
}

/** Stored rows plus the days confirmed bookings occupy (see occupiedDays). */
export function collectBlockedDays(
  stored: readonly StoredBlockedDate[],
  bookings: readonly ConfirmedBooking[],
): BlockedDay[] {
  const rows = stored.map((row) => ({
    villaId: row.villa_id,
    villaName: row.villas?.name ?? 'Unknown villa',
    villaLocation: row.villas?.location ?? '',
    day: row.blocked_date,
    reason: row.reason ?? '',
    isBooking: false,
    id: row.id,
  }))
  const bookingDays = bookings.flatMap((booking) =>
    occupiedDays(booking).map((day) => ({
      villaId: booking.villa_id,
      villaName: booking.villas?.name ?? 'Unknown villa',
      villaLocation: booking.villas?.location ?? '',
      day,
      reason: `Booking: ${booking.guest_name}`,
      isBooking: true,
      id: null,
    })),
  )
  return [...rows, ...bookingDays]
}

/**
 * Consecutive days of the same villa, reason and booking flag become one range; ranges are listed
 * by start day, then villa name.
 */
export function groupBlockedRanges(days: readonly BlockedDay[]): BlockedRange[] {
  const groupKey = (day: BlockedDay) => `${day.villaId}|${day.isBooking}|${day.reason}`
  const sorted = [...days].sort(
    (a, b) => groupKey(a).localeCompare(groupKey(b)) || a.day.localeCompare(b.day),
  )
  const ranges: BlockedRange[] = []
  let current: BlockedRange | null = null
  for (const day of sorted) {
    const continues =
      current !== null &&
      `${current.villaId}|${current.isBooking}|${current.reason}` === groupKey(day) &&
      (nextDay(current.end) === day.day || current.end === day.day)
    if (current && continues) {
      if (current.end !== day.day) {
        current.end = day.day
        current.dayCount += 1
      }
      if (day.id) current.ids.push(day.id)
      continue
    }
    current = {
      key: `${groupKey(day)}|${day.day}`,
      villaId: day.villaId,
      villaName: day.villaName,
      villaLocation: day.villaLocation,
      start: day.day,
      end: day.day,
      reason: day.reason,
      isBooking: day.isBooking,
      dayCount: 1,
      ids: day.id ? [day.id] : [],
    }
    ranges.push(current)
  }
  return ranges.sort(
    (a, b) => a.start.localeCompare(b.start) || a.villaName.localeCompare(b.villaName),
  )
}
