import type { BookingOffer } from '../api/get-booking-offers'

/** "2 adults, 1 child"; the guests count alone on a booking made before they were asked. */
export function partyText(guests: number, stored: Pick<BookingOffer, 'adults' | 'children'>) {
  if (stored.adults === null) return String(guests)
  const adults = `${stored.adults} ${stored.adults === 1 ? 'adult' : 'adults'}`
  if (stored.children === 0) return adults
  return `${adults}, ${stored.children} ${stored.children === 1 ? 'child' : 'children'}`
}

/** The Terms version as staff and the guest quote it: its first 8 characters. */
export function termsVersionText(version: string): string {
  return version.slice(0, 8)
}
