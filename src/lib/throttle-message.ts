/** SQLSTATE the database's flood control raises; PostgREST answers it with HTTP 429. */
const THROTTLED = 'PT429'

/**
 * The database's own sentence when a request was throttled ("Too many booking requests. Please
 * wait a few minutes and try again."), else null: the caller then shows its usual failure text.
 */
export function throttleMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null
  const { code, message } = error as { code?: unknown; message?: unknown }
  return code === THROTTLED && typeof message === 'string' && message ? message : null
}
