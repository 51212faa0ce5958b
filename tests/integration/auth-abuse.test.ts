import { request } from 'node:http'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { createUser, startStack } from './support/local-stack.ts'

/**
 * Issue 18, points 4 and 10a: reset codes cannot be guessed (GoTrue's token_verifications limit,
 * per client address and per email address), and /recover does not tell a known address from an
 * unknown one, neither by its answer nor by its time.
 */

let stack: Stack

beforeAll(async () => {
  stack = await startStack()
})
afterAll(() => stack?.stop())

interface Answer {
  status: number
  body: Record<string, unknown>
  ms: number
}

/** A POST to Auth from a chosen loopback address (127.0.0.x are all this machine's). */
function post(
  path: string,
  body: unknown,
  { from = '127.0.0.1', headers = {} }: { from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(`${stack.url}/auth/v1${path}`)
  const payload = JSON.stringify(body)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: {
          apikey: stack.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
            ms: performance.now() - started,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

async function resetCode(email: string): Promise<string> {
  const deadline = Date.now() + 5000
  while (Date.now() < deadline) {
    const query = encodeURIComponent(`to:${email}`)
    const listing = (await (
      await fetch(`${stack.mail.url}/api/v1/search?query=${query}`)
    ).json()) as { messages: { ID: string }[] }
    if (listing.messages[0]) {
      const mail = (await (
        await fetch(`${stack.mail.url}/api/v1/message/${listing.messages[0].ID}`)
      ).json()) as { HTML: string }
      return /Or enter this code:\s*<strong[^>]*>(\d{6})<\/strong>/.exec(mail.HTML)![1]!
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no reset email reached ${email}`)
}

const staffAddress = () => `staff-${randomUUID().slice(0, 8)}@rivieravillas.test`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!

describe('guessing a reset code', () => {
  it('is refused after 30 tries, the right code included, from any address or X-Forwarded-For', async () => {
    const email = staffAddress()
    await createUser(stack, email, 'old-password-2026-x', 'admin')
    expect((await post('/recover', { email })).status).toBe(200)
    const code = await resetCode(email)
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')

    const statuses: number[] = []
    for (let i = 0; i < 40; i++) {
      const answer = await post(
        '/verify',
        { type: 'recovery', email, token: wrong(i) },
        // A caller-written forwarding header changes nothing: the socket's address counts.
        { from: '127.0.0.2', headers: { 'x-forwarded-for': `203.0.113.${i}` } },
      )
      statuses.push(answer.status)
      if (answer.status === 429) {
        expect(answer.body).toEqual({
          code: 'over_request_rate_limit',
          message: 'Request rate limit reached',
        })
      }
    }
    expect(statuses.filter((status) => status === 403)).toHaveLength(30)
    expect(statuses.slice(30)).toEqual(Array(10).fill(429))

    // The right code, while throttled, from that client and from a fresh client: refused.
    const right = { type: 'recovery', email, token: code }
    expect((await post('/verify', right, { from: '127.0.0.2' })).status).toBe(429)
    expect((await post('/verify', right, { from: '127.0.0.3' })).status).toBe(429)
    // The fresh client is not throttled for another address.
    const other = await post(
      '/verify',
      { type: 'recovery', email: staffAddress(), token: '123456' },
      { from: '127.0.0.3' },
    )
    expect(other.status).toBe(403)
  })

  it('stops one client spreading its guesses over many addresses', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) {
      const answer = await post(
        '/verify',
        { type: 'recovery', email: staffAddress(), token: '000000' },
        { from: '127.0.0.4' },
      )
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(403))
    expect(statuses.slice(30)).toEqual([429, 429])
  })
})

describe('asking for a reset link', () => {
  it('answers a known and an unknown address alike, the second time too', async () => {
    const known = staffAddress()
    await createUser(stack, known, 'old-password-2026-x', 'admin')
    const unknown = `nobody-${randomUUID().slice(0, 8)}@rivieravillas.test`
    const first = [
      await post('/recover', { email: known }),
      await post('/recover', { email: unknown }),
    ]
    const second = [
      await post('/recover', { email: known }),
      await post('/recover', { email: unknown }),
    ]
    expect(first.map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 200, body: {} },
      { status: 200, body: {} },
    ])
    expect(second[0]!.status).toBe(429)
    expect(second[1]!.status).toBe(429)
    expect(second[0]!.body).toEqual(second[1]!.body)
    expect(second[0]!.body.code).toBe('over_email_send_rate_limit')
  })

  it('takes the same time for a known and an unknown address (medians of 10)', async () => {
    const known = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const email = staffAddress()
        await createUser(stack, email, 'old-password-2026-x', 'admin')
        return email
      }),
    )
    const knownMs: number[] = []
    const unknownMs: number[] = []
    for (const email of known) {
      knownMs.push((await post('/recover', { email })).ms)
      // Let the email leave before the next measure, so both are timed on a quiet stack.
      await resetCode(email)
      unknownMs.push((await post('/recover', { email: `nobody-${randomUUID()}@x.test` })).ms)
    }
    // Before: 115–136 ms for a known address against 3–5 ms for an unknown one.
    expect(Math.abs(median(knownMs) - median(unknownMs))).toBeLessThan(25)
    expect(median(knownMs)).toBeLessThan(60)
  })
})
