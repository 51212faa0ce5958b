import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedScale } from '../../scripts/lib/scale-seed.ts'
import { toBookingAnalyticsReport } from '../../src/features/admin/analytics/lib/analytics-report.ts'
import {
  createConfirmedBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'

// booking_analytics answers from every row; these tests hold it to a plain night-by-night
// computation written independently here: every active villa × every day of the period, each
// night blocked, booked (with its share of the stay's total) or free.

interface Figures {
  nightsAvailable: number
  nightsBooked: number
  occupancyRate: number
  revenue: number
  averageDailyRate: number
  bookings: number
  averageBookingValue: number
  averageLeadDays: number
}
interface Analytics {
  from: string
  to: string
  totals: Figures
  byMonth: (Figures & { month: string })[]
  byVilla: (Figures & { villaId: string; villaName: string })[]
}

let db: DatabaseStack
let staff: SupabaseClient

/** The reference: one row per villa-night, then plain sums, by the group asked for. */
const REFERENCE = `
  with nights as (
    select v.id as villa_id, d::date as night, to_char(d, 'YYYY-MM') as month,
      exists (select 1 from public.blocked_dates bd
              where bd.villa_id = v.id and bd.blocked_date = d::date) as is_blocked,
      (select (b.total_price - coalesce((b.quote).tourist_tax, 0)) / (b.check_out - b.check_in)
        from public.bookings b
        where b.villa_id = v.id and b.status = 'confirmed'
          and d::date >= b.check_in and d::date < b.check_out) as share
    from public.villas v
    cross join generate_series($1::date, $2::date, interval '1 day') as d
    where v.is_active
  ),
  arrivals as (
    select b.villa_id, to_char(b.check_in, 'YYYY-MM') as month,
      b.total_price - coalesce((b.quote).tourist_tax, 0) as total_price,
      b.check_in - (b.created_at at time zone 'utc')::date as lead_days
    from public.bookings b join public.villas v on v.id = b.villa_id and v.is_active
    where b.status = 'confirmed' and b.check_in between $1::date and $2::date
  )
  select g.key,
    count(*) filter (where not n.is_blocked)::int as "nightsAvailable",
    count(n.share)::int as "nightsBooked",
    coalesce(round(count(n.share) * 100.0 / nullif(count(*) filter (where not n.is_blocked), 0), 1), 0)::float8 as "occupancyRate",
    round(coalesce(sum(n.share), 0), 2)::float8 as revenue,
    coalesce(round(sum(n.share) / nullif(count(n.share), 0), 2), 0)::float8 as "averageDailyRate",
    (select count(*) from arrivals a where GROUP_MATCH)::int as bookings,
    coalesce((select round(avg(a.total_price), 2) from arrivals a where GROUP_MATCH), 0)::float8 as "averageBookingValue",
    coalesce((select round(avg(a.lead_days), 1) from arrivals a where GROUP_MATCH), 0)::float8 as "averageLeadDays"
  from nights n
  cross join lateral (select GROUP_KEY as key) g
  group by g.key
  order by g.key`

async function reference(
  target: DatabaseStack,
  from: string,
  to: string,
  by: 'total' | 'month' | 'villa',
) {
  const key = { total: `'total'`, month: 'n.month', villa: 'n.villa_id::text' }[by]
  const match = { total: 'true', month: 'a.month = g.key', villa: 'a.villa_id::text = g.key' }[by]
  const sql = REFERENCE.replace('GROUP_KEY', key).replaceAll('GROUP_MATCH', match)
  const { rows } = await target.stack.db.pg.query<Figures & { key: string }>(sql, [from, to])
  return rows
}

async function analytics(client: SupabaseClient, from: string, to: string) {
  const { data, error } = await client.rpc('booking_analytics', { p_from: from, p_to: to })
  if (error) throw error
  // The screens read it through the api boundary's mapping (snake_case composite → camelCase).
  const report: Analytics = toBookingAnalyticsReport(data)
  return report
}

const strip = ({ key: _key, ...figures }: Figures & { key: string }) => figures
const figuresOf = (row: Figures) => ({
  nightsAvailable: row.nightsAvailable,
  nightsBooked: row.nightsBooked,
  occupancyRate: row.occupancyRate,
  revenue: row.revenue,
  averageDailyRate: row.averageDailyRate,
  bookings: row.bookings,
  averageBookingValue: row.averageBookingValue,
  averageLeadDays: row.averageLeadDays,
})

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = (await db.signIn('staff')).client
  // Beside the seed: a stay across a month end, at an odd total, and blocked days around it.
  const villa = await createVilla(db.service, { name: 'Analytics Villa', price_per_night: 333 })
  const monthEnd = new Date(`${day(45).slice(0, 7)}-01T00:00:00Z`)
  monthEnd.setUTCMonth(monthEnd.getUTCMonth() + 1)
  const firstOfNext = monthEnd.toISOString().slice(0, 10)
  const offset = Math.round(
    (monthEnd.getTime() - new Date(`${day(0)}T00:00:00Z`).getTime()) / 86_400_000,
  )
  await createConfirmedBooking(db.service, {
    villa_id: villa,
    check_in: day(offset - 2),
    check_out: day(offset + 3),
  })
  expect(firstOfNext).toBe(day(offset))
  const { error } = await db.service.from('blocked_dates').insert([
    { villa_id: villa, blocked_date: day(offset + 5), reason: 'Maintenance' },
    { villa_id: villa, blocked_date: day(offset + 6), reason: 'Maintenance' },
  ])
  if (error) throw error
})
afterAll(() => db?.stop())

