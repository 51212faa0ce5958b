import { randomUUID } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type { SqlEngine } from './db.ts'
import { AuthFailure } from './auth-errors.ts'
import { addAmrClaim, swapRefreshToken, tokenResponse, type SessionRow } from './auth-sessions.ts'
import {
  factorJson,
  factorsOf,
  findUserById,
  isUuid,
  type FactorRow,
  type UserRow,
} from './auth-users.ts'
import type { ApiRequest, ApiResponse } from './http-types.ts'

/**
 * GoTrue's multi-factor endpoints for TOTP (internal/api/mfa.go), mounted under /factors:
 * enrol, challenge, verify (a new session at aal2) and unenrol, with GoTrue's answers, errors,
 * expiries and per-client rate limit. Phone and WebAuthn factors answer as a project where they
 * are disabled.
 */

/** [auth.mfa] of config.toml, GoTrue's defaults when absent. */
export interface MfaOptions {
  /** [auth.mfa] max_enrolled_factors (GOTRUE_MFA_MAX_ENROLLED_FACTORS, default 10). */
  maxEnrolledFactors: number
  /** [auth.mfa.totp] enroll_enabled and verify_enabled (hosted: on). */
  totpEnrollEnabled: boolean
  totpVerifyEnabled: boolean
}

export const DEFAULT_MFA_OPTIONS: MfaOptions = {
  maxEnrolledFactors: 10,
  totpEnrollEnabled: true,
  totpVerifyEnabled: true,
}

/** GoTrue's MaxVerifiedFactors default. */
const MAX_VERIFIED_FACTORS = 10
/** GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION and _FACTOR_EXPIRY_DURATION (their minimum, 300 s). */
const CHALLENGE_EXPIRY_SECONDS = 300
const FACTOR_EXPIRY_SECONDS = 300
/** GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: 15 a minute per client, burst 30 (tollbooth). */
const RATE_PER_SECOND = 15 / 60
const RATE_BURST = 30

/** The caller, as Auth's requireAuthentication found it. */
export interface MfaCaller {
  user: UserRow
  sessionId: string | null
}

type Reply = (req: ApiRequest, status: number, body: unknown) => ApiResponse

type Body = Record<string, unknown>

/** RFC 6238 as GoTrue validates it (pquerna/otp): SHA-1, 6 digits, 30 s, one step either side. */
export function totpFor(secret: string, issuer = '', label = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  })
}

export function isValidTotp(secret: string, code: string, now = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false
  return totpFor(secret).validate({ token: code, timestamp: now, window: 1 }) !== null
}

/** The QR code of an otpauth URI as SVG markup (GoTrue answers markup; auth-js makes the data
 *  URI). Colours are named, not `#hex`, since auth-js does not escape the markup in the URI. */
export async function qrSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 2 })
  return svg.replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"').trim()
}

/** The client as the platform sees it (the socket's address, client-address.ts), never a
 *  header the caller writes: GoTrue keys its challenge limits on the address its edge passes. */
function clientAddress(req: ApiRequest): string {
  return req.clientAddress ?? '127.0.0.1'
}

