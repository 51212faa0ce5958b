/**
 * What a failed request means for the screen. Query functions throw what PostgREST answered
 * (`{ code, message, details, hint }`); a request that never got an answer has an empty code and
 * a message naming the fetch failure ("TypeError: Failed to fetch", "TimeoutError: …").
 */
function errorFields(error: unknown) {
  if (typeof error !== 'object' || error === null) return { code: '', message: String(error) }
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown }
  return {
    code: typeof code === 'string' ? code : '',
    message: `${typeof name === 'string' ? `${name}: ` : ''}${typeof message === 'string' ? message : ''}`,
  }
}

/** The request hit its deadline (lib/fetch-with-deadline.ts). */
export function isTimeout(error: unknown) {
  return errorFields(error).message.includes('TimeoutError')
}

/**
 * The server never answered (connection refused, DNS, offline, …) or answered with an error page
 * that is not PostgREST's (a gateway 5xx): worth one more try. An answer with a code (no such row,
 * permission denied, throttled) will not change on a retry, and a timeout has already made the
 * visitor wait a whole deadline.
 */
export function isTransientFailure(error: unknown) {
  const { code } = errorFields(error)
  return code === '' && !isTimeout(error)
}

/** TanStack Query's `retry`: one more try, only for transient failures. */
export function retryTransientOnce(failureCount: number, error: unknown) {
  return failureCount < 1 && isTransientFailure(error)
}
