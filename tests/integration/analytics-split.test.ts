import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toBookingAnalyticsReport } from '../../src/features/admin/analytics/lib/analytics-report.ts'
import {
  createBooking,
  createConfirmedBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'

// Issue 20, point 6: the analytics split revenue into rent (the nights after discounts), fees and
// extras, from the offer stored with each booking, and give the tourist tax collected apart (it
// is not revenue). Worked on one villa against figures computed by hand, then held to a plain
// night-by-night reference over every booking.

let db: DatabaseStack
let staff: SupabaseClient
let villa: string
/** The first day of the month the worked stay runs into (M + 1); the stay starts 3 days before. */
let monthStart: string
let monthOffset: number

async function analytics(from: string, to: string) {
  const { data, error } = await staff.rpc('booking_analytics', { p_from: from, p_to: to })
  if (error) throw error
  return toBookingAnalyticsReport(data)
}

const split = (f: {
  rent: number
  fees: number
  extras: number
  revenue: number
  touristTax: number
}) => ({
  rent: f.rent,
  fees: f.fees,
  extras: f.extras,
  revenue: f.revenue,
  touristTax: f.touristTax,
})

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = (await db.signIn('staff')).client

  // A villa taxed like Villa Azur (Saint-Raphaël, 5 stars: €3 + 10 % + 34 % = €4.32 per adult
  // and night), €1,000 a night, 10 % off a stay of 7 nights or more, a €350 cleaning fee per stay
  // and a chef's dinner at €120 per guest that the guest may add.
  const { data: azur, error } = await db.service
    .from('villas')
    .select('tax_commune_id, classification')
    .eq('name', 'Villa Azur')
    .single()
  if (error) throw error
  villa = await createVilla(db.service, { name: 'Split Analytics Villa', price_per_night: 1000 })
  const taxed = await db.service.from('villas').update(azur).eq('id', villa)
  if (taxed.error) throw taxed.error
  const rules = await Promise.all([
    db.service
      .from('villa_discounts')
      .insert({ villa_id: villa, kind: 'length_of_stay', threshold: 7, percent: 10 }),
    db.service
      .from('villa_charges')
      .insert({ villa_id: villa, name: 'Cleaning', amount: 350, unit: 'per_stay' }),
  ])
  for (const rule of rules) if (rule.error) throw rule.error
  const chef = await db.service
    .from('villa_charges')
    .insert({
      villa_id: villa,
      name: "Chef's dinner",
      amount: 120,
      unit: 'per_guest',
      is_optional: true,
    })
    .select('id')
    .single()
  if (chef.error) throw chef.error

  // Month M + 1 starts between 95 and 126 days from today.
  const start = new Date(`${day(95).slice(0, 7)}-01T00:00:00Z`)
  start.setUTCMonth(start.getUTCMonth() + 1)
  monthStart = start.toISOString().slice(0, 10)
  monthOffset = Math.round(
    (start.getTime() - new Date(`${day(0)}T00:00:00Z`).getTime()) / 86_400_000,
  )
  expect(day(monthOffset)).toBe(monthStart)

  // A: 7 nights across the month end (3 in M, 4 in M + 1), 2 adults and a child, the chef's
  // dinner. Nights €7,000, discount −€700, cleaning €350, chef 3 guests × €120 = €360, tourist
  // tax 2 adults × 7 nights × €4.32 = €60.48: the guest pays €7,070.48.
  const a = await createConfirmedBooking(db.service, {
    villa_id: villa,
    check_in: day(monthOffset - 3),
    check_out: day(monthOffset + 4),
    adults: 2,
    children: 1,
    extras: [chef.data.id],
  })
  const { data: stored } = await db.service
    .from('bookings')
    .select('total_price, quote')
    .eq('id', a)
    .single()
  expect(stored!.total_price).toBe(7070.48)
  expect(stored!.quote).toMatchObject({
    discounts: -700,
    fees: 350,
    extras_total: 360,
    tourist_tax: 60.48,
    total: 7070.48,
  })

  // B: 4 nights in M + 1 stored as bookings were before the offer was kept (no quote, €2,222.22):
  // all of it counts as rent.
  const pg = db.stack.db.pg
  await pg.query('alter table public.bookings disable trigger bookings_enforce_request')
  try {
    await pg.query(
      `insert into public.bookings (villa_id, check_in, check_out, guest_name, guest_email,
         guests_count, total_price, status)
       values ($1, $2::date, $3::date, 'Avant Offre', 'avant@example.com', 2, 2222.22, 'confirmed')`,
      [villa, day(monthOffset + 10), day(monthOffset + 14)],
    )
  } finally {
    await pg.query('alter table public.bookings enable trigger bookings_enforce_request')
  }

  // C, pending, and D, cancelled, with the same fee, extra and tax: neither counts.
  for (const status of ['pending', 'cancelled'] as const) {
    const id = await createBooking(db.service, {
      villa_id: villa,
      check_in: day(monthOffset + 16),
      check_out: day(monthOffset + 23),
      adults: 4,
      extras: [chef.data.id],
    })
    if (status === 'cancelled') {
      const cancelled = await db.service.from('bookings').update({ status }).eq('id', id)
      if (cancelled.error) throw cancelled.error
    }
  }
})
afterAll(() => db?.stop())

