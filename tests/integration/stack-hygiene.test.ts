import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signJwt } from '../../supabase/local/jwt.ts'
import type { Stack } from '../../supabase/local/server.ts'
import { ENGINE, createUser, signedIn, startStack } from './support/local-stack.ts'

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

describe('the schema cache', () => {
  it('answers an unknown table from the cache, and learns a new one from the DDL notification', async () => {
    const before = await fetch(`${stack.url}/rest/v1/late_arrivals?select=*`, {
      headers: { apikey: stack.serviceRoleKey },
    })
    expect(before.status).toBe(404)
    expect((await before.json()).code).toBe('PGRST205')

    await stack.db.pg.exec(`
      create table public.late_arrivals (id int primary key);
      grant select on public.late_arrivals to service_role;
      insert into public.late_arrivals values (1);`)
    await expect
      .poll(async () => {
        const response = await fetch(`${stack.url}/rest/v1/late_arrivals?select=id`, {
          headers: { apikey: stack.serviceRoleKey },
        })
        return response.status === 200 ? await response.json() : response.status
      })
      .toEqual([{ id: 1 }])
  })
})

describe('runaway requests', () => {
  /** Simple reads by another client while `slow` runs: the slowest one's time in ms. */
  async function slowestReadDuring(slow: Promise<unknown>): Promise<number> {
    let done = false
    void slow.finally(() => (done = true))
    let slowest = 0
    do {
      const started = performance.now()
      const response = await fetch(`${stack.url}/rest/v1/villas?select=name&limit=1`, {
        headers: { apikey: stack.publishableKey },
      })
      expect(response.status).toBe(200)
      slowest = Math.max(slowest, performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 50))
    } while (!done)
    return slowest
  }

  it(`a catastrophic regular expression is stopped, and other clients go on (${ENGINE})`, async () => {
    const started = performance.now()
    const pattern = encodeURIComponent('^(.*)(.*)(.*)\\3\\2\\1$')
    const slow = fetch(`${stack.url}/rest/v1/villas?description=match.${pattern}`, {
      headers: { apikey: stack.publishableKey },
    })
    const slowest = await slowestReadDuring(slow)
    const response = await slow
    const body = await response.json()
    expect(performance.now() - started).toBeLessThan(4500)
    expect(slowest).toBeLessThan(1000)
    if (ENGINE === 'postgres') {
      // The anon role's 3 s statement timeout cancels it, as on hosted.
      expect(response.status).toBe(500)
      expect(body).toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      })
    } else {
      expect(response.status).toBe(400)
      expect(body).toMatchObject({
        code: 'PGRST100',
        message:
          'Regular expressions with back-references are refused by the local stack on PGlite',
      })
    }
  })

  it('an embedding loop is refused before it runs', async () => {
    const loop = 'select=*,seasonal_pricing(*,villas(*,seasonal_pricing(*,villas(*))))'
    const started = performance.now()
    const response = await fetch(`${stack.url}/rest/v1/villas?${loop}`, {
      headers: { apikey: stack.publishableKey },
    })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'PGRST100',
      message: 'Embedding is limited to 3 levels by the local stack',
      details: 'The select parameter embeds 4 levels deep.',
    })
  })
})

describe('[api] max_rows of config.toml', () => {
  it('caps every read, as the hosted API does', async () => {
    const workdir = await mkdtemp(join(tmpdir(), 'riviera-max-rows-'))
    await mkdir(join(workdir, 'supabase', 'migrations'), { recursive: true })
    await writeFile(join(workdir, 'supabase', 'config.toml'), '[api]\nmax_rows = 2\n')
    await writeFile(
      join(workdir, 'supabase', 'migrations', '20240101000000_numbers.sql'),
      `create table public.numbers (n int primary key);
       insert into public.numbers select generate_series(1, 5);
       grant select on public.numbers to anon;`,
    )
    const small = await startStack({ workdir })
    try {
      const response = await fetch(`${small.url}/rest/v1/numbers?select=n&order=n`, {
        headers: { apikey: small.publishableKey, prefer: 'count=exact' },
      })
      expect(await response.json()).toEqual([{ n: 1 }, { n: 2 }])
      expect(response.headers.get('content-range')).toBe('0-1/5')
    } finally {
      await small.stop()
      await rm(workdir, { recursive: true, force: true })
    }
  })
})

describe('the response size bound', () => {
  it('refuses a response larger than the limit, with a PostgREST-style error', async () => {
    const small = await startStack({ maxResponseBytes: 2048 })
    try {
      const big = await fetch(`${small.url}/rest/v1/villas?select=*`, {
        headers: { apikey: small.publishableKey },
      })
      expect(big.status).toBe(400)
      expect(await big.json()).toMatchObject({
        code: 'PGRST100',
        message: "The response is larger than the local stack's limit of 2 KB",
      })
      const fits = await fetch(`${small.url}/rest/v1/villas?select=name`, {
        headers: { apikey: small.publishableKey },
      })
      expect(fits.status).toBe(200)
    } finally {
      await small.stop()
    }
  })
})
