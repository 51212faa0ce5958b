/**
 * The reference a guest quotes for a request: "RV-" and the first 8 characters of its id, upper
 * case (the id is random, so 8 characters tell thousands of requests apart; staff find it by
 * the full id's start).
 */
export function bookingReference(bookingId: string): string {
  return `RV-${bookingId.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}