describe('booking_analytics', () => {
  const periods = [
    ['the next six months', day(0), day(182)],
    ['a year around today', day(-180), day(185)],
    ['one day', day(3), day(3)],
  ] as const

  for (const [name, from, to] of periods) {
    it(`equals the night-by-night reference for ${name}: in total, by month and by villa`, async () => {
      const result = await analytics(staff, from, to)
      expect(result.from).toBe(from)
      expect(result.to).toBe(to)
      expect(figuresOf(result.totals)).toEqual(strip((await reference(db, from, to, 'total'))[0]!))
      expect(result.byMonth.map((m) => ({ key: m.month, ...figuresOf(m) }))).toEqual(
        await reference(db, from, to, 'month'),
      )
      const byVilla = [...result.byVilla]
        .map((v) => ({ key: v.villaId, ...figuresOf(v) }))
        .sort((a, b) => a.key.localeCompare(b.key))
      expect(byVilla).toEqual(await reference(db, from, to, 'villa'))
    })
  }

  it('counts something: the arranged stay and blocked days are in the figures', async () => {
    const result = await analytics(staff, day(0), day(182))
    const villa = result.byVilla.find((v) => v.villaName === 'Analytics Villa')!
    expect(villa.nightsBooked).toBe(5)
    expect(villa.nightsAvailable).toBe(183 - 2)
    expect(villa.bookings).toBe(1)
    expect(result.totals.nightsBooked).toBeGreaterThan(5)
    expect(result.byMonth.length).toBeGreaterThanOrEqual(6)
  })

  it('leaves the tourist tax out of revenue: it is collected for the commune, not earned', async () => {
    // A villa taxed like Villa Azur (Saint-Raphaël, 5 stars: €3 + 10 % + 34 % = €4.32 per adult
    // per night), 7 nights at €1,000 for 2 adults and a child: the guest pays €7,000 + 2 × 7 ×
    // €4.32 = €7,060.48; the revenue is €7,000, €1,000 a night, €7,000 a booking.
    const { data: azur, error } = await db.service
      .from('villas')
      .select('tax_commune_id, classification')
      .eq('name', 'Villa Azur')
      .single()
    if (error) throw error
    const villa = await createVilla(db.service, {
      name: 'Taxed Analytics Villa',
      price_per_night: 1000,
    })
    const taxed = await db.service.from('villas').update(azur).eq('id', villa)
    if (taxed.error) throw taxed.error
    const id = await createConfirmedBooking(db.service, {
      villa_id: villa,
      check_in: day(100),
      check_out: day(107),
      adults: 2,
      children: 1,
    })
    const { data: stored } = await db.service
      .from('bookings')
      .select('total_price, quote')
      .eq('id', id)
      .single()
    expect(stored!.total_price).toBe(7060.48)
    expect(stored!.quote!.tourist_tax).toBe(60.48)

    const result = await analytics(staff, day(90), day(120))
    const figures = result.byVilla.find((v) => v.villaId === villa)!
    expect(figures.nightsBooked).toBe(7)
    expect(figures.revenue).toBe(7000)
    expect(figures.averageDailyRate).toBe(1000)
    expect(figures.averageBookingValue).toBe(7000)
  })

  it('refuses visitors and signed-in users who are not staff, and a period that ends first', async () => {
    const visitor = await db.anon.rpc('booking_analytics', { p_from: day(0), p_to: day(30) })
    expect(visitor.error?.code).toBe('42501')
    const user = (await db.signIn(null)).client
    const signedIn = await user.rpc('booking_analytics', { p_from: day(0), p_to: day(30) })
    expect(signedIn.error).toMatchObject({
      code: '42501',
      message: 'Only staff can read booking analytics',
    })
    const backwards = await staff.rpc('booking_analytics', { p_from: day(30), p_to: day(0) })
    expect(backwards.error).toMatchObject({
      code: '22023',
      message: 'The period must end on or after its start',
    })
  })
})

