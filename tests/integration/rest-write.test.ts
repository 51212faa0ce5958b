import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureStack, startFixtureStack } from './rest-fixture/stack'

let fx: FixtureStack

beforeAll(async () => {
  fx = await startFixtureStack()
})

afterAll(async () => {
  await fx?.stop()
})

/** What the database holds, read as superuser (no RLS). */
async function titles(where: string): Promise<string[]> {
  const { rows } = await fx.stack.db.pg.query<{ title: string }>(
    `select title from public.books where ${where} order by title`,
  )
  return rows.map((r) => r.title)
}

function raw(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const key = init.key ?? fx.stack.serviceRoleKey
  return fetch(`${fx.stack.url}/rest/v1${path}`, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  })
}

describe('insert', () => {
  it('answers 201 with no body by default, and RLS WITH CHECK decides', async () => {
    const ok = await fx.anon.from('books').insert({ title: 'Anon draft', status: 'draft' })
    expect(ok).toMatchObject({ status: 201, data: null, error: null })
    expect(await titles(`title = 'Anon draft'`)).toEqual(['Anon draft'])

    const denied = await fx.anon
      .from('books')
      .insert({ title: 'Anon published', status: 'published' })
    expect(denied.status).toBe(401)
    expect(denied.error?.code).toBe('42501')
    expect(denied.error?.message).toBe(
      'new row violates row-level security policy for table "books"',
    )
    expect(await titles(`title = 'Anon published'`)).toEqual([])
  })

  it('inserts many rows: missing keys become NULL, or the DEFAULT with defaultToNull false', async () => {
    const many = await fx.user
      .from('books')
      .insert([{ title: 'Many 1', pages: 5 }, { title: 'Many 2' }])
      .select('title, pages, status')
    expect(many.status).toBe(201)
    expect(many.data).toEqual([
      { title: 'Many 1', pages: 5, status: 'draft' },
      { title: 'Many 2', pages: null, status: 'draft' },
    ])

    const nulls = await fx.user
      .from('books')
      .insert([{ title: 'Null 1', status: 'published' }, { title: 'Null 2' }])
    expect(nulls.status).toBe(400)
    expect(nulls.error?.code).toBe('23502')
    expect(await titles(`title like 'Null %'`)).toEqual([])

    const defaults = await fx.user
      .from('books')
      .insert([{ title: 'Default 1', status: 'published' }, { title: 'Default 2' }], {
        defaultToNull: false,
      })
      .select('title, status')
    expect(defaults.data).toEqual([
      { title: 'Default 1', status: 'published' },
      { title: 'Default 2', status: 'draft' },
    ])
  })

  it('returns the representation with embeds and identity values', async () => {
    const { data, error } = await fx.user
      .from('books')
      .insert({ title: 'With author', author_id: 2, pages: 10 })
      .select('id, title, author:authors!author_id(name)')
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({
      id: expect.any(Number),
      title: 'With author',
      author: { name: 'Émile' },
    })
    expect(data!.id).toBeGreaterThan(10)
  })

  it('rolls a mutation back when single() gets more than one row', async () => {
    const res = await fx.user
      .from('books')
      .insert([{ title: 'Rollback 1' }, { title: 'Rollback 2' }])
      .select()
      .single()
    expect(res.status).toBe(406)
    expect(res.error?.code).toBe('PGRST116')
    expect(await titles(`title like 'Rollback %'`)).toEqual([])
  })

  it('rejects unknown body columns with PGRST204 and mixed keys without columns with PGRST102', async () => {
    const unknown = await fx.user.from('books').insert({ title: 'x', colour: 'red' })
    expect(unknown.status).toBe(400)
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'books' in the schema cache",
    })
    const mixed = await raw('/books', {
      method: 'POST',
      body: JSON.stringify([{ title: 'a' }, { title: 'b', pages: 1 }]),
    })
    expect(mixed.status).toBe(400)
    expect(await mixed.json()).toMatchObject({
      code: 'PGRST102',
      details: 'All object keys must match',
    })
  })

  it('sends Content-Range */* and Preference-Applied', async () => {
    const res = await raw('/books', {
      method: 'POST',
      headers: { prefer: 'return=minimal' },
      body: JSON.stringify({ title: 'Headers' }),
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('content-range')).toBe('*/*')
    expect(res.headers.get('preference-applied')).toBe('return=minimal')
    expect(await res.text()).toBe('')
  })
})

