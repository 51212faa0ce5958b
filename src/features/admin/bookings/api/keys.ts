import type { BookingFilters, BookingsView } from '../lib/bookings-view'

/** Query keys of the bookings as staff see them. */
export const adminBookingKeys = {
  all: ['admin', 'bookings'] as const,
  pages: () => [...adminBookingKeys.all, 'page'] as const,
  page: (view: BookingsView) => [...adminBookingKeys.pages(), view] as const,
  counts: (filters: BookingFilters) => [...adminBookingKeys.all, 'counts', filters] as const,
  villas: () => [...adminBookingKeys.all, 'villas'] as const,
  offer: (bookingId: string) => [...adminBookingKeys.all, 'offer', bookingId] as const,
  stayLink: (bookingId: string) => [...adminBookingKeys.all, 'stay-link', bookingId] as const,
}