describe('booking_card_figures', () => {
  it("gives the Blocked Dates cards' figures from every row, to staff only", async () => {
    const { data, error } = await staff.rpc('booking_card_figures', { p_day: day(0) })
    expect(error).toBeNull()
    const { rows } = await db.stack.db.pg.query<{ revenue: string; count: number }>(
      `select
         (select coalesce(sum(total_price - coalesce((quote).tourist_tax, 0)), 0)::text
          from public.bookings where status = 'confirmed') as revenue,
         (select count(*)::int from public.bookings where status = 'confirmed') as count`,
    )
    const monthStart = `${day(0).slice(0, 7)}-01`
    const last = new Date(Number(day(0).slice(0, 4)), Number(day(0).slice(5, 7)), 0).getDate()
    const monthEnd = `${day(0).slice(0, 7)}-${String(last).padStart(2, '0')}`
    const month = (await reference(db, monthStart, monthEnd, 'total'))[0]!
    expect(data).toEqual([
      {
        month_start: monthStart,
        month_end: monthEnd,
        nights_available: month.nightsAvailable,
        nights_booked: month.nightsBooked,
        occupancy_rate: month.occupancyRate,
        total_revenue: Number(rows[0]!.revenue),
        confirmed_count: rows[0]!.count,
      },
    ])
    const visitor = await db.anon.rpc('booking_card_figures', { p_day: day(0) })
    expect(visitor.error?.code).toBe('42501')
  })
})

describe('booking_analytics on five years of bookings (the scale dataset)', () => {
  let scaled: DatabaseStack
  let scaledStaff: SupabaseClient
  beforeAll(async () => {
    scaled = await startDatabaseStack()
    await seedScale(scaled.stack.db.pg, 'small')
    scaledStaff = (await scaled.signIn('staff')).client
  }, 120_000)
  afterAll(() => scaled?.stop())

  it('equals the night-by-night reference in total, by month and by villa', async () => {
    const [from, to] = [day(-4 * 365), day(365)]
    const result = await analytics(scaledStaff, from, to)
    expect(result.totals.bookings).toBeGreaterThan(500)
    expect(figuresOf(result.totals)).toEqual(
      strip((await reference(scaled, from, to, 'total'))[0]!),
    )
    expect(result.byMonth.map((m) => ({ key: m.month, ...figuresOf(m) }))).toEqual(
      await reference(scaled, from, to, 'month'),
    )
    const byVilla = [...result.byVilla]
      .map((v) => ({ key: v.villaId, ...figuresOf(v) }))
      .sort((a, b) => a.key.localeCompare(b.key))
    expect(byVilla).toEqual(await reference(scaled, from, to, 'villa'))
  }, 120_000)
  it('counts the stays stored before the offer was kept (no quote) as rent only', async () => {
    const { rows } = await scaled.stack.db.pg.query<{ without: number }>(
      `select count(*)::int as without from public.bookings
       where status = 'confirmed' and quote is null`,
    )
    expect(rows[0]!.without).toBeGreaterThan(500)
    const { data, error } = await scaledStaff.rpc('booking_analytics', {
      p_from: day(-4 * 365),
      p_to: day(-1),
    })
    if (error) throw error
    const result = toBookingAnalyticsReport(data)
    for (const figures of [result.totals, ...result.byVilla]) {
      expect(figures.rent).toBe(figures.revenue)
      expect([figures.fees, figures.extras, figures.touristTax]).toEqual([0, 0, 0])
    }
    expect(result.totals.rent).toBeGreaterThan(0)
  }, 120_000)
})