describe('the revenue split of booking_analytics', () => {
  it("splits a villa's revenue into rent, fees and extras, with the tourist tax apart, as computed by hand", async () => {
    const result = await analytics(day(monthOffset - 10), day(monthOffset + 27))
    const figures = result.byVilla.find((v) => v.villaId === villa)!
    // Rent €6,300 (A's nights after the discount) + €2,222.22 (B, no offer stored) = €8,522.22.
    expect(split(figures)).toEqual({
      rent: 8522.22,
      fees: 350,
      extras: 360,
      revenue: 9232.22,
      touristTax: 60.48,
    })
    expect(figures.rent + figures.fees + figures.extras).toBeCloseTo(figures.revenue, 10)
    // Every other figure as before: 11 nights, A and B arriving, the tax in none of them.
    expect(figures.nightsBooked).toBe(11)
    expect(figures.bookings).toBe(2)
    expect(figures.averageDailyRate).toBe(839.29) // €9,232.22 ÷ 11
    expect(figures.averageBookingValue).toBe(4616.11) // (€7,010 + €2,222.22) ÷ 2
  })

  it("spreads a stay's fees, extras and tax over its nights, as its revenue, month by month", async () => {
    // No other confirmed stay falls in these two months (the seed's end within 45 days).
    const result = await analytics(day(monthOffset - 10), day(monthOffset + 27))
    const m = day(monthOffset - 1).slice(0, 7)
    // M: 3 of A's 7 nights: revenue €7,010 × 3/7 = €3,004.29, cleaning €150, chef €154.29, rent
    // €2,700 (€6,300 × 3/7), tax €25.92. M + 1: A's other 4 nights (€4,005.71, cleaning €200, chef
    // €205.71, rent €3,600, tax €34.56) and B (€2,222.22 of rent).
    expect(result.byMonth.map((month) => [month.month, split(month)])).toEqual([
      [m, { rent: 2700, fees: 150, extras: 154.29, revenue: 3004.29, touristTax: 25.92 }],
      [
        monthStart.slice(0, 7),
        { rent: 5822.22, fees: 200, extras: 205.71, revenue: 6227.93, touristTax: 34.56 },
      ],
    ])
    expect(split(result.totals)).toEqual({
      rent: 8522.22,
      fees: 350,
      extras: 360,
      revenue: 9232.22,
      touristTax: 60.48,
    })
  })

  it('counts a confirmed stay without a stored offer as rent only', async () => {
    const result = await analytics(day(monthOffset + 10), day(monthOffset + 13))
    const figures = result.byVilla.find((v) => v.villaId === villa)!
    expect(split(figures)).toEqual({
      rent: 2222.22,
      fees: 0,
      extras: 0,
      revenue: 2222.22,
      touristTax: 0,
    })
  })

  it('leaves pending and cancelled requests out, as every other figure', async () => {
    const result = await analytics(day(monthOffset + 16), day(monthOffset + 22))
    const figures = result.byVilla.find((v) => v.villaId === villa)!
    expect(split(figures)).toEqual({ rent: 0, fees: 0, extras: 0, revenue: 0, touristTax: 0 })
    expect(figures.nightsBooked).toBe(0)
  })

  const periods = [
    ['the worked months', () => [day(monthOffset - 40), day(monthOffset + 27)]],
    ['a year around today', () => [day(-180), day(185)]],
    ['one day', () => [day(monthOffset), day(monthOffset)]],
  ] as const
  for (const [name, period] of periods) {
    it(`adds rent, fees and extras up to revenue to the cent, and equals the night-by-night reference, for ${name}`, async () => {
      const [from, to] = period()
      const result = await analytics(from, to)
      const groups = [
        ['total', result.totals],
        ...result.byMonth.map((m) => [m.month, m] as const),
        ...result.byVilla.map((v) => [v.villaId, v] as const),
      ] as const
      for (const [, figures] of groups) {
        expect(Math.round((figures.rent + figures.fees + figures.extras) * 100)).toBe(
          Math.round(figures.revenue * 100),
        )
      }
      const reference = await splitReference(from, to)
      expect(Object.fromEntries(groups.map(([key, figures]) => [key, split(figures)]))).toEqual(
        reference,
      )
    })
  }
})

