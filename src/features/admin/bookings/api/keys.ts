/** Query keys of the bookings as staff see them. */
export const adminBookingKeys = {
  all: ['admin', 'bookings'] as const,
  list: () => [...adminBookingKeys.all, 'list'] as const,
}

/**
 * Other caches a status change makes stale: the blocked-dates screen (confirmed bookings block
 * days) and the public picker's availability and prices (features/booking/api/keys.ts).
 */
export const keysAffectedByBookingStatus = [['admin', 'blocked-dates'], ['booking']] as const
