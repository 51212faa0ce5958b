import { readFileSync } from 'node:fs'
import {
  MAX_PASSWORD_LENGTH,
  parseCommonPasswords,
  passwordWeakness,
} from '../../src/lib/password-policy/password-policy.ts'
import type { LocalDb } from './db.ts'
import { API_VERSION, AuthFailure, authError } from './auth-errors.ts'
import { createMfa, DEFAULT_MFA_OPTIONS, type MfaOptions } from './auth-mfa.ts'
import { createRecovery, type RecoveryOptions } from './auth-recovery.ts'
import { logout, refresh, sessionExists, signIn } from './auth-sessions.ts'
import {
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  userJson,
  verifyPassword,
  type UserRow,
} from './auth-users.ts'
import { gatewayToken } from './gateway.ts'
import { json, type ApiRequest, type ApiResponse } from './http-types.ts'
import { verifyJwt, type JwtClaims } from './jwt.ts'

/**
 * Where hosted asks HaveIBeenPwned (Pro plan's "Prevent use of leaked passwords"), the local Auth
 * checks the common-password list the admin's forms use, and answers as GoTrue does ("pwned").
 */
const COMMON_PASSWORDS = parseCommonPasswords(
  readFileSync(
    new URL('../../src/lib/password-policy/common-passwords.txt', import.meta.url),
    'utf8',
  ),
)

/** GoTrue's admin roles (JWT_ADMIN_ROLES). */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])

type Body = Record<string, unknown>

export interface Auth {
  handle(req: ApiRequest): Promise<ApiResponse>
}

