import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signJwt } from '../../supabase/local/jwt.ts'
import type { Stack } from '../../supabase/local/server.ts'
import { createUser, signedIn, startStack } from './support/local-stack.ts'

// The local stack answers like the hosted gateway and services, and never shows a client its
// own internals.
let stack: Stack

beforeAll(async () => {
  stack = await startStack()
})
afterAll(() => stack?.stop())

const now = () => Math.floor(Date.now() / 1000)

describe('the gateway', () => {
  it.each(['/rest/v1/villas?select=name', '/auth/v1/settings', '/auth/v1/user'])(
    'wants an API key for %s',
    async (path) => {
      const response = await fetch(`${stack.url}${path}`)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      })
    },
  )

  it('serves public files without one, as hosted does', async () => {
    const response = await fetch(`${stack.url}/storage/v1/object/public/assets/missing.png`)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe('not_found')
  })
})

describe('tokens', () => {
  it.each([
    ['not valid yet (nbf)', { nbf: now() + 600 }, 'JWT not yet valid'],
    ['issued in the future (iat)', { iat: now() + 600 }, 'JWT issued at future'],
  ])('refuses a token %s', async (_what, claims, message) => {
    const token = signJwt({ role: 'anon', exp: now() + 3600, ...claims })
    const response = await fetch(`${stack.url}/rest/v1/villas?select=name`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'PGRST303', message })
  })

  it('accepts a token issued a few seconds ahead (clock skew)', async () => {
    const token = signJwt({ role: 'anon', exp: now() + 3600, iat: now() + 5, nbf: now() + 5 })
    const response = await fetch(`${stack.url}/rest/v1/villas?select=name&limit=1`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
  })
})

describe('internal faults', () => {
  it('answer a bare 500 with a request id, never the stack’s own message', async () => {
    const deep = `or=(${'or('.repeat(2500)}id.eq.1${')'.repeat(2500)})`
    const response = await fetch(`${stack.url}/rest/v1/villas?${deep}`, {
      headers: { apikey: stack.anonKey },
    })
    expect(response.status).toBe(500)
    const body = await response.json()
    expect(body).toMatchObject({ code: 'PGRST000', message: 'Internal server error' })
    expect(body.hint).toMatch(/^Request id [0-9a-f-]{36}: the local stack's log has the details\.$/)
    expect(JSON.stringify(body)).not.toMatch(/stack size|undefined|buffer/i)
    // And the stack keeps serving.
    const next = await fetch(`${stack.url}/rest/v1/villas?select=name&limit=1`, {
      headers: { apikey: stack.anonKey },
    })
    expect(next.status).toBe(200)
  })
})

describe('storage routes the stack does not serve', () => {
  it.each([
    ['POST', '/object/list/assets'],
    ['POST', '/object/sign/assets/villas/a.png'],
    ['GET', '/object/info/assets/villas/a.png'],
  ])('%s %s says it is not supported', async (method, path) => {
    await createUser(stack, 'storage-staff@example.com', 'storage-password', 'staff').catch(
      () => undefined,
    )
    const staff = await signedIn(stack, 'storage-staff@example.com', 'storage-password')
    const { data } = await staff.auth.getSession()
    const response = await fetch(`${stack.url}/storage/v1${path}`, {
      method,
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${data.session!.access_token}`,
        'content-type': 'application/json',
      },
      body: method === 'POST' ? '{}' : undefined,
    })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error).toBe('not_supported')
    expect(body.message).toContain(`The local stack does not support ${method} /object/`)
  })
})
