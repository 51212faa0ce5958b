import { createHash, randomInt, randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import { AuthFailure } from './auth-errors.ts'
import { createRateLimiter } from './auth-rate-limit.ts'
import { startSession } from './auth-sessions.ts'
import { findUserByEmail, type UserRow } from './auth-users.ts'
import type { AuthEmailConfig, AuthRateLimits } from './config.ts'
import type { Queryable, SqlEngine } from './db.ts'
import { parseTemplate, renderTemplate } from './go-template.ts'
import type { ApiRequest, ApiResponse } from './http-types.ts'

/**
 * GoTrue's password recovery (internal/api/recover.go, verify.go, mail.go, pkce.go):
 * POST /recover emails a link and a code; GET /verify (the link) redirects back to the app with a
 * session (implicit flow) or an auth code (PKCE); POST /verify takes the token hash or the code;
 * POST /token?grant_type=pkce exchanges the auth code.
 */

export interface RecoveryOptions {
  email: AuthEmailConfig
  siteUrl: string
  /** Where Auth's emails go: the stack's mail catcher. */
  smtpPort: number
  /** [auth.rate_limit] of config.toml (GoTrue's defaults when absent). */
  rateLimits?: AuthRateLimits
}

type Body = Record<string, unknown>

/** GoTrue's default GOTRUE_MAILER_OTP_LENGTH. */
const OTP_LENGTH = 6
/** GoTrue's defaultFlowStateExpiryDuration: a PKCE flow must finish within 5 minutes. */
const FLOW_STATE_TTL_MS = 300_000
const LINK_INVALID = 'Email link is invalid or has expired'

/** GoTrue's default recovery email (templatemailer.go). */
const DEFAULT_SUBJECT = 'Reset your password'
const DEFAULT_TEMPLATE = `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`

/** auth.flow_state's PKCE fields. Kept in memory: the local platform schema has no such table. */
interface FlowState {
  authCode: string
  userId: string
  codeChallenge: string
  codeChallengeMethod: 's256' | 'plain'
  createdAt: number
}

/** GoTrue's crypto.GenerateTokenHash: what auth.users.recovery_token stores. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

export function createRecovery(pg: SqlEngine, issuer: () => string, options: RecoveryOptions) {
  const { email: settings } = options
  // Read once, at start: a template this stack cannot render stops it there.
  const subjectTemplate = parseTemplate(settings.recoveryTemplate.subject ?? DEFAULT_SUBJECT)
  const htmlTemplate = parseTemplate(settings.recoveryTemplate.html ?? DEFAULT_TEMPLATE)
  const flowStates = new Map<string, FlowState>()
  // GoTrue's Verify limiter, per client address; here also per email address, so guesses spread
  // over many addresses of one client, or over many clients for one address, are bounded too.
  const verifications = createRateLimiter(options.rateLimits?.tokenVerifications ?? 30)
  /** When each address (known or not) last asked for a reset: one answer for both. */
  const recoveryRequests = new Map<string, number>()
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: options.smtpPort,
    secure: false,
    ignoreTLS: true,
  })

  /** GoTrue's GetReferrer: a valid redirect_to (header or query), else the Referer, else site_url. */
  function referrer(req: ApiRequest): string {
    const requested =
      req.headers.redirect_to || new URLSearchParams(req.search).get('redirect_to') || ''
    if (isRedirectUrlValid(options.siteUrl, settings.additionalRedirectUrls, requested)) {
      return requested
    }
    const referer = req.headers.referer ?? ''
    if (isRedirectUrlValid(options.siteUrl, settings.additionalRedirectUrls, referer)) {
      return referer
    }
    return options.siteUrl
  }

  async function sendRecoveryEmail(user: UserRow, otp: string, token: string, redirectTo: string) {
    const confirmationUrl =
      `${issuer()}/verify?token=${encodeURIComponent(token)}&type=recovery` +
      `&redirect_to=${encodeRedirectUrl(redirectTo)}`
    // RecoveryMail's fields (templatemailer.go); Data is the user's user_metadata.
    const data = {
      SiteURL: options.siteUrl,
      ConfirmationURL: confirmationUrl,
      Email: user.email ?? '',
      Token: otp,
      TokenHash: token,
      Data: user.raw_user_meta_data ?? {},
      RedirectTo: redirectTo,
    }
    await transport.sendMail({
      from: { name: settings.senderName, address: settings.senderAddress },
      to: user.email ?? '',
      subject: renderTemplate(subjectTemplate, data),
      html: renderTemplate(htmlTemplate, data),
    })
  }

  /**
   * POST /recover answers an unknown address exactly as a known one, in the same time: the
   * one-a-minute limit is kept per address whether an account exists or not, and the email is
   * written and sent after the answer. (Hosted GoTrue answers an unknown address at once and
   * only a known one with 429; see README.)
   */
  async function recover(req: ApiRequest, body: Body): Promise<Body> {
    const email = validateEmail(body.email, 'Password recovery requires an email')
    const codeChallenge = typeof body.code_challenge === 'string' ? body.code_challenge : ''
    const codeChallengeMethod =
      typeof body.code_challenge_method === 'string' ? body.code_challenge_method : ''
    validatePkceParams(codeChallengeMethod, codeChallenge)
    const isPkce = codeChallenge !== ''

    const user = await findUserByEmail(pg, email)
    if (user && isPkce) {
      const authCode = randomUUID()
      flowStates.set(authCode, {
        authCode,
        userId: user.id,
        codeChallenge,
        codeChallengeMethod: codeChallengeMethod.toLowerCase() as FlowState['codeChallengeMethod'],
        createdAt: Date.now(),
      })
    }
    const now = Date.now()
    const windowMs = settings.maxFrequencySeconds * 1000
    for (const [address, at] of recoveryRequests) {
      if (at + windowMs <= now) recoveryRequests.delete(address)
    }
    const lastAt = recoveryRequests.get(email)
    const waitMs = lastAt === undefined ? 0 : lastAt + windowMs - now
    if (waitMs > 0) {
      throw new AuthFailure(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.floor(waitMs / 1000)} seconds.`,
      )
    }
    recoveryRequests.set(email, now)
    if (user) {
      const redirectTo = referrer(req)
      void sendRecovery(user, isPkce, redirectTo).catch((error: unknown) => {
        console.error('local auth: the recovery email could not be sent:', (error as Error).message)
      })
    }
    return {}
  }

  /** The recovery email and its token, off the response path. */
  async function sendRecovery(user: UserRow, isPkce: boolean, redirectTo: string) {
    const otp = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
    const token = (isPkce ? 'pkce_' : '') + tokenHash(user.email ?? '', otp)
    // Stored before the email leaves, so its link works the moment it arrives.
    await pg.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
      [user.id, token],
    )
    await sendRecoveryEmail(user, otp, token, redirectTo)
  }

  /** The user a recovery token hash belongs to, while it is valid (verifyTokenHash). */
  async function userByTokenHash(tx: Queryable, hash: string): Promise<UserRow> {
    const { rows } = await tx.query<UserRow & { recovery_sent_at: Date | null }>(
      `select * from auth.users where recovery_token = $1 and recovery_token <> '' for update`,
      [hash],
    )
    const user = rows[0]
    if (!user) throw new AuthFailure(403, 'otp_expired', LINK_INVALID)
    refuseBanned(user)
    if (isExpired(user.recovery_sent_at)) throw new AuthFailure(403, 'otp_expired', LINK_INVALID)
    return user
  }

  /** The user a recovery code (OTP) sent to this address belongs to (verifyUserAndToken). */
  async function userByEmailAndOtp(tx: Queryable, email: string, otp: string): Promise<UserRow> {
    const invalid = new AuthFailure(403, 'otp_expired', 'Token has expired or is invalid')
    const { rows } = await tx.query<UserRow>(
      'select * from auth.users where lower(email) = $1 for update',
      [email],
    )
    const user = rows[0]
    if (!user) throw invalid
    refuseBanned(user)
    // Hashed with the address as stored, as the token was when it was sent.
    const hash = tokenHash(user.email ?? '', otp)
    const expected = user.recovery_token ?? ''
    const matches = expected !== '' && (expected === hash || expected === `pkce_${hash}`)
    if (!matches || isExpired(user.recovery_sent_at)) throw invalid
    return user
  }

  function isExpired(sentAt: Date | null) {
    return !sentAt || Date.now() > sentAt.getTime() + settings.otpExpirySeconds * 1000
  }

  /** recoverVerify: the token is spent, and an unconfirmed address is now confirmed. */
  async function consume(tx: Queryable, user: UserRow) {
    await tx.query(
      `update auth.users set recovery_token = '',
         email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
      [user.id],
    )
  }

  /** GET /verify: the link in the email. Always a redirect, errors included. */
  async function verifyGet(req: ApiRequest): Promise<ApiResponse> {
    verifications.take(`client:${req.clientAddress ?? 'unknown'}`)
    const params = new URLSearchParams(req.search)
    const token = params.get('token') ?? ''
    const type = params.get('type') ?? ''
    if (!type) {
      throw new AuthFailure(400, 'validation_failed', 'Verify requires a verification type')
    }
    if (!token) {
      throw new AuthFailure(400, 'validation_failed', 'Verify requires a token or a token hash')
    }
    const redirectTo = referrer(req)
    const isPkce = token.startsWith('pkce_')
    try {
      const result = await pg.transaction(async (tx) => {
        checkVerifyType(type)
        const user = await userByTokenHash(tx, token)
        await consume(tx, user)
        if (!isPkce) return { session: await startSession(tx, user.id, issuer(), 'otp') }
        return { authCode: issueAuthCode(user.id) }
      })
      if (result.session) {
        const { session } = result
        const fragment = goEncode({
          type,
          access_token: session.access_token,
          token_type: session.token_type,
          expires_in: String(session.expires_in),
          expires_at: String(session.expires_at),
          refresh_token: session.refresh_token,
          sb: '',
        })
        return redirect(`${redirectTo}#${fragment}`)
      }
      const url = new URL(redirectTo)
      url.searchParams.set('code', result.authCode!)
      url.searchParams.sort()
      return redirect(url.toString())
    } catch (error) {
      if (!(error instanceof AuthFailure)) throw error
      return redirect(errorRedirectUrl(error, redirectTo, isPkce))
    }
  }

  /** issueAuthCode: the user's latest recovery flow state must be a PKCE one. */
  function issueAuthCode(userId: string): string {
    const latest = [...flowStates.values()]
      .filter((state) => state.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt)[0]
    if (!latest) {
      throw new AuthFailure(
        400,
        'flow_state_not_found',
        'No associated flow state found. No valid flow state found for user.',
      )
    }
    return latest.authCode
  }

  async function verifyPost(req: ApiRequest, body: Body): Promise<Body> {
    verifications.take(`client:${req.clientAddress ?? 'unknown'}`)
    const type = typeof body.type === 'string' ? body.type : ''
    const token = typeof body.token === 'string' ? body.token : ''
    const hash = typeof body.token_hash === 'string' ? body.token_hash : ''
    if (!type) {
      throw new AuthFailure(400, 'validation_failed', 'Verify requires a verification type')
    }
    if ((token === '') === (hash === '')) {
      throw new AuthFailure(
        400,
        'validation_failed',
        'Verify requires either a token or a token hash',
      )
    }
    let email = ''
    if (token) {
      if (typeof body.phone === 'string' && body.phone && !body.email) {
        throw new AuthFailure(400, 'validation_failed', 'Phone verification is not enabled')
      }
      if (typeof body.email !== 'string' || !body.email) {
        throw new AuthFailure(
          400,
          'validation_failed',
          'Only an email address or phone number should be provided on verify',
        )
      }
      try {
        email = validateEmail(body.email, '')
      } catch {
        throw new AuthFailure(422, 'validation_failed', 'Invalid email format')
      }
      verifications.take(`email:${email}`)
    } else if (body.email || body.phone || body.redirect_to) {
      throw new AuthFailure(
        400,
        'validation_failed',
        'Only the token_hash and type should be provided',
      )
    }
    return pg.transaction(async (tx) => {
      checkVerifyType(type)
      const user = token
        ? await userByEmailAndOtp(tx, email, token)
        : await userByTokenHash(tx, hash)
      await consume(tx, user)
      return startSession(tx, user.id, issuer(), 'otp')
    })
  }

  async function pkceGrant(body: Body): Promise<Body> {
    const authCode = typeof body.auth_code === 'string' ? body.auth_code : ''
    const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : ''
    if (!authCode || !verifier) {
      throw new AuthFailure(
        400,
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      )
    }
    const state = flowStates.get(authCode)
    if (!state) {
      throw new AuthFailure(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      )
    }
    if (Date.now() > state.createdAt + FLOW_STATE_TTL_MS) {
      throw new AuthFailure(422, 'flow_state_expired', 'invalid flow state, flow state has expired')
    }
    const expected =
      state.codeChallengeMethod === 's256'
        ? createHash('sha256').update(verifier).digest('base64url')
        : verifier
    if (expected !== state.codeChallenge) {
      throw new AuthFailure(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      )
    }
    flowStates.delete(authCode)
    return pg.transaction((tx) => startSession(tx, state.userId, issuer(), 'recovery'))
  }

  return { recover, verifyGet, verifyPost, pkceGrant }
}