describe('upsert', () => {
  it('merges duplicates: 201 when a row is new, 200 when every row existed', async () => {
    const fresh = await fx.service.from('rooms').upsert({ id: 3, name: 'Red' }).select()
    expect(fresh.status).toBe(201)
    expect(fresh.data).toEqual([{ id: 3, name: 'Red' }])
    const existing = await fx.service.from('rooms').upsert({ id: 3, name: 'Crimson' }).select()
    expect(existing.status).toBe(200)
    expect(existing.data).toEqual([{ id: 3, name: 'Crimson' }])
  })

  it('ignores duplicates on the on_conflict columns', async () => {
    const res = await fx.user
      .from('books')
      .upsert(
        [
          { title: 'Notes', pages: 999 },
          { title: 'Brand new', pages: 1 },
        ],
        { onConflict: 'title', ignoreDuplicates: true },
      )
      .select('title, pages')
    expect(res.error).toBeNull()
    expect(res.data).toEqual([{ title: 'Brand new', pages: 1 }])
    const { rows } = await fx.stack.db.pg.query<{ pages: number }>(
      `select pages from public.books where title = 'Notes'`,
    )
    expect(rows[0].pages).toBe(120)
  })
})

describe('update and delete', () => {
  it('updates matched rows: 204 minimal, 200 with the representation', async () => {
    const minimal = await fx.user.from('books').update({ pages: 121 }).eq('title', 'Notes')
    expect(minimal).toMatchObject({ status: 204, data: null, error: null })
    const rep = await fx.user
      .from('books')
      .update({ pages: 122 })
      .eq('title', 'Notes')
      .select('title, pages')
      .single()
    expect(rep).toMatchObject({ status: 200, data: { title: 'Notes', pages: 122 } })
  })

  it('matches nothing, without error, where RLS hides the rows', async () => {
    const res = await fx.anon.from('books').update({ pages: 1 }).eq('title', 'Notes').select()
    expect(res).toMatchObject({ status: 200, data: [], error: null })
    const none = await fx.anon.from('books').delete().eq('title', 'Notes')
    expect(none.status).toBe(204)
    expect(await titles(`title = 'Notes' and pages = 122`)).toEqual(['Notes'])
  })

  it('gives single() on an update of no row 406 PGRST116', async () => {
    const res = await fx.user
      .from('books')
      .update({ pages: 1 })
      .eq('title', 'nope')
      .select()
      .single()
    expect(res.status).toBe(406)
    expect(res.error?.code).toBe('PGRST116')
  })

  it('deletes matched rows and can return them with a count', async () => {
    await fx.user.from('books').insert([{ title: 'Gone 1' }, { title: 'Gone 2' }])
    const res = await fx.user
      .from('books')
      .delete({ count: 'exact' })
      .like('title', 'Gone%')
      .select('title')
      .order('title')
    expect(res.status).toBe(200)
    expect(res.count).toBe(2)
    expect(res.data).toEqual([{ title: 'Gone 1' }, { title: 'Gone 2' }])
    expect(await titles(`title like 'Gone%'`)).toEqual([])
  })
})

