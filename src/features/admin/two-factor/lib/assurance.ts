/** What a session (auth-js's) says about its second factor, read without a request. */
export interface SessionLike {
  access_token: string
  user: { factors?: Array<{ id: string; factor_type: string; status: string }> }
}

export interface SessionAssurance {
  /** The JWT's `aal`: aal1 after the password, aal2 after the authenticator's code. */
  level: 'aal1' | 'aal2'
  /** The account's verified authenticator app, if any. */
  factorId: string | null
  /** Signed in with the password only, while the account has an authenticator: ask its code. */
  needsCode: boolean
}

function jwtClaims(token: string): Record<string, unknown> {
  const part = token.split('.')[1]
  if (!part) return {}
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    )
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function sessionAssurance(session: SessionLike): SessionAssurance {
  const level = jwtClaims(session.access_token).aal === 'aal2' ? 'aal2' : 'aal1'
  const factor = (session.user.factors ?? []).find(
    (f) => f.factor_type === 'totp' && f.status === 'verified',
  )
  return {
    level,
    factorId: factor?.id ?? null,
    needsCode: level !== 'aal2' && Boolean(factor),
  }
}
