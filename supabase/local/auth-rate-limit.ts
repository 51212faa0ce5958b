import { AuthFailure } from './auth-errors.ts'

/**
 * GoTrue's request limiters (internal/api/apilimiter): a token bucket per key refilled at
 * `perFiveMinutes / 300` tokens a second with a burst of `perFiveMinutes` (GoTrue's burst is 30,
 * the default limit), answered with 429 over_request_rate_limit "Request rate limit reached".
 * Every request counts, right or wrong; a refused one takes nothing.
 */
export interface RateLimiter {
  /** Takes one token for `key`, or throws GoTrue's 429 when its bucket is empty. */
  take(key: string): void
}

export function createRateLimiter(perFiveMinutes: number, now = () => Date.now()): RateLimiter {
  const ratePerMs = perFiveMinutes / 300_000
  const buckets = new Map<string, { tokens: number; at: number }>()
  let lastSweep = now()

  function sweep(time: number) {
    // A bucket full again is the same as no bucket: forget it, so memory stays bounded.
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + (time - bucket.at) * ratePerMs >= perFiveMinutes) buckets.delete(key)
    }
    lastSweep = time
  }

  return {
    take(key) {
      const time = now()
      if (time - lastSweep > 60_000) sweep(time)
      const bucket = buckets.get(key) ?? { tokens: perFiveMinutes, at: time }
      const tokens = Math.min(perFiveMinutes, bucket.tokens + (time - bucket.at) * ratePerMs)
      if (tokens < 1) {
        buckets.set(key, { tokens, at: time })
        throw new AuthFailure(429, 'over_request_rate_limit', 'Request rate limit reached')
      }
      buckets.set(key, { tokens: tokens - 1, at: time })
    },
  }
}
