import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDatabaseStack, type DatabaseStack } from './support/database-stack.ts'

// admin_messages_page and admin_message_counts filter, page and count the enquiries in the
// database; these tests hold them to plain SQL written independently here (no LIKE, no shared
// helper), over 140 arranged messages beside the seed's.

type Status = 'unread' | 'read' | 'replied'
type FormType = 'general' | 'concierge'
interface Filters {
  status?: Status
  formType?: FormType
  search?: string
}

let db: DatabaseStack
let staff: SupabaseClient

const NAMES = [
  'Camille Laurent',
  'Zoë Müller',
  "Liam O'Brien",
  'Ana_Maria Rossi',
  'Hugo 100% Dubois',
]
const WORDS = ['yacht charter', 'Private CHEF', 'airport transfer', 'wine_tasting', '50% deposit']

/** The reference: plain predicates, newest first, ties by id. */
async function reference(filters: Filters) {
  const params: unknown[] = []
  const arg = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const where: string[] = ['true']
  if (filters.status) where.push(`status = ${arg(filters.status)}`)
  if (filters.formType) where.push(`form_type = ${arg(filters.formType)}`)
  const search = filters.search?.trim()
  if (search) {
    const q = arg(search.toLowerCase())
    where.push(
      `(strpos(lower(name), ${q}) > 0 or strpos(lower(email), ${q}) > 0
        or strpos(lower(coalesce(phone, '')), ${q}) > 0 or strpos(lower(message), ${q}) > 0)`,
    )
  }
  const { rows } = await db.stack.db.pg.query<{ id: string; status: Status; form_type: FormType }>(
    `select id::text, status, form_type from public.contact_submissions
     where ${where.join(' and ')} order by created_at desc, id desc`,
    params,
  )
  return rows
}

async function page(filters: Filters, limit: number, offset: number) {
  const { data, error } = await staff.rpc('admin_messages_page', {
    p_status: filters.status,
    p_form_type: filters.formType,
    p_search: filters.search,
    p_limit: limit,
    p_offset: offset,
  })
  if (error) throw error
  return data as { id: string; total_count: number }[]
}

