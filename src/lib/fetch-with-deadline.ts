/**
 * Every request the app makes has a deadline: a backend that accepts the connection but never
 * answers must end in an error the screen can show, not in a spinner that only a reload stops.
 * Reads and writes get REQUEST_DEADLINE_MS (hosted's statement timeouts are 3 s for anon and 8 s
 * for staff, so an answer that has not come by then is not coming); file uploads and Edge Function
 * calls get longer.
 */
export const REQUEST_DEADLINE_MS = 10_000
export const UPLOAD_DEADLINE_MS = 60_000

/** The request was cut at its deadline (not cancelled by the app). */
export class RequestTimeoutError extends Error {
  override name = 'TimeoutError'
  constructor(ms: number) {
    super(`The server did not answer within ${Math.round(ms / 1000)} seconds`)
  }
}

export function deadlineFor(input: RequestInfo | URL, init?: RequestInit) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const method = (init?.method ?? 'GET').toUpperCase()
  const isUpload = method !== 'GET' && url.includes('/storage/v1/object')
  // Edge Functions fetch other servers (a calendar sync waits up to 15 s for each channel).
  const isFunction = url.includes('/functions/v1/')
  return isUpload || isFunction ? UPLOAD_DEADLINE_MS : REQUEST_DEADLINE_MS
}

export async function fetchWithDeadline(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const ms = deadlineFor(input, init)
  const deadline = AbortSignal.timeout(ms)
  const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline
  try {
    return await fetch(input, { ...init, signal })
  } catch (error) {
    // The caller's own cancellation stays an AbortError; only the deadline becomes a timeout.
    if (deadline.aborted && !init?.signal?.aborted) throw new RequestTimeoutError(ms)
    throw error
  }
}
