import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stack } from '../../supabase/local/server.ts'
import { clientFor, startStack } from './support/local-stack'

// Bad input gets a PostgREST-style JSON 4xx, and the stack keeps serving afterwards.
let stack: Stack
let anon: SupabaseClient

beforeAll(async () => {
  stack = await startStack()
  anon = clientFor(stack, stack.anonKey)
})

afterAll(async () => {
  await stack?.stop()
})

function raw(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${stack.url}/rest/v1${path}`, {
    ...init,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${stack.anonKey}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  })
}

/** Asserts a JSON 4xx error body and returns it. */
async function expectJsonError(res: Response, status: number) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = await res.json()
  expect(body).toEqual(
    expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  )
  return body as { code: string; message: string; details: unknown; hint: unknown }
}

async function stillServing() {
  const { data, error } = await anon.from('villas').select('name').eq('is_active', true).limit(1)
  expect(error).toBeNull()
  expect(data).toHaveLength(1)
}

describe('bad input', () => {
  it('malformed or non-object JSON bodies → 400 PGRST102', async () => {
    for (const body of ['{"name": ', '', 'null', '42', '"text"', '[1, 2]']) {
      const res = await raw('/contact_submissions', { method: 'POST', body })
      const error = await expectJsonError(res, 400)
      expect(error.code).toBe('PGRST102')
    }
    const patch = await raw('/villas?id=eq.x', { method: 'PATCH', body: '{oops' })
    expect((await expectJsonError(patch, 400)).code).toBe('PGRST102')
    const rpc = await raw('/rpc/get_villa_prices', { method: 'POST', body: '[{"a":' })
    expect((await expectJsonError(rpc, 400)).code).toBe('PGRST102')
    await stillServing()
  })

  it('unknown table → 404 PGRST205, also through supabase-js', async () => {
    const { error, status } = await anon.from('no_such_table').select('*')
    expect(status).toBe(404)
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    })
    const insert = await raw('/no_such_table', { method: 'POST', body: '{}' })
    expect((await expectJsonError(insert, 404)).code).toBe('PGRST205')
    const sneaky = await raw('/villas%22%3Bdrop%20table%20villas--')
    expect((await expectJsonError(sneaky, 404)).code).toBe('PGRST205')
    await stillServing()
  })

  it('unknown columns → 400 (42703 in select/filter/order, PGRST204 in bodies)', async () => {
    const select = await anon.from('villas').select('name, no_such_column')
    expect(select.status).toBe(400)
    expect(select.error).toMatchObject({
      code: '42703',
      message: 'column villas.no_such_column does not exist',
    })
    const filter = await anon.from('villas').select('name').eq('nope', 1)
    expect(filter.error?.code).toBe('42703')
    const order = await anon.from('villas').select('name').order('nope')
    expect(order.error?.code).toBe('42703')
    const body = await anon
      .from('contact_submissions')
      .insert({ name: 'A', email: 'a@b.co', message: 'm', form_type: 'general', nope: 1 })
    expect(body.status).toBe(400)
    expect(body.error?.code).toBe('PGRST204')
    // A quote-smuggling select is a parse error, never SQL.
    const quoted = await raw('/villas?select=%22name%22%22%3Bselect%201--%22')
    expect((await expectJsonError(quoted, 400)).code).toBe('PGRST100')
    await stillServing()
  })

  it('bad filter, select, order and paging syntax → 400 PGRST100', async () => {
    const paths = [
      '/villas?name=nope.x',
      '/villas?name=eqx',
      '/villas?name=in.(a,b',
      '/villas?name=is.maybe',
      '/villas?or=(name.eq.a,max_guests.zz.1)',
      '/villas?or=name.eq.a',
      '/villas?select=name,(',
      '/villas?select=name)',
      '/villas?order=name.sideways',
      '/villas?limit=ten',
      '/villas?offset=-1',
    ]
    for (const path of paths) {
      const error = await expectJsonError(await raw(path), 400)
      expect(error.code, path).toBe('PGRST100')
    }
    const viaClient = await anon.from('villas').select('name').filter('name', 'between', 'a')
    expect(viaClient.status).toBe(400)
    expect(viaClient.error?.code).toBe('PGRST100')
    await stillServing()
  })

  it('bad values, unknown functions and unknown embeds get their PostgREST errors', async () => {
    const uuid = await anon.from('villas').select('name').eq('id', 'not-a-uuid')
    expect(uuid.status).toBe(400)
    expect(uuid.error?.code).toBe('22P02')
    const fn = await anon.rpc('no_such_function', { a: 1 })
    expect(fn.status).toBe(404)
    expect(fn.error?.code).toBe('PGRST202')
    const args = await anon.rpc('get_villa_prices', { p_villa_id: 'x' })
    expect(args.status).toBe(404)
    expect(args.error?.code).toBe('PGRST202')
    const embed = await anon.from('villas').select('name, no_such_relation(*)')
    expect(embed.status).toBe(400)
    expect(embed.error?.code).toBe('PGRST200')
    const schema = await raw('/villas', { headers: { 'accept-profile': 'auth' } })
    expect((await expectJsonError(schema, 406)).code).toBe('PGRST106')
    const method = await raw('/villas', { method: 'PUT', body: '{}' })
    expect(method.status).toBe(405)
    const garbage = await raw('/villas?name=eq.%zz%&select=na%me')
    expect(garbage.status).toBeGreaterThanOrEqual(400)
    expect(garbage.status).toBeLessThan(500)
    await stillServing()
  })

  it('a 20 MB body gets a JSON 4xx and the stack keeps serving', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(20 * 1024 * 1024) })
    const res = await raw('/contact_submissions', { method: 'POST', body: huge })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    await res.text()
    await stillServing()
  })

  it('a large in-list and deeply nested logic are answered, not crashed on', async () => {
    const values = Array.from({ length: 500 }, (_, i) => `name-${i}`)
    const big = await anon.from('villas').select('name').in('name', values)
    expect(big).toMatchObject({ status: 200, data: [] })
    const nested = `${'and('.repeat(50)}name.eq.x${')'.repeat(50)}`
    const deep = await anon.from('villas').select('name').or(`${nested},name.eq.y`)
    expect(deep).toMatchObject({ status: 200, data: [] })
    await stillServing()
  })
})
