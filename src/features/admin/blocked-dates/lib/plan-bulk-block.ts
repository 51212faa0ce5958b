import { daysInclusive, occupiedDays } from './days'

interface PlanInput {
  villaId: string
  from: string
  to: string
  /** Days already stored as blocked (any villa; filtered here). */
  blocked: readonly { villa_id: string; blocked_date: string }[]
  /** Confirmed bookings (any villa; filtered here); they block check-in through check-out. */
  bookings: readonly {
    villa_id: string
    check_in: string
    check_out: string
    occupied?: unknown
  }[]
}

export interface BulkBlockPlan {
  toInsert: string[]
  skippedBlocked: string[]
  skippedBooked: string[]
}

/**
 * Which days of a range to insert (architecture 6.5): days already blocked and days inside a
 * confirmed booking of the villa are skipped, so only the rest are written.
 */
export function planBulkBlock({ villaId, from, to, blocked, bookings }: PlanInput): BulkBlockPlan {
  const alreadyBlocked = new Set(
    blocked.filter((row) => row.villa_id === villaId).map((row) => row.blocked_date),
  )
  const booked = new Set(
    bookings
      .filter((booking) => booking.villa_id === villaId)
      .flatMap((booking) => occupiedDays(booking)),
  )
  const plan: BulkBlockPlan = { toInsert: [], skippedBlocked: [], skippedBooked: [] }
  for (const day of daysInclusive(from, to)) {
    if (booked.has(day)) plan.skippedBooked.push(day)
    else if (alreadyBlocked.has(day)) plan.skippedBlocked.push(day)
    else plan.toInsert.push(day)
  }
  return plan
}
