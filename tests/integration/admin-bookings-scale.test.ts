import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedScale } from '../../scripts/lib/scale-seed.ts'
import { day, startDatabaseStack, type DatabaseStack } from './support/database-stack.ts'

// The bookings table on five years of business (the small scale dataset, ~2,200 bookings): the
// pages, a filter and a search are exactly what a plain query returns, past any 1000-row cap.

let db: DatabaseStack
let staff: SupabaseClient

beforeAll(async () => {
  db = await startDatabaseStack()
  await seedScale(db.stack.db.pg, 'small')
  staff = (await db.signIn('staff')).client
}, 120_000)
afterAll(() => db?.stop())

const NO_FILTERS = {
  p_status: undefined,
  p_villa_id: undefined,
  p_stay_from: undefined,
  p_stay_to: undefined,
  p_created_from: undefined,
  p_created_to: undefined,
  p_search: undefined,
}

async function ids(args: Record<string, unknown>, sort = 'created_at', ascending = false) {
  const all: string[] = []
  for (let offset = 0; ; offset += 100) {
    const { data, error } = await staff.rpc('admin_bookings_page', {
      ...NO_FILTERS,
      ...args,
      p_sort: sort,
      p_ascending: ascending,
      p_limit: 100,
      p_offset: offset,
    })
    if (error) throw error
    const rows = data as { id: string }[]
    all.push(...rows.map((row) => row.id))
    if (rows.length < 100) return all
  }
}

async function reference(where: string, order: string, params: unknown[] = []) {
  const { rows } = await db.stack.db.pg.query<{ id: string }>(
    `select id::text from public.bookings b where ${where} order by ${order}`,
    params,
  )
  return rows.map((row) => row.id)
}

describe('admin_bookings_page on the scale dataset', () => {
  it('pages through every booking, newest first, exactly as the table holds them', async () => {
    const expected = await reference('true', 'created_at desc, id desc')
    expect(expected.length).toBeGreaterThan(2000)
    expect(await ids({})).toEqual(expected)
  })

  it('filters expired requests and stays overlapping last summer, sorted by total', async () => {
    expect(await ids({ p_status: 'expired' }, 'check_in', true)).toEqual(
      await reference("status = 'pending' and expires_at <= now()", 'check_in asc, id asc'),
    )
    const [from, to] = [day(-170), day(-100)]
    expect(
      await ids({ p_status: 'confirmed', p_stay_from: from, p_stay_to: to }, 'total_price'),
    ).toEqual(
      await reference(
        "status = 'confirmed' and daterange(check_in, check_out, '[]') && daterange($1::date, $2::date, '[]')",
        'total_price desc, id desc',
        [from, to],
      ),
    )
  })

  it('searches guests by name, email or phone, case-insensitively', async () => {
    let found = 0
    for (const text of ['MARTIN', '@example', '+33 6']) {
      const expected = await reference(
        `strpos(lower(guest_name), $1) > 0 or strpos(lower(guest_email), $1) > 0
           or strpos(lower(coalesce(guest_phone, '')), $1) > 0`,
        'created_at desc, id desc',
        [text.toLowerCase()],
      )
      expect(await ids({ p_search: text })).toEqual(expected)
      found += expected.length
    }
    expect(found).toBeGreaterThan(0)
  })
})
