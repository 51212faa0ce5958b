import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { startStack } from './support/local-stack.ts'

let stack: Stack

beforeAll(async () => {
  stack = await startStack()
})
afterAll(() => stack?.stop())

describe('local stack HTTP server', () => {
  it('keeps an idle connection through a long query in the same process: the next request on it is answered', async () => {
    // A POST, as an RPC is: the client does not retry it on a closed connection.
    const ask = async () => {
      const response = await fetch(`${stack.url}/rest/v1/rpc/get_villa_unavailable_dates`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          p_villa_id: '00000000-0000-4000-8000-000000000000',
          p_from: '2027-01-01',
          p_to: '2027-01-31',
        }),
      })
      await response.arrayBuffer()
      return response.status
    }
    expect(await ask()).toBe(200)
    // The in-process database holds the event loop as a long query does (6 s: past Node's 5 s
    // default), then the client reuses its pooled connection at once.
    const until = Date.now() + 6_000
    while (Date.now() < until) {
      // busy, as PGlite is while it runs a query
    }
    // One turn of the loop, as between two tests: the server's overdue idle timer fires first.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await ask()).toBe(200)
  }, 20_000)

  it('answers CORS preflights from any origin (*, as hosted) with the requested headers', async () => {
    const response = await fetch(`${stack.url}/rest/v1/villas`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, apikey, x-client-info, prefer',
      },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, apikey, x-client-info, prefer',
    )
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH')
  })

  it('exposes the headers the client reads', async () => {
    const response = await fetch(`${stack.url}/auth/v1/settings`, {
      headers: { origin: 'http://localhost:5173', apikey: stack.anonKey },
    })
    const exposed = response.headers.get('access-control-expose-headers') ?? ''
    for (const name of ['Content-Range', 'X-Total-Count', 'Link', 'X-Supabase-Api-Version']) {
      expect(exposed).toContain(name)
    }
    expect(await response.json()).toMatchObject({ disable_signup: true })
  })

  it('refuses a body over 15 MB with 413 and keeps serving', async () => {
    const response = await fetch(`${stack.url}/rest/v1/contact_submissions`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: new Uint8Array(16 * 1024 * 1024),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 'PGRST413' })
    const health = await fetch(`${stack.url}/`)
    expect(health.status).toBe(200)
  })

  it('refuses an over-limit storage upload with the storage error shape', async () => {
    const response = await fetch(`${stack.url}/storage/v1/object/assets/big.png`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'image/png' },
      body: new Uint8Array(16 * 1024 * 1024),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: '413' })
  })

  it('answers unknown routes with 404 JSON', async () => {
    const response = await fetch(`${stack.url}/nothing/here`)
    expect(response.status).toBe(404)
    expect(await response.json()).toHaveProperty('message')
  })

  it('answers malformed auth JSON with bad_json', async () => {
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: '{"email":',
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(response.headers.get('x-sb-error-code')).toBe('bad_json')
  })

  it('refuses a token whose role is not a database role', async () => {
    const { signJwt } = await import('../../supabase/local/jwt.ts')
    const token = signJwt({ role: 'postgres', exp: Math.floor(Date.now() / 1000) + 60 })
    const response = await fetch(`${stack.url}/rest/v1/villas`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(401)
  })
})
