import { createHmac, timingSafeEqual } from 'node:crypto'

import { JWT_SECRET } from './well-known.mjs'

export type JwtClaims = Record<string, unknown>

const CLOCK_SKEW_MS = 30_000

export type JwtResult =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'claims'; message: string }

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

function hmac(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest()
}

export function signJwt(claims: JwtClaims, secret = JWT_SECRET): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = b64url(JSON.stringify(claims))
  return `${head}.${body}.${b64url(hmac(`${head}.${body}`, secret))}`
}

function parsePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** Checks shape, HS256 signature and `exp` (seconds), in that order, like the real services. */
export function verifyJwt(token: string, secret = JWT_SECRET, now = Date.now()): JwtResult {
  const parts = token.split('.')
  if (parts.length !== 3) {
    return {
      ok: false,
      reason: 'malformed',
      message: `Expected 3 parts in JWT; got ${parts.length}`,
    }
  }
  const [head, body, signature] = parts as [string, string, string]
  const header = parsePart(head)
  const claims = parsePart(body)
  if (!header || !claims) return { ok: false, reason: 'malformed', message: 'token is malformed' }
  if (header.alg !== 'HS256') {
    return { ok: false, reason: 'signature', message: 'signing method is invalid' }
  }
  const expected = hmac(`${head}.${body}`, secret)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', message: 'signature is invalid' }
  }
  if (claims.exp !== undefined) {
    if (typeof claims.exp !== 'number') {
      return { ok: false, reason: 'malformed', message: 'invalid type for claim exp' }
    }
    if (claims.exp * 1000 <= now)
      return { ok: false, reason: 'expired', message: 'token is expired' }
  }
  // A token that is not valid yet, or claims to be issued in the future, is refused like the
  // real services do (with PostgREST's 30 s allowance for clock skew).
  for (const [claim, message] of [
    ['nbf', 'token is not valid yet'],
    ['iat', 'token used before issued'],
  ] as const) {
    const value = claims[claim]
    if (value === undefined) continue
    if (typeof value !== 'number') {
      return { ok: false, reason: 'malformed', message: `invalid type for claim ${claim}` }
    }
    if (value * 1000 > now + CLOCK_SKEW_MS) return { ok: false, reason: 'claims', message }
  }
  return { ok: true, claims }
}
