import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { ENGINE, startStack } from './support/local-stack.ts'

/**
 * Issue 18, points 9, 10b, 11d and 11g: what a hostile request gets from the stack's gateway —
 * a readable 4xx in the shape of the service it named, with CORS headers, never a 500 or a stall.
 */

let stack: Stack
const ORIGIN = 'https://guest.example'

beforeAll(async () => {
  stack = await startStack()
})
afterAll(() => stack?.stop())

function call(path: string, init: RequestInit = {}) {
  return fetch(`${stack.url}${path}`, {
    ...init,
    headers: {
      apikey: stack.anonKey,
      origin: ORIGIN,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  })
}

async function stillServing() {
  const response = await call('/rest/v1/villas?select=id&limit=1')
  expect(response.status).toBe(200)
  await response.text()
}

describe('malformed requests get a 4xx, not a 500', () => {
  it.each([
    ['/functions/v1/ical-export/%.ics', 400, { code: 'BAD_REQUEST' }],
    ['/rest/v1/villas%zz', 400, { code: 'PGRST100' }],
    ['/rest/v1/rpc/weekday%', 400, { code: 'PGRST100' }],
    ['/auth/v1/admin/users/%', 400, { code: 'validation_failed' }],
    ['/storage/v1/object/public/assets/%zz.png', 400, { statusCode: '400' }],
  ])('a malformed percent-escape in %s', async (path, status, shape) => {
    const response = await call(path, { headers: { 'x-supabase-api-version': '2024-01-01' } })
    expect(response.status).toBe(status)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const body = await response.json()
    expect(body).toMatchObject(shape)
    expect(body.message).toMatch(/percent-escape/)
  })

  it('malformed escapes in query strings are read as PostgREST reads them', async () => {
    for (const path of [
      '/rest/v1/villas?select=id&name=eq.%zz',
      '/rest/v1/villas?select=id&or=(name.eq.%)',
      '/auth/v1/verify?token=%zz&type=recovery',
      '/functions/v1/ical-export/x.ics?x=%',
    ]) {
      const response = await call(path, { redirect: 'manual' })
      expect(response.status, path).toBeLessThan(500)
      await response.text()
    }
  })

  it('a JSON body 5,000 levels deep: PostgREST 400 PGRST102, GoTrue 400 bad_json', async () => {
    const deep = `{"p_days":${'['.repeat(5000)}${']'.repeat(5000)}}`
    const rest = await call('/rest/v1/rpc/weekday_names', { method: 'POST', body: deep })
    expect(rest.status).toBe(400)
    expect(await rest.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' })
    const auth = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: `{"email":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
      headers: { 'x-supabase-api-version': '2024-01-01' },
    })
    expect(auth.status).toBe(400)
    expect(await auth.json()).toMatchObject({ code: 'bad_json' })
    // Nesting a real row needs is still read.
    const fine = await call('/rest/v1/rpc/weekday_names', {
      method: 'POST',
      body: JSON.stringify({ p_days: [1, 6] }),
    })
    expect(fine.status).toBe(200)
    await stillServing()
  })

  it("a regular expression too complex for PostgreSQL: its 2201B as PostgREST's 400", async () => {
    const response = await call('/rest/v1/villas?select=id&name=match.(a{1,255}){1,255}')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: '2201B',
      message: 'invalid regular expression: regular expression is too complex',
    })
    const simple = await call('/rest/v1/villas?select=id&name=match.^(Villa|Mas)')
    expect(simple.status).toBe(200)
    await simple.text()
    await stillServing()
  })

  it(`on ${ENGINE}, a bounded repeat too large is PostgreSQL's own 2201B`, async () => {
    const response = await call('/rest/v1/villas?select=id&name=match.a{1,256}')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: '2201B' })
    await stillServing()
  })
})

describe('CORS as hosted answers it', () => {
  it('allows every origin with *, never echoing the caller’s Origin', async () => {
    for (const path of ['/rest/v1/villas?select=id&limit=1', '/auth/v1/settings']) {
      const response = await call(path, { headers: { origin: 'https://evil.example' } })
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
      await response.text()
    }
    const preflight = await fetch(`${stack.url}/rest/v1/villas`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey',
      },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('sizes', () => {
  it('a 6-million-element array is refused at once with 413 and the stack stays fast', async () => {
    const started = performance.now()
    const response = await call('/rest/v1/rpc/weekday_names', {
      method: 'POST',
      body: JSON.stringify({ p_days: Array(6_000_000).fill(1) }),
    })
    expect(response.status).toBe(413)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toMatchObject({ code: 'PGRST413' })
    // Before: 10–60 s of a blocked stack and 900 MB more memory.
    expect(performance.now() - started).toBeLessThan(3000)
    await stillServing()
  })

  it('an array argument over 10,000 elements under the body limit gets a 400', async () => {
    const over = await call('/rest/v1/rpc/weekday_names', {
      method: 'POST',
      body: JSON.stringify({ p_days: Array(100_000).fill(1) }),
    })
    expect(over.status).toBe(400)
    expect(await over.json()).toMatchObject({ code: '54000' })
    const within = await call('/rest/v1/rpc/weekday_names', {
      method: 'POST',
      body: JSON.stringify({ p_days: Array(1000).fill(1) }),
    })
    expect(within.status).toBe(200)
    await within.text()
  })

  it.each([20, 100])('a %i KB URL gets 414 with a JSON body and CORS headers', async (kb) => {
    const response = await call(`/rest/v1/villas?select=id&name=eq.${'x'.repeat(kb * 1024)}`)
    expect(response.status).toBe(414)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toMatchObject({ code: 'PGRST414' })
    await stillServing()
  })

  it.each([
    ['headers', '/rest/v1/villas?select=id', 'x'.repeat(200 * 1024)],
    ['a URL', `/rest/v1/villas?select=id&name=eq.${'x'.repeat(200 * 1024)}`, 'x'],
  ])('%s past 128 KB get 431 with a JSON body and CORS headers', async (_what, path, padding) => {
    const response = await call(path, { headers: { 'x-padding': padding } })
    expect(response.status).toBe(431)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toHaveProperty('message')
    await stillServing()
  })
})
