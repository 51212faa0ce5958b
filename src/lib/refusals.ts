/**
 * The database's refusals the app tells apart, each recognised by its SQLSTATE (`error.code` as
 * PostgREST answers it), never by the words of its message: the words are for people and may
 * change. The custom codes are raised in supabase/schemas/30_booking_engine.sql (enforce_booking_status_change, enforce_blocked_date_free).
 */
export const REFUSAL = {
  /** The dates collide with a confirmed stay or a blocked day (exclusion_violation). */
  datesTaken: '23P01',
  /** A pending request past its hold cannot be confirmed (custom). */
  requestExpired: 'RV001',
  /** Only a pending booking can be confirmed or cancelled (custom). */
  bookingNotPending: 'RV002',
  /** A row still refers to this one, e.g. a villa with bookings (foreign_key_violation). */
  stillReferenced: '23503',
  /** The same row already exists, e.g. a calendar link a villa already imports (unique_violation). */
  alreadyExists: '23505',
  /** The database's flood control; PostgREST answers it with HTTP 429. */
  throttled: 'PT429',
  /** A booking rule's own sentence (plain `raise exception`), written for the guest. */
  bookingRule: 'P0001',
  /** The stay page's link opens no booking (no_data_found; withdraw_stay_request). */
  stayLinkInvalid: 'P0002',
  /** The row is no longer in the state the action needs, e.g. a request already answered. */
  wrongState: '55000',
} as const

export type Refusal = keyof typeof REFUSAL

/** The SQLSTATE of a failed request, '' when it has none (a network failure, a thrown Error). */
export function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return ''
  const { code } = error as { code?: unknown }
  return typeof code === 'string' ? code : ''
}

/** Whether the database refused the request for this reason. */
export function isRefusal(error: unknown, refusal: Refusal): boolean {
  return errorCode(error) === REFUSAL[refusal]
}

/** The database's own sentence for one of these refusals, else null (the caller's text then). */
export function refusalMessage(error: unknown, ...refusals: Refusal[]): string | null {
  if (!refusals.some((refusal) => isRefusal(error, refusal))) return null
  const { message } = error as { message?: unknown }
  return typeof message === 'string' && message ? message : null
}

/**
 * The database's sentence when a request was throttled ("Too many booking requests. Please wait a
 * few minutes and try again."), else null: the caller then shows its usual failure text.
 */
export function throttleMessage(error: unknown): string | null {
  return refusalMessage(error, 'throttled')
}

/** Why staff cannot confirm or decline this booking, in the database's words, else null. */
export function decisionRefusalMessage(error: unknown): string | null {
  return refusalMessage(error, 'datesTaken', 'requestExpired', 'bookingNotPending')
}
