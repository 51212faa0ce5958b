import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { overlappingRequests } from '../../src/features/admin/bookings/lib/booking-status.ts'
import {
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'

// admin_bookings_page and admin_booking_counts filter, sort, page and count in the database;
// these tests hold them to plain SQL written independently here (no LIKE, no shared helper),
// over 150 arranged bookings beside the seed's.

interface Filters {
  status?: 'pending' | 'confirmed' | 'cancelled' | 'expired'
  villa?: string
  stayFrom?: string
  stayTo?: string
  createdFrom?: string
  createdTo?: string
  search?: string
}
type Sort = 'created_at' | 'check_in' | 'total_price'

let db: DatabaseStack
let staff: SupabaseClient
const villas: string[] = []

const FIRST = ['Camille', 'Zoë', 'Hugo', 'Ana_Maria', 'Liam', 'Inès', 'Noah', 'Sofia']
const LAST = ["O'Brien", 'Laurent', 'Dubois', 'Müller', 'Rossi', '100% Smith', 'Nguyen']

/** The reference: one row per booking with its shown status, then plain predicates. */
async function reference(filters: Filters, sort: Sort = 'created_at', ascending = false) {
  const params: unknown[] = []
  const arg = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const where: string[] = ['true']
  if (filters.status) where.push(`shown = ${arg(filters.status)}`)
  if (filters.villa) where.push(`villa_id = ${arg(filters.villa)}::uuid`)
  if (filters.stayFrom || filters.stayTo)
    where.push(
      `daterange(check_in, check_out, '[]') && daterange(${arg(filters.stayFrom ?? null)}::date, ${arg(filters.stayTo ?? null)}::date, '[]')`,
    )
  if (filters.createdFrom)
    where.push(`(created_at at time zone 'utc')::date >= ${arg(filters.createdFrom)}::date`)
  if (filters.createdTo)
    where.push(`(created_at at time zone 'utc')::date <= ${arg(filters.createdTo)}::date`)
  if (filters.search) {
    const q = arg(filters.search.trim().toLowerCase())
    where.push(
      `(strpos(lower(guest_name), ${q}) > 0 or strpos(lower(guest_email), ${q}) > 0 or strpos(lower(coalesce(guest_phone, '')), ${q}) > 0)`,
    )
  }
  const direction = ascending ? 'asc' : 'desc'
  const { rows } = await db.stack.db.pg.query<{ id: string; shown: string }>(
    `with shown as (
       select b.*, case when b.status = 'pending' and b.expires_at <= now() then 'expired'
                        else b.status::text end as shown
       from public.bookings b)
     select id::text, shown from shown where ${where.join(' and ')}
     order by ${sort} ${direction}, id ${direction}`,
    params,
  )
  return rows
}

function pageArgs(filters: Filters, sort: Sort = 'created_at', ascending = false) {
  return {
    p_status: filters.status,
    p_villa_id: filters.villa,
    p_stay_from: filters.stayFrom,
    p_stay_to: filters.stayTo,
    p_created_from: filters.createdFrom,
    p_created_to: filters.createdTo,
    p_search: filters.search,
    p_sort: sort,
    p_ascending: ascending,
  }
}

async function page(filters: Filters, limit: number, offset: number, sort?: Sort, asc?: boolean) {
  const { data, error } = await staff.rpc('admin_bookings_page', {
    ...pageArgs(filters, sort, asc),
    p_limit: limit,
    p_offset: offset,
  })
  if (error) throw error
  return data as { id: string; total_count: number; overlaps: { id: string }[] }[]
}

/** Every matching row, fetched 100 at a time as the CSV export does. */
async function allPages(filters: Filters, sort?: Sort, asc?: boolean) {
  const ids: string[] = []
  for (let offset = 0; ; offset += 100) {
    const rows = await page(filters, 100, offset, sort, asc)
    ids.push(...rows.map((row) => row.id))
    if (rows.length < 100) return ids
  }
}

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = (await db.signIn('staff')).client
  for (const name of ['Villa Alpha', 'Villa Beta', 'Villa Gamma'])
    villas.push(await createVilla(db.service, { name }))
  // 150 bookings written as they would stand after months of use: the insert trigger (which
  // stamps created_at and forces pending) is bypassed so history can be arranged.
  await db.stack.db.pg.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica`)
    for (let i = 0; i < 150; i += 1) {
      const kind = i % 5
      const status = kind === 2 ? 'confirmed' : kind === 3 ? 'cancelled' : 'pending'
      const hoursAgo = i * 13 + (i % 4)
      const expiresIn = kind === 1 ? -1 - (i % 30) : 1 + (i % 23)
      const first = FIRST[i % FIRST.length]!
      const last = LAST[(i * 3) % LAST.length]!
      const checkIn = day(-60 + ((i * 7) % 150))
      const checkOut = day(-60 + ((i * 7) % 150) + 1 + (i % 7))
      await tx.query(
        `insert into public.bookings (villa_id, guest_name, guest_email, guest_phone, guests_count,
           check_in, check_out, total_price, status, expires_at, created_at, reference)
         values ($1, $2, $3, $4, 2, $5, $6, $7, $8,
           now() + make_interval(hours => $9), now() - make_interval(hours => $10),
           private.new_booking_reference())`,
        [
          villas[i % 3],
          `${first} ${last}`,
          i % 6 === 0
            ? `GUEST.${i}@Example.COM`
            : `${first.toLowerCase().replace(/[^a-z]/g, '')}.${i}@mail.test`,
          i % 4 === 0 ? null : `+33 6 ${String(10 + (i % 90))} ${String(i).padStart(3, '0')} 00`,
          checkIn,
          checkOut,
          100 + ((i * 37) % 900),
          status,
          expiresIn,
          hoursAgo,
        ],
      )
    }
  })
}, 120_000)
afterAll(() => db?.stop())

describe('admin_bookings_page', () => {
  it('pages through every booking, newest first, with the number matching in all', async () => {
    const expected = await reference({})
    expect(expected.length).toBeGreaterThanOrEqual(150)
    const first = await page({}, 25, 0)
    expect(first).toHaveLength(25)
    expect(first[0]!.total_count).toBe(expected.length)
    expect(first.map((row) => row.id)).toEqual(expected.slice(0, 25).map((row) => row.id))
    const third = await page({}, 50, 100)
    expect(third.map((row) => row.id)).toEqual(expected.slice(100, 150).map((row) => row.id))
    expect(await allPages({})).toEqual(expected.map((row) => row.id))
  })

  for (const sort of ['created_at', 'check_in', 'total_price'] as const) {
    for (const ascending of [true, false]) {
      it(`sorts by ${sort} ${ascending ? 'ascending' : 'descending'}, ties by id, across pages`, async () => {
        const expected = (await reference({}, sort, ascending)).map((row) => row.id)
        expect(await allPages({}, sort, ascending)).toEqual(expected)
      })
    }
  }

  for (const status of ['pending', 'confirmed', 'cancelled', 'expired'] as const) {
    it(`filters by status ${status}`, async () => {
      const expected = await reference({ status })
      expect(expected.length).toBeGreaterThan(10)
      expect(expected.every((row) => row.shown === status)).toBe(true)
      expect(await allPages({ status })).toEqual(expected.map((row) => row.id))
    })
  }

  it('filters by villa', async () => {
    const expected = await reference({ villa: villas[1] })
    expect(expected).toHaveLength(50)
    expect(await allPages({ villa: villas[1] })).toEqual(expected.map((row) => row.id))
  })

  const stays: [string, Filters][] = [
    ['a closed range', { stayFrom: day(10), stayTo: day(20) }],
    ['a single day', { stayFrom: day(5), stayTo: day(5) }],
    ['an open end', { stayFrom: day(60) }],
    ['an open start', { stayTo: day(-30) }],
  ]
  for (const [name, filters] of stays) {
    it(`filters by stay dates overlapping ${name}`, async () => {
      const expected = await reference(filters)
      expect(expected.length).toBeGreaterThan(0)
      expect(await allPages(filters)).toEqual(expected.map((row) => row.id))
    })
  }

  it('filters by the day the request was made (UTC, both days included)', async () => {
    const filters = { createdFrom: day(-40), createdTo: day(-20) }
    const expected = await reference(filters)
    expect(expected.length).toBeGreaterThan(20)
    expect(await allPages(filters)).toEqual(expected.map((row) => row.id))
    const since = await reference({ createdFrom: day(-3) })
    expect(await allPages({ createdFrom: day(-3) })).toEqual(since.map((row) => row.id))
  })

  const searches = [
    'zoë',
    'EXAMPLE.com',
    '+33 6 12',
    '  hugo  ',
    'ana_maria',
    '100%',
    '_',
    '%',
    "o'b",
  ]
  for (const search of searches) {
    it(`searches guest name, email and phone for "${search}", case-insensitively and literally`, async () => {
      const expected = await reference({ search })
      expect(await allPages({ search })).toEqual(expected.map((row) => row.id))
    })
  }

  it('finds only literal wildcards: "%" and "_" are not patterns', async () => {
    expect((await reference({ search: '100%' })).length).toBeGreaterThan(0)
    expect(await allPages({ search: '0%S' })).toEqual(
      (await reference({ search: '0%S' })).map((r) => r.id),
    )
    const underscore = await allPages({ search: 'a_m' })
    expect(underscore.length).toBeGreaterThan(0)
    expect(await allPages({ search: 'a%m' })).toEqual([])
  })

  it('finds a booking by the reference its guest quotes (RV- and the id’s start), any case', async () => {
    const { data } = await db.service.from('bookings').select('id').eq('villa_id', villas[1]!)
    const id = data![7]!.id
    const start = id.replace(/-/g, '').slice(0, 8)
    expect(await allPages({ search: `RV-${start.toUpperCase()}` })).toEqual([id])
    expect(await allPages({ search: ` rv${start} ` })).toEqual([id])
    // Anything else is searched as text, as before: no guest is called "RV-…".
    expect(await allPages({ search: `RV-${start.slice(0, 2)}` })).toEqual([])
  })

  it('combines filters with a sort', async () => {
    const filters: Filters = {
      status: 'pending',
      villa: villas[0],
      stayFrom: day(-20),
      search: 'mail',
    }
    const expected = await reference(filters, 'total_price', true)
    expect(await allPages(filters, 'total_price', true)).toEqual(expected.map((row) => row.id))
  })

  it("flags each live request's overlapping live requests, as the cards computed them", async () => {
    const { data: all, error } = await db.service
      .from('bookings')
      .select('id, villa_id, check_in, check_out, guest_name, status, expires_at')
    if (error) throw error
    const now = Date.now()
    for (const status of ['pending', 'confirmed'] as const) {
      const rows = await page({ status }, 100, 0)
      for (const row of rows) {
        const booking = all.find((b) => b.id === row.id)!
        const expected = overlappingRequests(booking, all, now).map((b) => b.id)
        expect(row.overlaps.map((o) => o.id).sort()).toEqual(expected.sort())
      }
      if (status === 'pending') expect(rows.some((row) => row.overlaps.length > 0)).toBe(true)
    }
  })

  it('refuses a page of more than 100 rows, or of none', async () => {
    for (const limit of [101, 1000, 0]) {
      const { error } = await staff.rpc('admin_bookings_page', { p_limit: limit })
      expect(error?.code).toBe('22023')
    }
    const { data } = await staff.rpc('admin_bookings_page', { p_limit: 100 })
    expect(data).toHaveLength(100)
  })

  it('refuses a visitor and a signed-in account without a staff role (42501)', async () => {
    const user = (await db.signIn(null)).client
    for (const client of [db.anon, user]) {
      const listing = await client.rpc('admin_bookings_page', {})
      expect(listing.error?.code).toBe('42501')
      const counts = await client.rpc('admin_booking_counts', {})
      expect(counts.error?.code).toBe('42501')
    }
  })
})

describe('admin_booking_counts', () => {
  const cases: [string, Filters][] = [
    ['no filter', {}],
    ['a villa and a search', { villa: villas[2] ?? '', search: 'MAIL.test' }],
    ['stay and created ranges', { stayFrom: day(0), stayTo: day(40), createdFrom: day(-30) }],
  ]
  for (const [name, filters] of cases) {
    it(`counts each shown status in the database for ${name}`, async () => {
      const resolved = { ...filters, villa: filters.villa === '' ? villas[2] : filters.villa }
      const { data, error } = await staff.rpc('admin_booking_counts', {
        p_villa_id: resolved.villa,
        p_stay_from: resolved.stayFrom,
        p_stay_to: resolved.stayTo,
        p_created_from: resolved.createdFrom,
        p_created_to: resolved.createdTo,
        p_search: resolved.search,
      })
      if (error) throw error
      const rows = await reference(resolved)
      const count = (status: string) => rows.filter((row) => row.shown === status).length
      expect(data).toEqual([
        {
          pending: count('pending'),
          confirmed: count('confirmed'),
          cancelled: count('cancelled'),
          expired: count('expired'),
          total: rows.length,
        },
      ])
      expect(rows.length).toBeGreaterThan(0)
    })
  }
})
