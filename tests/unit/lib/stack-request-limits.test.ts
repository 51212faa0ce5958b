import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../../supabase/local/auth-rate-limit.ts'
import { readProjectConfig } from '../../../supabase/local/config.ts'
import { hasMalformedEscape, jsonDepth } from '../../../supabase/local/request-guards.ts'
import { regexExpansion } from '../../../supabase/local/rest/limits.ts'

// The local stack's request limits: GoTrue's token bucket, config.toml's number, and the
// measures the gateway and the REST emulation take of a request before running it.

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe("Auth's verification limit", () => {
  it('is 30 per 5 minutes in the project’s config.toml, and read from there', async () => {
    expect((await readProjectConfig(process.cwd())).authRateLimits.tokenVerifications).toBe(30)
    const dir = mkdtempSync(join(tmpdir(), 'rate-limit-config-'))
    dirs.push(dir)
    mkdirSync(join(dir, 'supabase'))
    writeFileSync(
      join(dir, 'supabase', 'config.toml'),
      '[auth.rate_limit]\ntoken_verifications = 5\n',
    )
    expect((await readProjectConfig(dir)).authRateLimits.tokenVerifications).toBe(5)
  })

  it('lets a burst of 30 through, then one every 10 seconds, per key', () => {
    let now = 0
    const limiter = createRateLimiter(30, () => now)
    for (let i = 0; i < 30; i++) limiter.take('client:a')
    expect(() => limiter.take('client:a')).toThrow('Request rate limit reached')
    limiter.take('client:b')
    now += 9_000
    expect(() => limiter.take('client:a')).toThrow()
    now += 1_000
    limiter.take('client:a')
    expect(() => limiter.take('client:a')).toThrow()
    now += 300_000
    for (let i = 0; i < 30; i++) limiter.take('client:a')
  })

  it('answers as GoTrue: 429 over_request_rate_limit', () => {
    const limiter = createRateLimiter(1, () => 0)
    limiter.take('k')
    expect(() => limiter.take('k')).toThrow(
      expect.objectContaining({ status: 429, code: 'over_request_rate_limit' }),
    )
  })
})

describe('what the gateway measures before parsing', () => {
  it('finds malformed percent-escapes', () => {
    expect(hasMalformedEscape('/ical-export/%.ics')).toBe(true)
    expect(hasMalformedEscape('/a%zz')).toBe(true)
    expect(hasMalformedEscape('/a%2')).toBe(true)
    expect(hasMalformedEscape('/villa%20name%C3%A9')).toBe(false)
  })

  it('counts JSON nesting, ignoring brackets inside strings', () => {
    expect(jsonDepth(Buffer.from('{"a":[1,[2]]}'))).toBe(3)
    expect(jsonDepth(Buffer.from('{"a":"[[[[\\"[[["}'))).toBe(1)
    expect(jsonDepth(Buffer.from('['.repeat(5000) + ']'.repeat(5000)))).toBe(5000)
  })

  it('sizes a regular expression as PostgreSQL expands its bounded repeats', () => {
    expect(regexExpansion('^(Villa|Mas)')).toBeLessThan(20)
    expect(regexExpansion('(a{1,255}){1,255}')).toBe(65_025)
    expect(regexExpansion('[a-z]{2,3}')).toBe(3)
    expect(regexExpansion('(ab){1,100}')).toBe(200)
  })
})