/** Recovery links and codes verify as `recovery`, `magiclink` or `email`; nothing else is issued here. */
function checkVerifyType(type: string) {
  if (['recovery', 'magiclink', 'email'].includes(type)) return
  if (['signup', 'invite', 'email_change'].includes(type)) {
    // This stack never emails those tokens, so none can be valid.
    throw new AuthFailure(403, 'otp_expired', LINK_INVALID)
  }
  throw new AuthFailure(400, 'validation_failed', 'Invalid email verification type')
}

function refuseBanned(user: UserRow) {
  if (user.banned_until && user.banned_until.getTime() > Date.now()) {
    throw new AuthFailure(403, 'user_banned', 'User is banned')
  }
}

function validateEmail(value: unknown, missingMessage: string): string {
  const email = typeof value === 'string' ? value.trim() : ''
  if (!email) throw new AuthFailure(400, 'validation_failed', missingMessage)
  if (email.length > 255) {
    throw new AuthFailure(400, 'validation_failed', 'An email address is too long')
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AuthFailure(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    )
  }
  return email.toLowerCase()
}

function validatePkceParams(method: string, challenge: string) {
  if ((challenge === '') !== (method === '')) {
    throw new AuthFailure(
      400,
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    )
  }
  if (!challenge) return
  if (challenge.length < 43 || challenge.length > 128) {
    throw new AuthFailure(
      400,
      'validation_failed',
      'code challenge has to be between 43 and 128 characters',
    )
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw new AuthFailure(
      400,
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    )
  }
  if (!['s256', 'plain'].includes(method.toLowerCase())) {
    throw new AuthFailure(400, 'validation_failed', `unsupported code_challenge method "${method}"`)
  }
}