describe('booking_card_figures', () => {
  it('gives the Blocked Dates cards the revenue the split adds up to (confirmed stays, tax left out)', async () => {
    const { data, error } = await staff.rpc('booking_card_figures', { p_day: day(0) })
    if (error) throw error
    const { rows } = await db.stack.db.pg.query<{ revenue: string; tax: string }>(
      `select coalesce(sum(b.total_price - coalesce((b.quote).tourist_tax, 0)), 0)::text as revenue
       from public.bookings b where b.status = 'confirmed'`,
    )
    // Every confirmed stay's nights, whatever the villa: rent + fees + extras of the snapshot
    // (the stay's total when it has none).
    const { rows: parts } = await db.stack.db.pg.query<{ revenue: string }>(
      `select sum(case when b.quote is null then b.total_price
                       else (b.quote).rent + (b.quote).discounts + (b.quote).fees
                            + (b.quote).extras_total end)::text as revenue
       from public.bookings b where b.status = 'confirmed'`,
    )
    expect(data![0]!.total_revenue).toBe(Number(rows[0]!.revenue))
    expect(Number(parts[0]!.revenue)).toBe(Number(rows[0]!.revenue))
    // The worked villa's stays are in it: A's €7,010 and B's €2,222.22, not their €60.48 of tax.
    expect(data![0]!.total_revenue).toBeGreaterThanOrEqual(9232.22)
  })
})

/**
 * The reference: each villa-night of a confirmed stay with its share of the stay's fees, extras,
 * tax and rent (what is left of the total), summed by group and rounded once.
 */
async function splitReference(from: string, to: string) {
  const { rows } = await db.stack.db.pg.query<{
    key: string
    rent: number
    fees: number
    extras: number
    revenue: number
    touristTax: number
  }>(
    `with nights as (
       select v.id::text as villa, to_char(d, 'YYYY-MM') as month, b.*
       from public.villas v
       cross join generate_series($1::date, $2::date, interval '1 day') as d
       left join lateral (
         select
           (b.total_price - coalesce((b.quote).tourist_tax, 0) - coalesce((b.quote).fees, 0)
             - coalesce((b.quote).extras_total, 0)) / (b.check_out - b.check_in) as rent,
           coalesce((b.quote).fees, 0) / (b.check_out - b.check_in) as fees,
           coalesce((b.quote).extras_total, 0) / (b.check_out - b.check_in) as extras,
           (b.total_price - coalesce((b.quote).tourist_tax, 0)) / (b.check_out - b.check_in)
             as revenue,
           coalesce((b.quote).tourist_tax, 0) / (b.check_out - b.check_in) as tax
         from public.bookings b
         where b.villa_id = v.id and b.status = 'confirmed'
           and d::date >= b.check_in and d::date < b.check_out
       ) b on true
       where v.is_active
     )
     select g.key,
       round(coalesce(sum(n.rent), 0), 2)::float8 as rent,
       round(coalesce(sum(n.fees), 0), 2)::float8 as fees,
       round(coalesce(sum(n.extras), 0), 2)::float8 as extras,
       round(coalesce(sum(n.revenue), 0), 2)::float8 as revenue,
       round(coalesce(sum(n.tax), 0), 2)::float8 as "touristTax"
     from nights n
     cross join lateral (values ('total'), (n.month), (n.villa)) as g (key)
     group by g.key`,
    [from, to],
  )
  return Object.fromEntries(rows.map(({ key, ...figures }) => [key, figures]))
}
