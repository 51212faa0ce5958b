/**
 * The reference a guest quotes for a booking: the short one the database gives every booking
 * ("RV-7K3Q", bookings.reference, issue 21) when the answer carries it; else the older form,
 * "RV-" and the first 8 characters of its id, upper case (staff search finds both).
 */
export function bookingReference(bookingId: string, stored?: string | null): string {
  return stored ?? `RV-${bookingId.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}
