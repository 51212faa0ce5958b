import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { signJwt } from '../../supabase/local/jwt.ts'
import { JWT_SECRET } from '../../supabase/local/well-known.mjs'
import { DEMO_ADMIN, clientFor, createUser, signedIn, startStack } from './support/local-stack.ts'

let stack: Stack

beforeAll(async () => {
  stack = await startStack()
  await createUser(stack, 'guest@example.com', 'guest-password')
})
afterAll(() => stack?.stop())

const now = () => Math.floor(Date.now() / 1000)

function userToken(secret: string, exp: number) {
  return signJwt(
    {
      sub: '00000000-0000-0000-0000-000000000001',
      role: 'authenticated',
      aud: 'authenticated',
      exp,
    },
    secret,
  )
}

async function restStatus(token: string) {
  const response = await fetch(`${stack.url}/rest/v1/villas?select=id`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
  })
  return {
    status: response.status,
    body: (await response.json()) as { code: string; message: string },
  }
}

async function userStatus(token: string) {
  const response = await fetch(`${stack.url}/auth/v1/user`, {
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      'x-supabase-api-version': '2024-01-01',
    },
  })
  return { status: response.status, body: (await response.json()) as { code: string } }
}

describe('auth', () => {
  it('signs the demo admin in with the right password only', async () => {
    const client = clientFor(stack, stack.anonKey)
    const wrong = await client.auth.signInWithPassword({
      email: DEMO_ADMIN.email,
      password: 'nope-nope',
    })
    expect(wrong.error?.code).toBe('invalid_credentials')
    expect(wrong.error?.status).toBe(400)
    expect(wrong.data.session).toBeNull()

    const right = await client.auth.signInWithPassword(DEMO_ADMIN)
    expect(right.error).toBeNull()
    expect(right.data.user?.email).toBe(DEMO_ADMIN.email)
    expect(right.data.session?.expires_in).toBe(3600)
  })

  it('refuses an unknown email with the same error', async () => {
    const { error } = await clientFor(stack, stack.anonKey).auth.signInWithPassword({
      email: 'nobody@example.com',
      password: 'whatever',
    })
    expect(error?.code).toBe('invalid_credentials')
  })

  it('refreshes the session with a new refresh token and reads the user', async () => {
    const client = await signedIn(stack, 'guest@example.com', 'guest-password')
    const before = (await client.auth.getSession()).data.session!
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).not.toBe(before.refresh_token)
    const { data: user } = await client.auth.getUser()
    expect(user.user?.email).toBe('guest@example.com')
  })

  it('refuses a reused refresh token once the reuse interval is over', async () => {
    const client = await signedIn(stack, 'guest@example.com', 'guest-password')
    const old = (await client.auth.getSession()).data.session!.refresh_token
    await client.auth.refreshSession()
    // Within 10 s a replay is tolerated (parallel tabs); afterwards it is refused.
    await stack.db.pg.query(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`,
      [old],
    )
    const replay = await fetch(`${stack.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ refresh_token: old }),
    })
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({ code: 'refresh_token_already_used' })
  })

  it('changes the password, refusing a weak one and the same one', async () => {
    await createUser(stack, 'changer@example.com', 'first-password-1')
    const client = await signedIn(stack, 'changer@example.com', 'first-password-1')

    const weak = await client.auth.updateUser({ password: '12345' })
    expect(weak.error?.code).toBe('weak_password')
    expect(weak.error?.status).toBe(422)

    const same = await client.auth.updateUser({ password: 'first-password-1' })
    expect(same.error?.code).toBe('same_password')

    const changed = await client.auth.updateUser({ password: 'second-password' })
    expect(changed.error).toBeNull()
    await expect(signedIn(stack, 'changer@example.com', 'first-password-1')).rejects.toMatchObject({
      code: 'invalid_credentials',
    })
    await expect(signedIn(stack, 'changer@example.com', 'second-password')).resolves.toBeTruthy()
  })

  it('refuses the old access token at /user after sign-out', async () => {
    const client = await signedIn(stack, 'guest@example.com', 'guest-password')
    const token = (await client.auth.getSession()).data.session!.access_token
    expect((await client.auth.signOut()).error).toBeNull()

    const after = await userStatus(token)
    expect(after.status).toBe(403)
    expect(after.body.code).toBe('session_not_found')
    const { data } = await clientFor(stack, stack.anonKey).auth.getUser(token)
    expect(data.user).toBeNull()
  })

  it('refuses sign-ups', async () => {
    const { data, error } = await clientFor(stack, stack.anonKey).auth.signUp({
      email: 'new@example.com',
      password: 'new-password',
    })
    expect(error?.code).toBe('signup_disabled')
    expect(error?.status).toBe(422)
    expect(data.user).toBeNull()
    const { rows } = await stack.db.pg.query(
      `select 1 from auth.users where email = 'new@example.com'`,
    )
    expect(rows).toHaveLength(0)
  })

  it('lets only the service role create users', async () => {
    const attempt = {
      email: 'intruder@example.com',
      password: 'intruder-pass',
      email_confirm: true,
    }
    const asAnon = await clientFor(stack, stack.anonKey).auth.admin.createUser(attempt)
    expect(asAnon.error?.code).toBe('not_admin')
    expect(asAnon.error?.status).toBe(403)

    const user = await signedIn(stack, DEMO_ADMIN.email, DEMO_ADMIN.password)
    const token = (await user.auth.getSession()).data.session!.access_token
    const asUser = await clientFor(stack, token).auth.admin.createUser(attempt)
    expect(asUser.error?.code).toBe('not_admin')
    const { rows } = await stack.db.pg.query(
      `select 1 from auth.users where email = 'intruder@example.com'`,
    )
    expect(rows).toHaveLength(0)

    const asService = await clientFor(stack, stack.serviceRoleKey).auth.admin.createUser(attempt)
    expect(asService.error).toBeNull()
    expect(asService.data.user?.email).toBe('intruder@example.com')
    const again = await clientFor(stack, stack.serviceRoleKey).auth.admin.createUser(attempt)
    expect(again.error?.code).toBe('email_exists')
  })

  it('refuses a token signed with another secret, at REST and at /user', async () => {
    const forged = userToken('not-the-secret-not-the-secret-not-the-secret', now() + 3600)
    const rest = await restStatus(forged)
    expect(rest.status).toBe(401)
    expect(rest.body.code).toBe('PGRST301')
    const user = await userStatus(forged)
    expect(user.status).toBe(403)
    expect(user.body.code).toBe('bad_jwt')
  })

  it('refuses an expired token, at REST and at /user', async () => {
    const expired = userToken(JWT_SECRET, now() - 60)
    const rest = await restStatus(expired)
    expect(rest.status).toBe(401)
    expect(rest.body).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })
    const user = await userStatus(expired)
    expect(user.status).toBe(403)
    expect(user.body.code).toBe('bad_jwt')
  })

  it('refuses a malformed token at REST', async () => {
    const rest = await restStatus('not-a-jwt')
    expect(rest.status).toBe(401)
    expect(rest.body.code).toBe('PGRST301')
  })
})

