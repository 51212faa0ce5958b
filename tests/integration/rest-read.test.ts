import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureStack, startFixtureStack } from './rest-fixture/stack'

let fx: FixtureStack

beforeAll(async () => {
  fx = await startFixtureStack()
})

afterAll(async () => {
  await fx?.stop()
})

/** A raw request with the anon key, for what supabase-js hides (headers, exact wire forms). */
function raw(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${fx.stack.url}/rest/v1${path}`, {
    ...init,
    headers: {
      apikey: fx.stack.anonKey,
      authorization: `Bearer ${fx.stack.anonKey}`,
      ...(init.headers as Record<string, string>),
    },
  })
}

describe('select', () => {
  it('returns columns with aliases, casts and json paths, values converted like PostgREST', async () => {
    const { data, error } = await fx.anon
      .from('authors')
      .select(
        'id, who:name, rating, rating_text:rating::text, born, updated_at, tags, lang:meta->>lang, meta->n',
      )
      .eq('id', 1)
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        id: 1,
        who: 'Ada',
        rating: 4.5,
        rating_text: '4.50',
        born: '1815-12-10',
        updated_at: '2026-01-02T03:04:05.123456+00:00',
        tags: ['math', 'poetry'],
        lang: 'en',
        n: 1,
      },
    ])
  })

  it('hides rows RLS hides, for the anon role only', async () => {
    const anon = await fx.anon.from('authors').select('name').order('id')
    expect(anon.data?.map((a) => a.name)).toEqual(['Ada', 'Émile', 'Zoë, "the" (best)'])
    const user = await fx.user.from('authors').select('name').order('id')
    expect(user.data).toHaveLength(4)
  })

  it('embeds to-one as an object or null and to-many as an array, with RLS on the embedded table', async () => {
    const { data, error } = await fx.anon
      .from('authors')
      .select('name, profiles(bio), books!books_author_id_fkey(title)')
      .order('id')
      .order('title', { referencedTable: 'books' })
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: 'Ada', profiles: { bio: 'Countess of Lovelace' }, books: [{ title: 'Notes' }] },
      { name: 'Émile', profiles: null, books: [{ title: 'Germinal' }, { title: 'Nana' }] },
      { name: 'Zoë, "the" (best)', profiles: null, books: [] },
    ])
  })

  it('embeds many-to-one through a column hint and nests embeds', async () => {
    const { data, error } = await fx.anon
      .from('books')
      .select('title, author:authors!author_id(name), editor:editor_id(name), reviews(stars)')
      .in('id', [1, 5, 6])
      .order('id')
      .order('stars', { referencedTable: 'reviews', ascending: false })
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        title: 'Notes',
        author: { name: 'Ada' },
        editor: { name: 'Émile' },
        reviews: [{ stars: 5 }, { stars: 3 }],
      },
      // The author of 'Secret' is hidden from anon by RLS: the embed is null, the book stays.
      { title: 'Secret', author: null, editor: null, reviews: [] },
      { title: 'Orphan', author: null, editor: null, reviews: [] },
    ])
    const nested = await fx.anon
      .from('reviews')
      .select('stars, books(title, authors!author_id(name))')
      .eq('body', 'powerful')
      .single()
    expect(nested.data).toEqual({
      stars: 4,
      books: { title: 'Germinal', authors: { name: 'Émile' } },
    })
  })

  it('answers an ambiguous embed with 300 PGRST201 and an unknown one with 400 PGRST200', async () => {
    const ambiguous = await fx.anon.from('books').select('title, authors(name)')
    expect(ambiguous.status).toBe(300)
    expect(ambiguous.error?.code).toBe('PGRST201')
    const unknown = await fx.anon.from('books').select('title, rooms(name)')
    expect(unknown.status).toBe(400)
    expect(unknown.error?.code).toBe('PGRST200')
    expect(unknown.error?.message).toBe(
      "Could not find a relationship between 'books' and 'rooms' in the schema cache",
    )
  })

  it('filters embeds without dropping parents, unless !inner or not.is.null', async () => {
    const trimmed = await fx.anon
      .from('books')
      .select('title, reviews(stars)')
      .gte('reviews.stars', 4)
      .in('id', [1, 4])
      .order('id')
    expect(trimmed.data).toEqual([
      { title: 'Notes', reviews: [{ stars: 5 }] },
      { title: 'Nana', reviews: [] },
    ])
    const inner = await fx.anon
      .from('books')
      .select('title, reviews!inner(stars)')
      .gte('reviews.stars', 4)
      .order('id')
    expect(inner.data?.map((b) => b.title)).toEqual(['Notes', 'Germinal'])
    const notNull = await fx.anon
      .from('books')
      .select('title, profile:authors!author_id(name)')
      .not('profile', 'is', null)
      .order('id')
    expect(notNull.data?.map((b) => b.title)).toEqual(['Notes', 'Germinal', 'Nana'])
  })

  it('limits and offsets embedded arrays', async () => {
    const { data } = await fx.anon
      .from('books')
      .select('title, reviews(stars)')
      .eq('id', 1)
      .order('stars', { referencedTable: 'reviews' })
      .limit(1, { referencedTable: 'reviews' })
    expect(data).toEqual([{ title: 'Notes', reviews: [{ stars: 3 }] }])
  })

  it('spreads a to-one embed into the parent', async () => {
    const { data, error } = await fx.anon
      .from('books')
      .select('title, ...authors!author_id(author_name:name)')
      .eq('id', 3)
    expect(error).toBeNull()
    expect(data).toEqual([{ title: 'Germinal', author_name: 'Émile' }])
  })
})

describe('filters', () => {
  const names = async (q: PromiseLike<{ data: { name: string }[] | null; error: unknown }>) => {
    const { data, error } = await q
    expect(error).toBeNull()
    return data?.map((r) => r.name)
  }
  const authors = () => fx.user.from('authors').select('name').order('id')

  it('compares with eq neq gt gte lt lte', async () => {
    expect(await names(authors().eq('country', 'UK'))).toEqual(['Ada'])
    expect(await names(authors().neq('country', 'UK'))).toEqual(['Émile', 'Zoë, "the" (best)'])
    expect(await names(authors().gt('rating', 3.25))).toEqual(['Ada'])
    expect(await names(authors().gte('rating', 3.25))).toEqual(['Ada', 'Émile'])
    expect(await names(authors().lt('born', '1840-04-02'))).toEqual(['Ada'])
    expect(await names(authors().lte('born', '1840-04-02'))).toEqual(['Ada', 'Émile'])
  })

  it('treats eq.null as the text null, and is.null as SQL NULL', async () => {
    expect(await names(authors().eq('country', 'null'))).toEqual([])
    expect(await names(authors().is('country', null))).toEqual(['Hidden'])
    expect(await names(authors().not('country', 'is', null))).toHaveLength(3)
    expect(await names(authors().is('is_public', false))).toEqual(['Hidden'])
  })

  it('matches like and ilike, with * standing for %', async () => {
    expect(await names(authors().like('name', 'A%'))).toEqual(['Ada'])
    expect(await names(authors().like('name', 'a%'))).toEqual([])
    expect(await names(authors().ilike('name', '%ÉMI%'))).toEqual(['Émile'])
    expect(await names(authors().ilike('name', '*zo*'))).toEqual(['Zoë, "the" (best)'])
    expect(await names(authors().match({ country: 'France', rating: 3.25 }))).toEqual(['Émile'])
    expect(await names(authors().filter('name', 'imatch', '^(ada|hid)'))).toEqual(['Ada', 'Hidden'])
  })

  it('takes in lists with quoted values containing commas, quotes and parentheses', async () => {
    expect(await names(authors().in('name', ['Ada', 'Zoë, "the" (best)']))).toEqual([
      'Ada',
      'Zoë, "the" (best)',
    ])
    expect(await names(authors().in('id', []))).toEqual([])
    expect(await names(authors().not('id', 'in', '(1,2)'))).toEqual(['Hidden', 'Zoë, "the" (best)'])
  })

  it('nests or/and groups and negations', async () => {
    expect(await names(authors().or('country.eq.UK,rating.lt.4'))).toEqual(['Ada', 'Émile'])
    expect(
      await names(
        authors().or('and(country.eq.France,rating.gt.3),name.eq."Zoë, \\"the\\" (best)"'),
      ),
    ).toEqual(['Émile', 'Zoë, "the" (best)'])
    expect(await names(authors().or('id.in.(1,3),country.is.null'))).toEqual(['Ada', 'Hidden'])
    expect(await names(authors().not('name', 'eq', 'Ada').gt('id', 2))).toEqual([
      'Hidden',
      'Zoë, "the" (best)',
    ])
    const res = await raw('/authors?select=name&not.or=(id.eq.1,id.eq.2)&order=id')
    expect(await res.json()).toEqual([{ name: 'Zoë, "the" (best)' }])
  })

  it('filters arrays and json with cs, cd, ov', async () => {
    expect(await names(authors().contains('tags', ['poetry']))).toEqual([
      'Ada',
      'Zoë, "the" (best)',
    ])
    expect(await names(authors().containedBy('tags', ['novel', 'poetry']))).toEqual([
      'Émile',
      'Hidden',
      'Zoë, "the" (best)',
    ])
    expect(await names(authors().overlaps('tags', ['math', 'novel']))).toHaveLength(3)
    expect(await names(authors().contains('meta', { lang: 'fr' }))).toEqual(['Émile'])
  })

  it('filters by embedded-resource paths only when embedded (PGRST108 otherwise)', async () => {
    const { error, status } = await fx.anon.from('books').select('title').eq('reviews.stars', 5)
    expect(status).toBe(400)
    expect(error?.code).toBe('PGRST108')
  })
})

describe('order, paging, counts', () => {
  it('orders by several columns with nulls placement', async () => {
    const { data } = await fx.user
      .from('authors')
      .select('name')
      .order('rating', { ascending: false, nullsFirst: false })
      .order('name', { ascending: true })
    expect(data?.map((a) => a.name)).toEqual(['Ada', 'Émile', 'Hidden', 'Zoë, "the" (best)'])
    const first = await fx.user
      .from('authors')
      .select('name')
      .order('rating', { nullsFirst: true })
      .order('id')
    expect(first.data?.map((a) => a.name)).toEqual(['Hidden', 'Zoë, "the" (best)', 'Émile', 'Ada'])
  })

  it('orders parents by a to-one embed column', async () => {
    const { data, error } = await fx.anon
      .from('reviews')
      .select('stars')
      .order('books(title)', { ascending: false })
      .order('stars')
    expect(error).toBeNull()
    expect(data?.map((r) => r.stars)).toEqual([3, 5, 2, 4])
  })

  it('pages with range and reports the exact count with 206 and Content-Range', async () => {
    const page = await fx.anon
      .from('books')
      .select('title', { count: 'exact' })
      .order('id')
      .range(1, 2)
    expect(page.status).toBe(206)
    expect(page.count).toBe(5)
    expect(page.data?.map((b) => b.title)).toEqual(['Germinal', 'Nana'])
    const all = await fx.anon.from('books').select('title', { count: 'exact' })
    expect(all.status).toBe(200)
    expect(all.count).toBe(5)
    const res = await raw('/books?select=title&order=id&limit=2')
    expect(res.headers.get('content-range')).toBe('0-1/*')
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('content-profile')).toBe('public')
    const none = await raw('/books?select=title&title=eq.nothing', {
      headers: { prefer: 'count=exact' },
    })
    expect(none.headers.get('content-range')).toBe('*/0')
    const beyond = await raw('/books?offset=20', { headers: { prefer: 'count=exact' } })
    expect(beyond.status).toBe(416)
    expect((await beyond.json()).code).toBe('PGRST103')
  })

  it('answers HEAD with the count and no body', async () => {
    const head = await fx.anon
      .from('books')
      .select('*', { count: 'exact', head: true })
      .eq('status', 'published')
    expect(head.error).toBeNull()
    expect(head.data).toBeNull()
    expect(head.count).toBe(5)
    const res = await raw('/books', { method: 'HEAD', headers: { prefer: 'count=exact' } })
    expect(res.headers.get('content-range')).toBe('0-4/5')
    expect(await res.text()).toBe('')
  })
})

describe('single and maybeSingle', () => {
  it('returns a bare object, or 406 PGRST116 for none or many rows', async () => {
    const one = await fx.anon.from('authors').select('name').eq('id', 2).single()
    expect(one.data).toEqual({ name: 'Émile' })
    const none = await fx.anon.from('authors').select('name').eq('id', 99).single()
    expect(none.status).toBe(406)
    expect(none.error?.code).toBe('PGRST116')
    expect(none.error?.details).toBe('The result contains 0 rows')
    const many = await fx.anon.from('authors').select('name').single()
    expect(many.error?.code).toBe('PGRST116')
    const res = await raw('/authors?id=eq.1&select=name', {
      headers: { accept: 'application/vnd.pgrst.object+json' },
    })
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8')
    expect(await res.json()).toEqual({ name: 'Ada' })
  })

  it('gives maybeSingle null for no row and the row for one', async () => {
    const none = await fx.anon.from('authors').select('name').eq('id', 99).maybeSingle()
    expect(none).toMatchObject({ data: null, error: null })
    const one = await fx.anon.from('authors').select('name').eq('id', 1).maybeSingle()
    expect(one.data).toEqual({ name: 'Ada' })
  })
})

describe('compression', () => {
  // The authors' names, each under 80 aliases: an answer of a few kilobytes.
  const wide = `/authors?select=${Array.from({ length: 80 }, (_, i) => `n${i}:name`).join(',')}`

  it('gzips answers over 1 KB for clients that ask (as hosted does), and only for them', async () => {
    const zipped = await raw(wide, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(zipped.status).toBe(200)
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding')
    // fetch unzips it: the body is the same rows.
    const rows = (await zipped.json()) as Record<string, string>[]
    expect(rows.length).toBeGreaterThan(1)
    expect(JSON.stringify(rows).length).toBeGreaterThan(1024)

    const plain = await raw(wide, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.json()).toEqual(rows)

    const small = await raw('/authors?select=id&id=eq.1', {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual([{ id: 1 }])
  })
})
