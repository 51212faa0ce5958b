import { randomBytes, randomUUID } from 'node:crypto'
import type { Queryable, SqlEngine } from './db.ts'
import { AuthFailure } from './auth-errors.ts'
import { findUserById, isUuid, userJson, type UserRow } from './auth-users.ts'
import { signJwt } from './jwt.ts'
import { JWT_SECRET } from './well-known.mjs'

export const ACCESS_TOKEN_TTL = 3600
/** GoTrue's refresh-token reuse interval: a just-rotated token may be replayed for this long. */
const REUSE_INTERVAL_MS = 10_000

interface SessionRow {
  id: string
  user_id: string
  created_at: Date
}

interface RefreshTokenRow {
  id: number
  token: string
  revoked: boolean
  updated_at: Date
  session_id: string | null
}

const newRefreshToken = () => randomBytes(12).toString('base64url')

/** How the session was authenticated (the JWT's `amr`): a password, an emailed OTP/link, a
 *  recovery link exchanged through PKCE, an authenticator app's code (the second factor). */
export type AuthMethod = 'password' | 'otp' | 'recovery' | 'totp'

/** GoTrue's AMRClaim.IsAAL2Claim: the methods that are a second factor. */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn'])

export interface AmrEntry {
  method: string
  timestamp: number
}

/** Records how the session was authenticated (GoTrue's AddClaimToSession: one row per method,
 *  a repeat only moves its time). */
export async function addAmrClaim(tx: Queryable, sessionId: string, method: AuthMethod) {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  )
}

/** GoTrue's Session.CalculateAALAndAMR: aal2 once a second factor was verified in the session;
 *  the methods most recent first. */
export async function sessionAssurance(
  tx: Queryable,
  session: SessionRow,
  fallback: AuthMethod,
): Promise<{ aal: 'aal1' | 'aal2'; amr: AmrEntry[] }> {
  const { rows } = await tx.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1',
    [session.id],
  )
  if (rows.length === 0) {
    // A session started before the claims were recorded.
    return {
      aal: 'aal1',
      amr: [{ method: fallback, timestamp: Math.floor(session.created_at.getTime() / 1000) }],
    }
  }
  const amr = [...rows]
    .sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime())
    .map((row) => ({
      method: row.authentication_method,
      timestamp: Math.floor(row.updated_at.getTime() / 1000),
    }))
  const aal = rows.some((row) => AAL2_METHODS.has(row.authentication_method)) ? 'aal2' : 'aal1'
  return { aal, amr }
}

function accessToken(
  user: UserRow,
  session: SessionRow,
  issuer: string,
  assurance: { aal: string; amr: AmrEntry[] },
): { token: string; exp: number } {
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + ACCESS_TOKEN_TTL
  const token = signJwt(
    {
      iss: issuer,
      sub: user.id,
      aud: user.aud ?? 'authenticated',
      exp,
      iat,
      email: user.email ?? '',
      phone: '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: assurance.aal,
      amr: assurance.amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    JWT_SECRET,
  )
  return { token, exp }
}

/** The token answer for a session: the access token carries the session's aal and amr. */
export async function tokenResponse(
  tx: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  issuer: string,
  method: AuthMethod = 'password',
) {
  const assurance = await sessionAssurance(tx, session, method)
  const { token, exp } = accessToken(user, session, issuer, assurance)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  }
}

/** GoTrue's GrantRefreshTokenSwap: the session's current refresh token is revoked and a new one
 *  issued (after a second factor, so the token of the aal1 answer cannot be the one kept). */
export async function swapRefreshToken(tx: Queryable, sessionId: string, userId: string) {
  const { rows } = await tx.query<{ id: number; token: string }>(
    `select id, token from auth.refresh_tokens
     where session_id = $1 and not revoked order by id desc limit 1`,
    [sessionId],
  )
  const next = newRefreshToken()
  if (rows[0]) {
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
      [rows[0].id],
    )
  }
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, parent, revoked,
       created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, false, now(), now())`,
    [next, userId, sessionId, rows[0]?.token ?? null],
  )
  return next
}

export type { SessionRow }

/** A new session and its first refresh token, once the password (or emailed link) was checked. */
export function signIn(
  pg: SqlEngine,
  userId: string,
  issuer: string,
  method: AuthMethod = 'password',
) {
  return pg.transaction((tx) => startSession(tx, userId, issuer, method))
}

/** signIn inside the caller's transaction. */
export async function startSession(
  tx: Queryable,
  userId: string,
  issuer: string,
  method: AuthMethod,
) {
  const { rows: users } = await tx.query<UserRow>(
    'update auth.users set last_sign_in_at = now() where id = $1 returning *',
    [userId],
  )
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId])
  const { rows: sessions } = await tx.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
       values ($1, $2, now(), now(), 'aal1') returning id, user_id, created_at`,
    [randomUUID(), userId],
  )
  const session = sessions[0]!
  await addAmrClaim(tx, session.id, method)
  const token = newRefreshToken()
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, revoked, created_at,
         updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, false, now(), now())`,
    [token, userId, session.id],
  )
  return tokenResponse(tx, users[0]!, session, token, issuer, method)
}

/** Refresh grant with rotation; a replay within the reuse interval gets the session's current token. */
export async function refresh(pg: SqlEngine, refreshToken: string, issuer: string) {
  const result = await pg.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshTokenRow>(
      'select id, token, revoked, updated_at, session_id from auth.refresh_tokens where token = $1 for update',
      [refreshToken],
    )
    const row = rows[0]
    if (!row || !row.session_id) {
      throw new AuthFailure(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      )
    }
    const { rows: sessions } = await tx.query<SessionRow>(
      'select id, user_id, created_at from auth.sessions where id = $1',
      [row.session_id],
    )
    const session = sessions[0]
    const user = session ? await findUserById(tx, session.user_id) : null
    if (!session || !user) {
      throw new AuthFailure(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      )
    }
    let next: string
    if (row.revoked) {
      const { rows: active } = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens
         where session_id = $1 and not revoked order by id desc limit 1`,
        [session.id],
      )
      const withinReuse = Date.now() - row.updated_at.getTime() < REUSE_INTERVAL_MS
      if (!withinReuse || !active[0]) {
        // Outside the interval a replay means a stolen token: GoTrue revokes the whole family.
        await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1', [
          session.id,
        ])
        // Returned, not thrown, so that the revocation commits.
        return new AuthFailure(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        )
      }
      next = active[0].token
    } else {
      next = newRefreshToken()
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
        [row.id],
      )
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, parent, revoked,
           created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, false, now(), now())`,
        [next, user.id, session.id, row.token],
      )
      await tx.query('update auth.sessions set updated_at = now() where id = $1', [session.id])
    }
    return tokenResponse(tx, user, session, next, issuer)
  })
  if (result instanceof AuthFailure) throw result
  return result
}

export async function sessionExists(pg: SqlEngine, sessionId: string): Promise<boolean> {
  if (!isUuid(sessionId)) return false
  const { rows } = await pg.query('select 1 from auth.sessions where id = $1', [sessionId])
  return rows.length > 0
}

/** scope global: every session of the user; local: this one; others: all but this one. */
export async function logout(pg: SqlEngine, userId: string, sessionId: string, scope: string) {
  if (scope === 'local') {
    await pg.query('delete from auth.sessions where id = $1', [sessionId])
  } else if (scope === 'others') {
    await pg.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId])
  } else {
    await pg.query('delete from auth.sessions where user_id = $1', [userId])
  }
}
