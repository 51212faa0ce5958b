import type { RequestIdentity } from './db.ts'
import { bearerToken } from './http-types.ts'
import { verifyJwt } from './jwt.ts'
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './well-known.mjs'

/** The database roles a token may ask for; any other role is refused like PostgREST's 22023. */
const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])

export type Caller =
  | { ok: true; identity: RequestIdentity }
  | {
      ok: false
      reason: 'malformed' | 'signature' | 'expired' | 'claims' | 'role' | 'apikey'
      message: string
    }

/** The token the services would see after the CLI gateway: a caller's JWT, else the apikey. */
export function gatewayToken(headers: Record<string, string>): string | null {
  const bearer = bearerToken(headers)
  if (bearer && !bearer.startsWith('sb_')) return bearer
  const apikey = headers.apikey?.trim()
  if (apikey === PUBLISHABLE_KEY) return ANON_KEY
  if (apikey === SECRET_KEY) return SERVICE_ROLE_KEY
  return apikey || bearer || null
}

/** Role and claims as PostgREST derives them; no token at all means the anon role. */
export function resolveCaller(
  headers: Record<string, string>,
  method: string,
  path: string,
): Caller {
  const apikey = headers.apikey?.trim()
  if (apikey?.startsWith('sb_') && apikey !== PUBLISHABLE_KEY && apikey !== SECRET_KEY) {
    return { ok: false, reason: 'apikey', message: 'Invalid API key' }
  }
  const token = gatewayToken(headers)
  const { cookie: _cookie, ...forwarded } = headers
  const base = { method, path, headers: forwarded }
  if (!token) return { ok: true, identity: { role: 'anon', claims: { role: 'anon' }, ...base } }
  const result = verifyJwt(token)
  if (!result.ok) return result
  const role = typeof result.claims.role === 'string' ? result.claims.role : 'anon'
  if (!API_ROLES.has(role))
    return { ok: false, reason: 'role', message: `role "${role}" does not exist` }
  if (role === 'authenticated' && (typeof result.claims.sub !== 'string' || !result.claims.sub)) {
    return { ok: false, reason: 'claims', message: 'JWT of role authenticated lacks a sub claim' }
  }
  return { ok: true, identity: { role, claims: result.claims, ...base } }
}