/** Go's url.Values.Encode: keys sorted, QueryEscape'd (space as '+'). */
function goEncode(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((key) => `${goQueryEscape(key)}=${goQueryEscape(values[key]!)}`)
    .join('&')
}

function goQueryEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** GoTrue's encodeRedirectURL: escaped only when it holds &, = or #, else taken as it is. */
function encodeRedirectUrl(url: string): string {
  return /[&=#]/.test(url) ? goQueryEscape(url) : url
}

/** prepErrorRedirectURL: the error in the fragment (and, for PKCE, in the query too). */
function errorRedirectUrl(error: AuthFailure, redirectTo: string, isPkce: boolean): string {
  const oauthError: Record<number, string> = {
    400: 'invalid_request',
    401: 'unauthorized_client',
    403: 'access_denied',
    500: 'server_error',
    503: 'temporarily_unavailable',
  }
  const values: Record<string, string> = {
    error_code: error.code,
    error_description: error.message,
  }
  if (oauthError[error.status]) values.error = oauthError[error.status]!
  const url = new URL(redirectTo)
  if (isPkce) {
    for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value)
    url.searchParams.sort()
  }
  url.hash = ''
  return `${url.toString()}#${goEncode({ ...values, sb: '' })}`
}

function redirect(location: string): ApiResponse {
  return { status: 303, headers: { location }, body: null }
}

