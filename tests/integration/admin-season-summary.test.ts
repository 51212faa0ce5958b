import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedScale } from '../../scripts/lib/scale-seed.ts'
import {
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'

// admin_season_summary gives the Seasonal Pricing screen its villa headers in one call: per villa,
// how many seasons, how many are past, and whether two active seasons overlap in the range. Held
// here to plain SQL (a day-by-day count, not the function's interval test) on the small scale
// dataset, past any 1000-row cap.

interface SummaryRow {
  villa_id: string
  villa_name: string
  villa_location: string
  season_count: number
  past_count: number
  has_overlap: boolean
  conflict_count: number
  conflict_winner: string | null
  conflict_other: string | null
  conflict_priority: number | null
  conflict_from: string | null
  conflict_to: string | null
}

/** The columns the plain-SQL reference computes (conflicts are checked on their own). */
function counted(row: SummaryRow) {
  const { villa_id, villa_name, villa_location, season_count, past_count, has_overlap } = row
  return { villa_id, villa_name, villa_location, season_count, past_count, has_overlap }
}

let db: DatabaseStack
let staff: SupabaseClient
let calm = ''
let edge = ''
let nested = ''
let tied = ''

beforeAll(async () => {
  db = await startDatabaseStack()
  await seedScale(db.stack.db.pg, 'small')
  staff = (await db.signIn('staff')).client
  // Beside the dataset (where every villa's seasons overlap): the edges of the overlap rule.
  calm = await createVilla(db.service, { name: 'Edge Calm' })
  edge = await createVilla(db.service, { name: 'Edge Last Day', is_active: false })
  nested = await createVilla(db.service, { name: 'Edge Nested' })
  tied = await createVilla(db.service, { name: 'Edge Tied' })
  const season = (villa: string, from: number, to: number, isActive = true, priority = 1) => ({
    villa_id: villa,
    season_name: `Days ${from}-${to}`,
    start_date: day(from),
    end_date: day(to),
    price_per_night: 600,
    is_active: isActive,
    priority,
  })
  const { error } = await db.service.from('seasonal_pricing').insert([
    season(calm, 0, 10), // touching, not sharing a day
    season(calm, 11, 20),
    season(calm, 5, 15, false), // inactive seasons never overlap
    season(calm, -50, -40), // overlapping, but in the past
    season(calm, -45, -30),
    season(calm, 400, 410), // overlapping, but past the range
    season(calm, 405, 420),
    season(edge, 360, 364), // sharing only the range's last day
    season(edge, 364, 370),
    season(nested, 20, 80, true, 1), // a higher priority inside a lower one: intended
    season(nested, 30, 40, true, 3),
    season(tied, 20, 80, true, 2), // the same priority sharing days 70..80: ambiguous
    season(tied, 70, 90, true, 2),
    season(tied, 75, 76, true, 5), // and an intended one inside
  ])
  if (error) throw error
}, 120_000)
afterAll(() => db?.stop())

/** The reference: counts by villa, and an overlap where some day of the range has 2+ seasons. */
async function reference(from: string, to: string) {
  const { rows } = await db.stack.db.pg.query<{
    villa_id: string
    villa_name: string
    villa_location: string
    season_count: string
    past_count: string
    has_overlap: boolean
  }>(
    `select s.villa_id::text, v.name as villa_name, v.location as villa_location,
       count(*)::text as season_count,
       sum(case when s.end_date < $1::date then 1 else 0 end)::text as past_count,
       exists (
         select 1
         from generate_series($1::date, $2::date, interval '1 day') d
         where (select count(*) from public.seasonal_pricing x
                where x.villa_id = s.villa_id and x.is_active
                  and d::date between x.start_date and x.end_date) > 1
       ) as has_overlap
     from public.seasonal_pricing s
     join public.villas v on v.id = s.villa_id
     group by s.villa_id, v.name, v.location
     order by v.name, s.villa_id`,
    [from, to],
  )
  return rows.map((row) => ({
    ...row,
    season_count: Number(row.season_count),
    past_count: Number(row.past_count),
  }))
}

async function summary(client: SupabaseClient, args: { p_from?: string; p_to?: string }) {
  return client.rpc('admin_season_summary', args)
}

describe('admin_season_summary on the scale dataset', () => {
  it('counts every season per villa and flags overlaps in the next 12 months, as plain SQL', async () => {
    const [from, to] = [day(0), day(364)]
    const { data, error } = await summary(staff, { p_from: from, p_to: to })
    expect(error).toBeNull()
    const rows = data as SummaryRow[]
    const expected = await reference(from, to)
    expect(rows.map(counted)).toEqual(expected)
    // Hundreds of seasons (thousands at the large scale), yet one short answer.
    const total = rows.reduce((sum, row) => sum + row.season_count, 0)
    expect(total).toBeGreaterThan(500)
    expect(rows.length).toBeLessThanOrEqual(100)
    expect(rows.some((row) => row.has_overlap && row.past_count > 0)).toBe(true)
    expect(rows.find((row) => row.villa_id === calm)).toMatchObject({
      villa_name: 'Edge Calm',
      season_count: 7,
      past_count: 2,
      has_overlap: false,
    })
    // An inactive villa's seasons are listed too.
    expect(rows.find((row) => row.villa_id === edge)).toMatchObject({
      villa_name: 'Edge Last Day',
      season_count: 2,
      past_count: 0,
      has_overlap: true,
    })
  })

  it('takes any range, and defaults to 12 months from today', async () => {
    for (const [from, to] of [
      [day(-400), day(-300)],
      [day(100), day(130)],
    ] as const) {
      const { data, error } = await summary(staff, { p_from: from, p_to: to })
      expect(error).toBeNull()
      expect((data as SummaryRow[]).map(counted)).toEqual(await reference(from, to))
    }
    const { rows } = await db.stack.db.pg.query<{ from: string; to: string }>(
      `select $1::text as from, (($1::date + interval '12 months')::date - 1)::text as to`,
      [day(0)],
    )
    const { data, error } = await summary(staff, {})
    expect(error).toBeNull()
    expect((data as SummaryRow[]).map(counted)).toEqual(await reference(rows[0]!.from, rows[0]!.to))
  })

  it('names only same-priority overlaps as conflicts, with the season that wins', async () => {
    const { data, error } = await summary(staff, { p_from: day(0), p_to: day(364) })
    expect(error).toBeNull()
    const rows = data as SummaryRow[]
    // A priority-3 season inside a priority-1 one overlaps, as intended: no conflict.
    expect(rows.find((row) => row.villa_id === nested)).toMatchObject({
      has_overlap: true,
      conflict_count: 0,
      conflict_winner: null,
    })
    // Two priority-2 seasons share days 70..80: the later start wins, as the prices do.
    expect(rows.find((row) => row.villa_id === tied)).toMatchObject({
      has_overlap: true,
      conflict_count: 1,
      conflict_winner: 'Days 70-90',
      conflict_other: 'Days 20-80',
      conflict_priority: 2,
      conflict_from: day(70),
      conflict_to: day(80),
    })
    await db.service
      .from('seasonal_pricing')
      .update({ price_per_night: 750 })
      .eq('villa_id', tied)
      .eq('season_name', 'Days 70-90')
    const { data: price } = await staff.rpc('get_villa_price_for_date', {
      p_villa_id: tied,
      p_date: day(72),
    })
    expect(price).toBe(750)
    // Clipped to the range asked for.
    const { data: clipped } = await summary(staff, { p_from: day(74), p_to: day(364) })
    expect((clipped as SummaryRow[]).find((row) => row.villa_id === tied)).toMatchObject({
      conflict_from: day(74),
      conflict_to: day(80),
    })
  })

  it('refuses a range that ends before it starts (22023)', async () => {
    const { error } = await summary(staff, { p_from: day(10), p_to: day(9) })
    expect(error?.code).toBe('22023')
  })

  it('refuses a visitor and a signed-in account without a staff role (42501)', async () => {
    const user = (await db.signIn(null)).client
    for (const client of [db.anon, user]) {
      const { data, error } = await summary(client, { p_from: day(0), p_to: day(364) })
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
  })
})