// Staff passwords follow supabase/config.toml ([auth] minimum_password_length = 15, no required
// characters) and the common-password list standing in for hosted's HaveIBeenPwned check, with
// GoTrue's answer: 422 weak_password, the reasons, GoTrue's sentences.
describe('the password policy of config.toml', () => {
  async function putPassword(token: string, password: string) {
    const response = await fetch(`${stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ password }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('refuses a short and a common password with 422 weak_password, as GoTrue words it', async () => {
    await createUser(stack, 'policy@example.com', 'an-old-short-one')
    const client = await signedIn(stack, 'policy@example.com', 'an-old-short-one')
    const token = (await client.auth.getSession()).data.session!.access_token

    expect(await putPassword(token, 'fourteen-chars')).toEqual({
      status: 422,
      body: {
        code: 'weak_password',
        message: 'Password should be at least 15 characters.',
        weak_password: { reasons: ['length'] },
      },
    })
    expect(await putPassword(token, 'Password123456789!')).toEqual({
      status: 422,
      body: {
        code: 'weak_password',
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
        weak_password: { reasons: ['pwned'] },
      },
    })
    expect((await putPassword(token, 'iloveyou')).body).toMatchObject({
      weak_password: { reasons: ['length', 'pwned'] },
    })
    expect(await putPassword(token, 'x'.repeat(73))).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Password cannot be longer than 72 characters' },
    })

    // supabase-js gives the code and the reasons.
    const weak = await client.auth.updateUser({ password: 'qwertyuiopasdfgh' })
    expect(weak.error).toMatchObject({ code: 'weak_password', status: 422, reasons: ['pwned'] })

    const good = await client.auth.updateUser({ password: 'lavender-terrace-at-dusk' })
    expect(good.error).toBeNull()
    await expect(
      signedIn(stack, 'policy@example.com', 'lavender-terrace-at-dusk'),
    ).resolves.toBeTruthy()
  })

  it('signs in a password set under an older rule, and says it is weak (GoTrue weak_password)', async () => {
    await createUser(stack, 'older@example.com', 'sunshine')
    const client = clientFor(stack, stack.anonKey)
    const { data, error } = await client.auth.signInWithPassword({
      email: 'older@example.com',
      password: 'sunshine',
    })
    expect(error).toBeNull()
    expect(data.weakPassword).toEqual({
      reasons: ['length', 'pwned'],
      message:
        'Password should be at least 15 characters. Password is known to be weak and easy to guess, please choose a different one.',
    })
    // The demo admin's password (18 characters) meets the rule.
    const admin = await clientFor(stack, stack.anonKey).auth.signInWithPassword(DEMO_ADMIN)
    expect(admin.error).toBeNull()
    expect(admin.data.weakPassword ?? null).toBeNull()
  })
})