describe('rpc', () => {
  it('calls scalar functions with named args by POST and GET, defaults applied', async () => {
    expect((await fx.anon.rpc('add_numbers', { a: 1 })).data).toBe(11)
    expect((await fx.anon.rpc('add_numbers', { a: 1, b: 2 })).data).toBe(3)
    expect((await fx.anon.rpc('add_numbers', { a: 2, b: 3 }, { get: true })).data).toBe(5)
  })

  it('returns setof scalar and setof table results as arrays, with RLS as the caller', async () => {
    expect((await fx.anon.rpc('author_titles', { p_author: 1 })).data).toEqual(['Notes'])
    const filtered = await fx.anon
      .rpc('author_titles', { p_author: 2 })
      .neq('author_titles', 'Nana')
    expect(filtered.data).toEqual(['Germinal'])
    const { data, error } = await fx.anon
      .rpc('books_by', { p_author: 2 })
      .select('title, reviews(stars)')
      .order('title', { ascending: false })
    expect(error).toBeNull()
    expect(data).toEqual([
      { title: 'Nana', reviews: [{ stars: 2 }] },
      { title: 'Germinal', reviews: [{ stars: 4 }] },
    ])
    const counted = await fx.anon.rpc('books_by', { p_author: 2 }, { count: 'exact' }).limit(1)
    expect(counted.count).toBe(2)
    expect(counted.data).toHaveLength(1)
    const stats = await fx.anon.rpc('book_stats').eq('status', 'published')
    expect(stats.data).toEqual([{ status: 'published', total: expect.any(Number) }])
  })

  it('returns a single composite as an object and void as 204', async () => {
    const first = await fx.anon.rpc('first_author')
    expect(first.data).toMatchObject({ id: 1, name: 'Ada', born: '1815-12-10', rating: 4.5 })
    const v = await fx.service.rpc('add_author', { p_name: 'Via RPC' })
    expect(v).toMatchObject({ status: 204, data: null, error: null })
    const { rows } = await fx.stack.db.pg.query(
      `select 1 from public.authors where name = 'Via RPC'`,
    )
    expect(rows).toHaveLength(1)
  })

  it('runs GET calls read-only: a write answers 405 (25006)', async () => {
    const res = await fx.service.rpc('add_author', { p_name: 'Via GET' }, { get: true })
    expect(res.status).toBe(405)
    expect(res.error?.code).toBe('25006')
  })

  it('sets role and JWT claims per request', async () => {
    expect((await fx.anon.rpc('whoami')).data).toBe('anon/anon')
    expect((await fx.user.rpc('whoami')).data).toBe('authenticated/authenticated')
    expect((await fx.service.rpc('whoami')).data).toBe('service_role/service_role')
  })

  it('maps raise exception to 400 P0001 with the message, detail and hint', async () => {
    const res = await fx.anon.rpc('refuse', { p_reason: 'Not today' })
    expect(res.status).toBe(400)
    expect(res.error).toMatchObject({
      code: 'P0001',
      message: 'Not today',
      details: 'refused on purpose',
      hint: 'try again',
    })
  })

  it('answers unknown functions and argument sets with 404 PGRST202', async () => {
    const unknown = await fx.anon.rpc('no_such_function')
    expect(unknown.status).toBe(404)
    expect(unknown.error?.code).toBe('PGRST202')
    const badArgs = await fx.anon.rpc('add_numbers', { x: 1 })
    expect(badArgs.status).toBe(404)
    expect(badArgs.error?.code).toBe('PGRST202')
  })
})

describe('Postgres errors', () => {
  it('uses 401 for anon and 403 for signed-in users on 42501', async () => {
    const anon = await fx.anon.rpc('add_author', { p_name: 'x' })
    expect(anon.status).toBe(401)
    expect(anon.error?.code).toBe('42501')
    const user = await fx.user.rpc('add_author', { p_name: 'x' })
    expect(user.status).toBe(403)
    expect(user.error?.code).toBe('42501')
  })

  it('maps constraint violations to PostgREST statuses', async () => {
    const duplicate = await fx.user.from('books').insert({ title: 'Germinal' })
    expect(duplicate.status).toBe(409)
    expect(duplicate.error?.code).toBe('23505')
    // Postgres leaves out the key detail when RLS applies to the caller.
    expect(duplicate.error?.message).toBe(
      'duplicate key value violates unique constraint "books_title_key"',
    )
    const foreign = await fx.user.from('books').insert({ title: 'No author', author_id: 999 })
    expect(foreign.status).toBe(409)
    expect(foreign.error?.code).toBe('23503')
    const check = await fx.user.from('books').insert({ title: 'Bad status', status: 'lost' })
    expect(check.status).toBe(400)
    expect(check.error?.code).toBe('23514')
    await fx.anon.from('reservations').insert({ room_id: 1, during: '[2026-07-01,2026-07-05)' })
    const overlap = await fx.anon
      .from('reservations')
      .insert({ room_id: 1, during: '[2026-07-04,2026-07-06)' })
    expect(overlap.status).toBe(400)
    expect(overlap.error?.code).toBe('23P01')
    const badUuid = await fx.anon.from('books').select().eq('id', 'abc')
    expect(badUuid.status).toBe(400)
    expect(badUuid.error?.code).toBe('22P02')
  })
})
