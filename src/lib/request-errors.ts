import { throttleMessage } from '@/lib/refusals'
import * as m from '@/paraglide/messages'

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

/** A request that never reached the server (offline, DNS, connection refused): fetch's own words. */
export function isNetworkFailure(error: unknown) {
  return /Failed to fetch|NetworkError|Load failed|fetch failed/i.test(errorFields(error).message)
}

// In the language on screen (functions: a constant would be worded once, in English).
export const timeoutMessage = () => m.error_timeout()
export const networkMessage = () => m.error_network()
export const unknownFailureMessage = () => m.error_unknown()

/**
 * The one sentence a failed request shows when its screen names none: the database's own when it
 * throttled or refused (PostgREST's message names the rule), a plain one when the request timed
 * out or never reached the server, else the error's message (or `fallback` when it has none).
 */
export function failureMessage(error: unknown, fallback: string = unknownFailureMessage()): string {
  const throttled = throttleMessage(error)
  if (throttled) return throttled
  if (isTimeout(error)) return timeoutMessage()
  if (isNetworkFailure(error)) return networkMessage()
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : error
  // Auth answers a gateway's empty error page as "{}".
  const isWords = typeof message === 'string' && !['', '{}'].includes(message.trim())
  return isWords ? message : fallback
}
