import type { BookingOffer } from '../api/get-booking-offers'
import * as m from '@/paraglide/messages'

/** "2 adults, 1 child"; the guests count alone on a booking made before they were asked. */
export function partyText(guests: number, stored: Pick<BookingOffer, 'adults' | 'children'>) {
  if (stored.adults === null) return String(guests)
  const adults = m.admin_bookings_adults({ count: stored.adults })
  if (stored.children === 0) return adults
  return `${adults}, ${m.admin_bookings_children({ count: stored.children })}`
}

/** The Terms version as staff and the guest quote it: its first 8 characters. */
export function termsVersionText(version: string): string {
  return version.slice(0, 8)
}