/** The GoTrue subset supabase-js needs; `issuer()` is read per request since the port is known late. */
export function createAuth(
  db: LocalDb,
  issuer: () => string,
  options: RecoveryOptions,
  mfaOptions: MfaOptions = DEFAULT_MFA_OPTIONS,
): Auth {
  const { pg } = db
  const recovery = createRecovery(pg, issuer, options)
  const mfa = createMfa(pg, issuer, options.siteUrl, mfaOptions)

  const ok = (
    req: ApiRequest,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    json(status, body, {
      ...(req.headers['x-supabase-api-version'] ? { 'x-supabase-api-version': API_VERSION } : {}),
      ...headers,
    })

  function verifiedClaims(req: ApiRequest): JwtClaims {
    // The API gateway swaps a publishable or secret key for its JWT, as hosted does.
    const token = gatewayToken(req.headers)
    if (!token)
      throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    const result = verifyJwt(token)
    if (!result.ok) {
      throw new AuthFailure(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${result.message}`,
      )
    }
    return result.claims
  }

  async function requireUser(
    req: ApiRequest,
  ): Promise<{ user: UserRow; sessionId: string | null }> {
    const claims = verifiedClaims(req)
    if (typeof claims.sub !== 'string' || !claims.sub) {
      throw new AuthFailure(403, 'bad_jwt', 'invalid claim: missing sub claim')
    }
    const user = await findUserById(pg, claims.sub)
    if (!user)
      throw new AuthFailure(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null
    if (sessionId && !(await sessionExists(pg, sessionId))) {
      throw new AuthFailure(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      )
    }
    return { user, sessionId }
  }

  function requireAdmin(req: ApiRequest) {
    const claims = verifiedClaims(req)
    if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) {
      throw new AuthFailure(403, 'not_admin', 'User not allowed')
    }
  }

  const weaknessOf = (password: string) =>
    passwordWeakness(password, {
      minLength: options.email.minimumPasswordLength,
      requiredCharacters: options.email.passwordRequiredCharacters,
      common: COMMON_PASSWORDS,
    })

  /** GoTrue's checkPasswordStrength (internal/api/password.go), rules from config.toml. */
  function checkPassword(password: unknown): string {
    const text = typeof password === 'string' ? password : ''
    if (Buffer.byteLength(text) > MAX_PASSWORD_LENGTH) {
      throw new AuthFailure(
        400,
        'validation_failed',
        `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
      )
    }
    const weakness = weaknessOf(text)
    if (weakness) {
      throw new AuthFailure(422, 'weak_password', weakness.message, {
        weak_password: { reasons: weakness.reasons },
      })
    }
    return text
  }

  async function passwordGrant(req: ApiRequest, body: Body) {
    const email = typeof body.email === 'string' ? body.email : ''
    const password = typeof body.password === 'string' ? body.password : ''
    const invalid = new AuthFailure(400, 'invalid_credentials', 'Invalid login credentials')
    if (!email || !password) throw invalid
    const user = await findUserByEmail(pg, email)
    if (!user || !(await verifyPassword(password, user.encrypted_password))) throw invalid
    if (!user.email_confirmed_at)
      throw new AuthFailure(400, 'email_not_confirmed', 'Email not confirmed')
    if (user.banned_until && user.banned_until.getTime() > Date.now()) {
      throw new AuthFailure(400, 'user_banned', 'User is banned')
    }
    // GoTrue signs in a password that no longer meets the policy, and says so (weak_password).
    const session = await signIn(pg, user.id, issuer())
    const weakness = weaknessOf(password)
    return ok(req, 200, weakness ? { ...session, weak_password: weakness } : session)
  }

  async function token(req: ApiRequest) {
    const grantType = new URLSearchParams(req.search).get('grant_type')
    const body = parseBody(req)
    if (grantType === 'password') return passwordGrant(req, body)
    if (grantType === 'pkce') return ok(req, 200, await recovery.pkceGrant(body))
    if (grantType === 'refresh_token') {
      const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : ''
      if (!refreshToken) {
        throw new AuthFailure(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        )
      }
      return ok(req, 200, await refresh(pg, refreshToken, issuer()))
    }
    throw new AuthFailure(400, 'validation_failed', 'unsupported_grant_type')
  }

  async function updateUser(req: ApiRequest) {
    const { user, sessionId } = await requireUser(req)
    const body = parseBody(req)
    let hash: string | null = null
    if (typeof body.password === 'string' && body.password !== '') {
      await mfa.requireAal2ForPasswordChange(user.id, sessionId)
    }
    if (body.password !== undefined && body.password !== null) {
      const password = checkPassword(body.password)
      if (await verifyPassword(password, user.encrypted_password)) {
        throw new AuthFailure(
          422,
          'same_password',
          'New password should be different from the old password.',
        )
      }
      hash = await hashPassword(password)
    }
    const data = isObject(body.data) ? body.data : null
    const updated = await pg.transaction(async (tx) => {
      if (hash) {
        await tx.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [user.id, hash],
        )
        // GoTrue signs out every other session of the user on a password change.
        await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          user.id,
          sessionId,
        ])
      }
      if (data) {
        const metadata = mergeMetadata(user.raw_user_meta_data ?? {}, data)
        await tx.query(
          'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
          [user.id, JSON.stringify(metadata)],
        )
      }
      const row = (await findUserById(tx, user.id))!
      return userJson(tx, row)
    })
    return ok(req, 200, updated)
  }

  async function adminCreateUser(req: ApiRequest) {
    requireAdmin(req)
    const body = parseBody(req)
    const email = typeof body.email === 'string' ? body.email.trim() : ''
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      throw new AuthFailure(
        400,
        'validation_failed',
        'Unable to validate email address: invalid format',
      )
    }
    // GoTrue's adminUserCreate stores the password unchecked (only updates are checked):
    // the admin:create script checks the policy itself.
    const password = typeof body.password === 'string' && body.password ? body.password : undefined
    if (await findUserByEmail(pg, email)) {
      throw new AuthFailure(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      )
    }
    const hash = password ? await hashPassword(password) : null
    const created = await pg.transaction(async (tx) => {
      const row = await insertUser(
        tx,
        {
          email,
          emailConfirm: body.email_confirm === true,
          role: typeof body.role === 'string' && body.role ? body.role : undefined,
          appMetadata: isObject(body.app_metadata) ? body.app_metadata : undefined,
          userMetadata: isObject(body.user_metadata) ? body.user_metadata : undefined,
        },
        hash,
      )
      return userJson(tx, row)
    })
    return ok(req, 200, created)
  }

  async function adminUpdateUser(req: ApiRequest, id: string) {
    requireAdmin(req)
    const user = await findUserById(pg, id)
    if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found')
    const body = parseBody(req)
    const hash =
      body.password === undefined ? null : await hashPassword(checkPassword(body.password))
    const updated = await pg.transaction(async (tx) => {
      if (hash) {
        await tx.query('update auth.users set encrypted_password = $2 where id = $1', [id, hash])
      }
      if (body.email_confirm === true) {
        await tx.query(
          'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
          [id],
        )
      }
      if (isObject(body.user_metadata)) {
        const metadata = mergeMetadata(user.raw_user_meta_data ?? {}, body.user_metadata)
        await tx.query('update auth.users set raw_user_meta_data = $2 where id = $1', [
          id,
          JSON.stringify(metadata),
        ])
      }
      if (isObject(body.app_metadata)) {
        const metadata = mergeMetadata(user.raw_app_meta_data ?? {}, body.app_metadata)
        await tx.query('update auth.users set raw_app_meta_data = $2 where id = $1', [
          id,
          JSON.stringify(metadata),
        ])
      }
      await tx.query('update auth.users set updated_at = now() where id = $1', [id])
      return userJson(tx, (await findUserById(tx, id))!)
    })
    return ok(req, 200, updated)
  }

  async function adminListUsers(req: ApiRequest) {
    requireAdmin(req)
    const params = new URLSearchParams(req.search)
    const page = Math.max(1, Number.parseInt(params.get('page') || '1', 10) || 1)
    const perPage = Math.max(1, Number.parseInt(params.get('per_page') || '50', 10) || 50)
    const { rows: counted } = await pg.query<{ total: number }>(
      'select count(*)::int as total from auth.users',
    )
    const total = counted[0]!.total
    const { rows } = await pg.query<UserRow>(
      'select * from auth.users order by created_at desc, id limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    )
    const users = []
    for (const row of rows) users.push(await userJson(pg, row))
    const last = Math.max(1, Math.ceil(total / perPage))
    const base = `${issuer()}/admin/users`
    const links = []
    if (page < last) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`)
    links.push(`<${base}?page=${last}&per_page=${perPage}>; rel="last"`)
    return ok(
      req,
      200,
      { users, aud: 'authenticated' },
      {
        'x-total-count': String(total),
        link: links.join(', '),
      },
    )
  }

  async function route(req: ApiRequest): Promise<ApiResponse> {
    const { method, path } = req
    if (path === '/health' && method === 'GET') {
      return ok(req, 200, { version: 'local', name: 'GoTrue', description: 'Local GoTrue subset' })
    }
    if (path === '/settings' && method === 'GET') return ok(req, 200, SETTINGS)
    if (path === '/.well-known/jwks.json' && method === 'GET') return ok(req, 200, { keys: [] })
    if (path === '/token' && method === 'POST') return token(req)
    if (path === '/recover' && method === 'POST') {
      return ok(req, 200, await recovery.recover(req, parseBody(req)))
    }
    if (path === '/verify' && method === 'GET') return recovery.verifyGet(req)
    if (path === '/verify' && method === 'POST') {
      return ok(req, 200, await recovery.verifyPost(req, parseBody(req)))
    }
    if (path === '/signup' && method === 'POST') {
      parseBody(req)
      throw new AuthFailure(422, 'signup_disabled', 'Signups not allowed for this instance')
    }
    if (path === '/user' && method === 'GET') {
      const { user } = await requireUser(req)
      return ok(req, 200, await userJson(pg, user))
    }
    if (path === '/user' && method === 'PUT') return updateUser(req)
    if (path === '/logout' && method === 'POST') {
      const { user, sessionId } = await requireUser(req)
      const scope = new URLSearchParams(req.search).get('scope') ?? 'global'
      if (!['global', 'local', 'others'].includes(scope)) {
        throw new AuthFailure(400, 'validation_failed', `Unsupported logout scope "${scope}"`)
      }
      if (sessionId) await logout(pg, user.id, sessionId, scope)
      else if (scope !== 'others')
        await pg.query('delete from auth.sessions where user_id = $1', [user.id])
      return { status: 204, headers: {}, body: null }
    }
    if (path.startsWith('/factors')) {
      const answer = await mfa.route(req, () => requireUser(req), ok)
      if (answer) return answer
    }
    if (/^\/admin\/users\/[^/]+\/factors/.test(path)) {
      requireAdmin(req)
      const answer = await mfa.adminRoute(req, ok)
      if (answer) return answer
    }
    if (path === '/admin/users' && method === 'POST') return adminCreateUser(req)
    if (path === '/admin/users' && method === 'GET') return adminListUsers(req)
    const userPath = /^\/admin\/users\/([^/]+)$/.exec(path)
    if (userPath) {
      const id = decodeURIComponent(userPath[1]!)
      if (method === 'GET') {
        requireAdmin(req)
        const user = await findUserById(pg, id)
        if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found')
        return ok(req, 200, await userJson(pg, user))
      }
      if (method === 'PUT') return adminUpdateUser(req, id)
      if (method === 'DELETE') {
        requireAdmin(req)
        const user = await findUserById(pg, id)
        if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found')
        await pg.query('delete from auth.users where id = $1', [id])
        return ok(req, 200, {})
      }
    }
    throw new AuthFailure(404, 'not_found', 'Not found')
  }

  return {
    async handle(req) {
      try {
        return await route(req)
      } catch (error) {
        if (error instanceof AuthFailure) {
          return authError(req, error.status, error.code, error.message, error.extra)
        }
        throw error
      }
    },
  }
}

const SETTINGS = {
  external: { email: true, phone: false, anonymous_users: false },
  disable_signup: true,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
}

function parseBody(req: ApiRequest): Body {
  const text = req.body.toString('utf8').trim()
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    if (isObject(value)) return value
  } catch (error) {
    throw new AuthFailure(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${(error as Error).message}`,
    )
  }
  throw new AuthFailure(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
}

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** GoTrue merges metadata key by key; a null value deletes the key. */
function mergeMetadata(current: Body, patch: Body): Body {
  const merged = { ...current }
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}