/**
 * GoTrue's IsRedirectURLValid: the site itself (any port on a loopback host), a loopback IP, or
 * a match of one of additional_redirect_urls (globs: `*` stops at `.` and `/`, `**` does not).
 */
export function isRedirectUrlValid(siteUrl: string, allowList: string[], redirectUrl: string) {
  if (!redirectUrl) return false
  let base: URL
  let target: URL
  try {
    base = new URL(siteUrl)
    target = new URL(redirectUrl)
  } catch {
    return false
  }
  const hostname = target.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const isLocalhost =
    ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'].includes(hostname) ||
    hostname.endsWith('.localhost')
  if (
    base.hostname.toLowerCase() === target.hostname.toLowerCase() &&
    base.protocol === target.protocol &&
    (base.port === target.port || isLocalhost)
  ) {
    return true
  }
  if (/^[0-9]+$/.test(hostname)) return false
  if (/^\d+\.\d+\.\d+\.\d+$/.test(hostname)) return hostname.startsWith('127.')
  if (hostname.includes(':')) return hostname === '::1'
  const isHttp = target.protocol === 'http:' || target.protocol === 'https:'
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(hostname)) return false
  const withoutFragment = redirectUrl.split('#')[0]!
  return allowList.some((pattern) => globToRegExp(pattern).test(withoutFragment))
}

/** gobwas/glob with separators '.' and '/'. */
function globToRegExp(pattern: string): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*'
      i++
    } else if (char === '*') source += '[^./]*'
    else if (char === '?') source += '[^./]'
    else if (char === '{') source += '(?:'
    else if (char === '}') source += ')'
    else if (char === ',' && source.includes('(?:')) source += '|'
    else if (char === '[' || char === ']') source += char
    else if (char === '!' && pattern[i - 1] === '[') source += '^'
    else source += char.replace(/[.+^$()|\\/]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}
