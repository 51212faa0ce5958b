import { adminOverviewKeys } from '@/features/admin/layout/api/keys'
import type { BookingFilters, BookingsView } from '../lib/bookings-view'

/** Query keys of the bookings as staff see them. */
export const adminBookingKeys = {
  all: ['admin', 'bookings'] as const,
  pages: () => [...adminBookingKeys.all, 'page'] as const,
  page: (view: BookingsView) => [...adminBookingKeys.pages(), view] as const,
  counts: (filters: BookingFilters) => [...adminBookingKeys.all, 'counts', filters] as const,
  villas: () => [...adminBookingKeys.all, 'villas'] as const,
}

/**
 * Other caches a status change makes stale: the blocked-dates screen (confirmed bookings block
 * days), the public picker's availability and prices (features/booking/api/keys.ts), and the
 * sidebar's counts and the Today screen (a request decided, nights booked).
 */
export const keysAffectedByBookingStatus = [
  ['admin', 'blocked-dates'],
  ['booking'],
  adminOverviewKeys.all,
] as const