function parseBody(req: ApiRequest): Body {
  const text = req.body.toString('utf8').trim()
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Body
  } catch (error) {
    throw new AuthFailure(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    )
  }
  throw new AuthFailure(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')

export function createMfa(
  pg: SqlEngine,
  issuer: () => string,
  siteUrl: string,
  options: MfaOptions = DEFAULT_MFA_OPTIONS,
) {
  const buckets = new Map<string, { tokens: number; at: number }>()

  /** tollbooth's token bucket per client address, one for challenge and one for verify. */
  function limit(kind: string, req: ApiRequest) {
    const key = `${kind}:${clientAddress(req)}`
    const now = Date.now()
    const bucket = buckets.get(key) ?? { tokens: RATE_BURST, at: now }
    bucket.tokens = Math.min(
      RATE_BURST,
      bucket.tokens + ((now - bucket.at) / 1000) * RATE_PER_SECOND,
    )
    bucket.at = now
    if (bucket.tokens < 1) {
      buckets.set(key, bucket)
      throw new AuthFailure(429, 'over_request_rate_limit', 'Request rate limit reached')
    }
    bucket.tokens -= 1
    buckets.set(key, bucket)
    if (buckets.size > 10_000) {
      for (const [name, value] of buckets) if (now - value.at > 60_000) buckets.delete(name)
    }
  }

  async function sessionAal(sessionId: string): Promise<string | null> {
    const { rows } = await pg.query<{ aal: string | null }>(
      'select aal::text as aal from auth.sessions where id = $1',
      [sessionId],
    )
    return rows[0]?.aal ?? null
  }

  async function loadFactor(user: UserRow, rawId: string): Promise<FactorRow> {
    const id = decodeURIComponent(rawId)
    if (!isUuid(id)) throw new AuthFailure(404, 'validation_failed', 'factor_id must be an UUID')
    const { rows } = await pg.query<FactorRow>(
      'select * from auth.mfa_factors where id = $1 and user_id = $2',
      [id, user.id],
    )
    if (!rows[0]) throw new AuthFailure(404, 'mfa_factor_not_found', 'Factor not found')
    return rows[0]
  }

  async function enroll(req: ApiRequest, { user, sessionId }: MfaCaller, reply: Reply) {
    if (!sessionId) {
      throw new AuthFailure(
        500,
        'unexpected_failure',
        'A valid session and a registered user are required to enroll a factor',
      )
    }
    const body = parseBody(req)
    const factorType = str(body.factor_type)
    if (factorType === 'phone') {
      throw new AuthFailure(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    }
    if (factorType === 'webauthn') {
      throw new AuthFailure(
        422,
        'mfa_webauthn_enroll_not_enabled',
        'MFA enroll is disabled for WebAuthn',
      )
    }
    if (factorType !== 'totp') {
      throw new AuthFailure(
        400,
        'validation_failed',
        'factor_type needs to be totp, phone, or webauthn',
      )
    }
    if (!options.totpEnrollEnabled) {
      throw new AuthFailure(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')
    }
    const friendlyName = str(body.friendly_name)
    const issuer = str(body.issuer) || new URL(siteUrl).host

    // validateFactors: expired unverified factors go first, then the limits and the AAL rule.
    await pg.query(
      `delete from auth.mfa_factors f where status <> 'verified'
         and not exists (select from auth.mfa_challenges c where c.factor_id = f.id)
         and created_at + make_interval(secs => $1) < now()`,
      [FACTOR_EXPIRY_SECONDS],
    )
    const factors = await factorsOf(pg, user.id)
    if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
      throw new AuthFailure(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      )
    }
    const verified = factors.filter((factor) => factor.status === 'verified').length
    if (factors.length >= options.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
      throw new AuthFailure(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      )
    }
    if (verified > 0 && (await sessionAal(sessionId)) !== 'aal2') {
      throw new AuthFailure(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
    }

    const secret = new Secret({ size: 20 }).base32
    const uri = totpFor(secret, issuer, user.email ?? '').toString()
    const qrCode = await qrSvg(uri)
    const id = randomUUID()
    await pg.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at,
         updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, user.id, friendlyName, secret],
    )
    return reply(req, 200, {
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: qrCode, secret, uri },
    })
  }

  async function challenge(req: ApiRequest, factor: FactorRow, reply: Reply) {
    parseBody(req)
    if (factor.factor_type !== 'totp' || !options.totpVerifyEnabled) {
      throw new AuthFailure(
        422,
        'mfa_totp_verify_not_enabled',
        'MFA verification is disabled for TOTP',
      )
    }
    limit('challenge', req)
    const id = randomUUID()
    const created = await pg.transaction(async (tx) => {
      const { rows } = await tx.query<{ created_at: Date }>(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
         values ($1, $2, now(), $3) returning created_at`,
        [id, factor.id, clientAddress(req)],
      )
      await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
        factor.id,
      ])
      return rows[0]!.created_at
    })
    return reply(req, 200, {
      id,
      type: factor.factor_type,
      expires_at: Math.floor(created.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
    })
  }

  async function verify(
    req: ApiRequest,
    { user, sessionId }: MfaCaller,
    factor: FactorRow,
    reply: Reply,
  ) {
    const body = parseBody(req)
    const code = str(body.code)
    if (!code) throw new AuthFailure(400, 'validation_failed', 'Code needs to be non-empty')
    if (factor.factor_type !== 'totp' || !options.totpVerifyEnabled) {
      throw new AuthFailure(
        422,
        'mfa_totp_verify_not_enabled',
        'MFA verification is disabled for TOTP',
      )
    }
    limit('verify', req)
    const challengeId = str(body.challenge_id)
    if (!isUuid(challengeId)) {
      throw new AuthFailure(
        400,
        'bad_json',
        'Could not parse request body as JSON: uuid: incorrect UUID length',
      )
    }
    if (!sessionId) {
      throw new AuthFailure(500, 'unexpected_failure', 'Cannot read SessionId claim as UUID')
    }
    const { rows } = await pg.query<{
      id: string
      created_at: Date
      verified_at: Date | null
      ip_address: string
    }>(
      `select id, created_at, verified_at, host(ip_address) as ip_address
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
      [challengeId, factor.id],
    )
    const found = rows[0]
    if (!found) {
      throw new AuthFailure(
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      )
    }
    if (found.verified_at || found.ip_address !== clientAddress(req)) {
      throw new AuthFailure(
        422,
        'mfa_ip_address_mismatch',
        'Challenge and verify IP addresses mismatch.',
      )
    }
    if (found.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000 < Date.now()) {
      await pg.query('delete from auth.mfa_challenges where id = $1', [found.id])
      throw new AuthFailure(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
      )
    }
    if (!isValidTotp(factor.secret ?? '', code)) {
      throw new AuthFailure(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
    }
    const answer = await pg.transaction(async (tx) => {
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [found.id])
      if (factor.status !== 'verified') {
        await tx.query(
          `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
          [factor.id],
        )
      }
      // updateMFASessionAndClaims: the claim, a fresh refresh token, the session at aal2.
      await addAmrClaim(tx, sessionId, 'totp')
      const refreshToken = await swapRefreshToken(tx, sessionId, user.id)
      const { rows: sessions } = await tx.query<SessionRow>(
        `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1
         returning id, user_id, created_at`,
        [sessionId, factor.id],
      )
      if (!sessions[0]) {
        throw new AuthFailure(
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        )
      }
      // InvalidateSessionsWithAALLessThan: the user's other aal1 sessions end.
      await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [user.id])
      // DeleteUnverifiedFactors of this type.
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
           and factor_type = $2`,
        [user.id, factor.factor_type],
      )
      const current = (await findUserById(tx, user.id))!
      return tokenResponse(tx, current, sessions[0], refreshToken, issuer(), 'totp')
    })
    return reply(req, 200, answer)
  }

  async function unenroll(
    req: ApiRequest,
    { sessionId }: MfaCaller,
    factor: FactorRow,
    reply: Reply,
  ) {
    if (!sessionId) {
      throw new AuthFailure(
        500,
        'unexpected_failure',
        'A valid session and factor are required to unenroll a factor',
      )
    }
    if (factor.status === 'verified' && (await sessionAal(sessionId)) !== 'aal2') {
      throw new AuthFailure(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    await removeFactor(factor)
    return reply(req, 200, { id: factor.id })
  }

  /** DowngradeSessionsToAAL1 after a factor is removed: sessions that rose with it lose it. */
  async function removeFactor(factor: FactorRow) {
    await pg.transaction(async (tx) => {
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id])
      await tx.query(
        `delete from auth.mfa_amr_claims
         where authentication_method = 'totp'
           and session_id in (select id from auth.sessions where factor_id = $1)`,
        [factor.id],
      )
      await tx.query(
        `update auth.sessions set aal = 'aal1', factor_id = null
         where user_id = $1 and factor_id = $2`,
        [factor.user_id, factor.id],
      )
    })
  }

  return {
    /** The admin API (service role): GET /admin/users/{id}/factors, DELETE …/factors/{id}. */
    async adminRoute(req: ApiRequest, reply: Reply): Promise<ApiResponse | null> {
      const match = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?\/?$/.exec(req.path)
      if (!match) return null
      const user = await findUserById(pg, decodeURIComponent(match[1]!))
      if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found')
      if (!match[2]) {
        if (req.method !== 'GET') return null
        return reply(req, 200, (await factorsOf(pg, user.id)).map(factorJson))
      }
      if (req.method !== 'DELETE') return null
      const factor = await loadFactor(user, match[2])
      await removeFactor(factor)
      return reply(req, 200, factorJson(factor))
    },
    /** GoTrue's UserUpdate: with a verified factor, a new password needs an aal2 session. */
    async requireAal2ForPasswordChange(userId: string, sessionId: string | null) {
      const hasVerified = (await factorsOf(pg, userId)).some((f) => f.status === 'verified')
      if (hasVerified && (!sessionId || (await sessionAal(sessionId)) !== 'aal2')) {
        throw new AuthFailure(
          401,
          'insufficient_aal',
          'AAL2 session is required to update email or password when MFA is enabled.',
        )
      }
    },
    /** Answers /factors and /factors/{id}[/challenge|/verify]; null for any other path. */
    async route(
      req: ApiRequest,
      authenticate: () => Promise<MfaCaller>,
      reply: Reply,
    ): Promise<ApiResponse | null> {
      const match = /^\/factors(?:\/([^/]+)(\/challenge|\/verify)?)?\/?$/.exec(req.path)
      if (!match) return null
      const [, id, action] = match
      if (!id) {
        if (req.method !== 'POST') return null
        return enroll(req, await authenticate(), reply)
      }
      const caller = await authenticate()
      const factor = await loadFactor(caller.user, id)
      if (action === '/challenge' && req.method === 'POST') return challenge(req, factor, reply)
      if (action === '/verify' && req.method === 'POST') return verify(req, caller, factor, reply)
      if (!action && req.method === 'DELETE') return unenroll(req, caller, factor, reply)
      return null
    },
  }
}