/** Every matching message, 25 at a time as the screen pages. */
async function allPages(filters: Filters) {
  const ids: string[] = []
  for (let offset = 0; ; offset += 25) {
    const rows = await page(filters, 25, offset)
    ids.push(...rows.map((row) => row.id))
    if (rows.length < 25) return ids
  }
}

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = (await db.signIn('staff')).client
  // 140 messages as they would stand after months of use: the insert triggers (flood control,
  // forced status and created_at) are bypassed so history can be arranged. Every seventh
  // message shares its created_at with the one before, so the id tie-break is exercised.
  await db.stack.db.pg.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica`)
    for (let i = 0; i < 140; i += 1) {
      const status = (['unread', 'read', 'replied'] as const)[(i * 7) % 3]!
      const name = NAMES[i % NAMES.length]!
      await tx.query(
        `insert into public.contact_submissions (name, email, phone, message, form_type, status,
           created_at, language)
         values ($1, $2, $3, $4, $5, $6, now() - make_interval(mins => $7), $8)`,
        [
          name,
          i % 6 === 0 ? `GUEST.${i}@Example.COM` : `guest${i}@mail.test`,
          i % 4 === 0 ? null : `+33 6 ${String(10 + (i % 90))} ${String(i).padStart(3, '0')}`,
          `About the ${WORDS[i % WORDS.length]}: enquiry number ${i}.`,
          i % 3 === 0 ? 'concierge' : 'general',
          status,
          (i - (i % 7 === 1 ? 1 : 0)) * 97,
          i % 5 === 0 ? 'fr' : 'en',
        ],
      )
    }
  })
}, 120_000)
afterAll(() => db?.stop())

describe('admin_messages_page', () => {
  it('pages through every message, newest first, with the number matching in all', async () => {
    const expected = await reference({})
    expect(expected.length).toBeGreaterThanOrEqual(140)
    const first = await page({}, 25, 0)
    expect(first).toHaveLength(25)
    expect(first[0]!.total_count).toBe(expected.length)
    expect(first.map((row) => row.id)).toEqual(expected.slice(0, 25).map((row) => row.id))
    const later = await page({}, 40, 60)
    expect(later.map((row) => row.id)).toEqual(expected.slice(60, 100).map((row) => row.id))
    expect(await allPages({})).toEqual(expected.map((row) => row.id))
  })

  for (const status of ['unread', 'read', 'replied'] as const) {
    it(`filters by status ${status}`, async () => {
      const expected = await reference({ status })
      expect(expected.length).toBeGreaterThan(30)
      expect(await allPages({ status })).toEqual(expected.map((row) => row.id))
    })
  }

  for (const formType of ['general', 'concierge'] as const) {
    it(`filters by form type ${formType}`, async () => {
      const expected = await reference({ formType })
      expect(expected.length).toBeGreaterThan(30)
      expect(await allPages({ formType })).toEqual(expected.map((row) => row.id))
    })
  }

  const searches = [
    'zoë',
    'EXAMPLE.com',
    '+33 6 12',
    '  private chef  ',
    'ana_maria',
    'wine_t',
    '100%',
    '50%',
    '_',
    '%',
    "o'b",
    '\\',
  ]
  for (const search of searches) {
    it(`searches name, email, phone and message for "${search}", case-insensitively and literally`, async () => {
      const expected = await reference({ search })
      expect(await allPages({ search })).toEqual(expected.map((row) => row.id))
    })
  }

  it('finds only literal wildcards: "%" and "_" are not patterns', async () => {
    expect((await allPages({ search: 'wine_tasting' })).length).toBeGreaterThan(0)
    expect(await allPages({ search: 'wine%tasting' })).toEqual([])
    expect(await allPages({ search: 'wine_' })).toEqual(
      (await reference({ search: 'wine_' })).map((row) => row.id),
    )
    expect(await allPages({ search: 'yacht_charter' })).toEqual([])
  })

  it('combines status, form type and search', async () => {
    const filters: Filters = { status: 'unread', formType: 'concierge', search: 'MAIL.test' }
    const expected = await reference(filters)
    expect(expected.length).toBeGreaterThan(0)
    expect(await allPages(filters)).toEqual(expected.map((row) => row.id))
  })

  it('gives each message the language it was written in (staff reply in it)', async () => {
    const { rows } = await db.stack.db.pg.query<{ id: string; language: string }>(
      `select id::text, language from public.contact_submissions`,
    )
    const written = new Map(rows.map((row) => [row.id, row.language]))
    const shown = (await page({}, 100, 0)) as unknown as { id: string; language: string }[]
    expect(shown.length).toBe(100)
    expect(shown.filter((row) => row.language === 'fr').length).toBeGreaterThan(10)
    for (const row of shown) expect(row.language).toBe(written.get(row.id))
  })

  it('follows a status update at once', async () => {
    const [first] = await page({ status: 'unread' }, 1, 0)
    const { error } = await staff
      .from('contact_submissions')
      .update({ status: 'read' })
      .eq('id', first!.id)
    expect(error).toBeNull()
    expect(await allPages({ status: 'unread' })).not.toContain(first!.id)
    expect(await allPages({ status: 'read' })).toContain(first!.id)
  })

  it('refuses a page of more than 100 rows or of none, and unknown filters (22023)', async () => {
    for (const limit of [101, 1000, 0]) {
      const { error } = await staff.rpc('admin_messages_page', { p_limit: limit })
      expect(error?.code).toBe('22023')
    }
    const { data } = await staff.rpc('admin_messages_page', { p_limit: 100 })
    expect(data).toHaveLength(100)
    const offset = await staff.rpc('admin_messages_page', { p_offset: -1 })
    expect(offset.error?.code).toBe('22023')
    const status = await staff.rpc('admin_messages_page', { p_status: 'archived' })
    expect(status.error?.code).toBe('22023')
    const form = await staff.rpc('admin_messages_page', { p_form_type: 'booking' })
    expect(form.error?.code).toBe('22023')
  })

  it('refuses a visitor and a signed-in account without a staff role (42501)', async () => {
    const user = (await db.signIn(null)).client
    for (const client of [db.anon, user]) {
      const listing = await client.rpc('admin_messages_page', {})
      expect(listing.error?.code).toBe('42501')
      const counts = await client.rpc('admin_message_counts', {})
      expect(counts.error?.code).toBe('42501')
      const matching = await client.rpc('admin_messages_matching', {
        p_form_type: null,
        p_search: null,
      })
      expect(matching.error?.code).toBe('42501')
    }
  })
})

describe('admin_message_counts', () => {
  for (const search of [undefined, 'mail.TEST', 'chef', 'no such text anywhere']) {
    it(`counts each status per form type in the database for search ${JSON.stringify(search)}`, async () => {
      const { data, error } = await staff.rpc('admin_message_counts', { p_search: search })
      if (error) throw error
      const rows = await reference({ search })
      const count = (formType: FormType, status?: Status) =>
        rows.filter((row) => row.form_type === formType && (!status || row.status === status))
          .length
      expect(data).toEqual(
        (['general', 'concierge'] as const).map((formType) => ({
          form_type: formType,
          unread: count(formType, 'unread'),
          read: count(formType, 'read'),
          replied: count(formType, 'replied'),
          total: count(formType),
        })),
      )
    })
  }
})
