/**
 * What the booking form hands the confirmation page in the history entry (it survives a reload
 * of that page, and never appears in the address): the email the request was sent with, which
 * reads the request back from the database with its id.
 */
export interface RequestSentState {
  guestEmail: string
}

export function readRequestSentState(state: unknown): RequestSentState | null {
  if (typeof state !== 'object' || state === null || !('guestEmail' in state)) return null
  const { guestEmail } = state
  return typeof guestEmail === 'string' && guestEmail ? { guestEmail } : null
}
