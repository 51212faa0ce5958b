import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toBookingAnalyticsReport } from '../../src/features/admin/analytics/lib/analytics-report.ts'
import { toAdminToday } from '../../src/features/admin/today/lib/admin-today.ts'
import { seedScale } from '../../scripts/lib/scale-seed.ts'
import {
  createBooking,
  createConfirmedBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'

// The admin's front page (admin_today) and the sidebar's counts (admin_nav_counts) hold to the
// database read plainly here, on a crafted day and on five years of business; and occupancy is
// one figure whichever function answers it for the same period.

interface Stay {
  id: string
  villaId: string
  villa: string
  guestName: string
  guestEmail: string
  guests: number
  checkIn: string
  checkOut: string
  nights: number
}
interface Today {
  today: string
  weekEnd: string
  arrivals: Stay[]
  arrivalCount: number
  departures: Stay[]
  departureCount: number
  pending: (Stay & { totalPrice: number; createdAt: string; expiresAt: string | null })[]
  pendingCount: number
  unread: { id: string; name: string; email: string; formType: string; createdAt: string }[]
  unreadCount: number
  occupancy: {
    from: string
    to: string
    nightsAvailable: number
    nightsBooked: number
    occupancyRate: number
  }
}

async function today(client: SupabaseClient): Promise<Today> {
  const { data, error } = await client.rpc('admin_today')
  if (error) throw error
  // Read as the Today screen reads it (the api boundary's mapping of the composite answer).
  const answer: Today = toAdminToday(data)
  return answer
}

async function analyticsOccupancy(client: SupabaseClient, from: string, to: string) {
  const { data, error } = await client.rpc('booking_analytics', { p_from: from, p_to: to })
  if (error) throw error
  // Read as the Analytics screen reads it (the api boundary's mapping of the composite answer).
  return toBookingAnalyticsReport(data).totals
}

/** What the database holds, read without the function: ids in the function's order, counts. */
async function plainReading(db: DatabaseStack) {
  const q = async (sql: string) =>
    (await db.stack.db.pg.query<{ id: string }>(sql, [day(0), day(6)])).rows.map((row) => row.id)
  const villaOf = 'join public.villas v on v.id = b.villa_id'
  const arrivals = await q(`select b.id from public.bookings b ${villaOf}
    where b.status = 'confirmed' and b.check_in >= $1::date and b.check_in <= $2::date
    order by b.check_in, v.name, b.id`)
  const departures = await q(`select b.id from public.bookings b ${villaOf}
    where b.status = 'confirmed' and b.check_out >= $1::date and b.check_out <= $2::date
    order by b.check_out, v.name, b.id`)
  const pending = await q(`select b.id from public.bookings b
    where $1::date is not null and $2::date is not null
      and b.status = 'pending' and coalesce(b.expires_at > now(), true)
    order by b.expires_at nulls last, b.created_at, b.id`)
  const unread = await q(`select id from public.contact_submissions
    where $1::date is not null and $2::date is not null and status = 'unread'
    order by created_at desc, id`)
  // Occupancy of the next 30 days, night by night: every active villa × day, blocked or booked.
  const { rows } = await db.stack.db.pg.query<{ available: number; booked: number }>(
    `select count(*) filter (where not exists (select 1 from public.blocked_dates bd
                where bd.villa_id = v.id and bd.blocked_date = d::date))::int as available,
            count(*) filter (where exists (select 1 from public.bookings b
                where b.villa_id = v.id and b.status = 'confirmed'
                  and d::date >= b.check_in and d::date < b.check_out))::int as booked
     from public.villas v cross join generate_series($1::date, $2::date, interval '1 day') d
     where v.is_active`,
    [day(0), day(29)],
  )
  return { arrivals, departures, pending, unread, occupancy: rows[0]! }
}

async function expectTodayToMatchTheDatabase(db: DatabaseStack, client: SupabaseClient) {
  const answer = await today(client)
  const plain = await plainReading(db)
  expect(answer.today).toBe(day(0))
  expect(answer.weekEnd).toBe(day(6))
  expect(answer.arrivals.map((stay) => stay.id)).toEqual(plain.arrivals.slice(0, 100))
  expect(answer.arrivalCount).toBe(plain.arrivals.length)
  expect(answer.departures.map((stay) => stay.id)).toEqual(plain.departures.slice(0, 100))
  expect(answer.departureCount).toBe(plain.departures.length)
  expect(answer.pending.map((stay) => stay.id)).toEqual(plain.pending.slice(0, 100))
  expect(answer.pendingCount).toBe(plain.pending.length)
  expect(answer.unread.map((message) => message.id)).toEqual(plain.unread.slice(0, 5))
  expect(answer.unreadCount).toBe(plain.unread.length)
  const { available, booked } = plain.occupancy
  expect(answer.occupancy).toEqual({
    from: day(0),
    to: day(29),
    nightsAvailable: available,
    nightsBooked: booked,
    occupancyRate: available > 0 ? Math.round((booked * 1000) / available) / 10 : 0,
  })
  const { data: counts, error } = await client.rpc('admin_nav_counts')
  expect(error).toBeNull()
  expect(counts).toEqual([
    { pending_requests: plain.pending.length, unread_messages: plain.unread.length },
  ])
  return answer
}

let db: DatabaseStack
let staff: SupabaseClient
const ids: Record<string, string> = {}

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = (await db.signIn('staff')).client
  const villa = await createVilla(db.service, { name: 'Villa Aujourd’hui', max_guests: 8 })
  ids.villa = villa
  // Arriving today for 7 nights; leaving in 3 days; a live and an expired request; a declined one.
  ids.arrival = await createConfirmedBooking(db.service, {
    villa_id: villa,
    check_in: day(0),
    check_out: day(7),
    guests_count: 5,
    guest_name: 'Hélène Arrivée',
  })
  // A stay that began in the past, as five days ago's booking left it (the API refuses past days).
  const pg = db.stack.db.pg
  await pg.query('alter table public.bookings disable trigger bookings_enforce_request')
  const { rows } = await pg.query<{ id: string }>(
    `insert into public.bookings (villa_id, check_in, check_out, guest_name, guest_email,
       guests_count, total_price, status)
     values ($1, $2::date, $3::date, 'Paul Départ', 'paul@example.com', 2, 4000, 'confirmed')
     returning id`,
    [await createVilla(db.service, { name: 'Villa Départ' }), day(-4), day(0)],
  )
  await pg.query('alter table public.bookings enable trigger bookings_enforce_request')
  ids.departure = rows[0]!.id
  ids.pending = await createBooking(db.service, {
    villa_id: villa,
    check_in: day(20),
    check_out: day(27),
    guest_name: 'Iris Attente',
  })
  ids.expired = await createBooking(db.service, {
    villa_id: villa,
    check_in: day(40),
    check_out: day(47),
    guest_name: 'Expired Request',
  })
  await db.stack.db.pg.query(
    `update public.bookings set expires_at = now() - interval '1 hour' where id = $1`,
    [ids.expired],
  )
  const declined = await createBooking(db.service, {
    villa_id: villa,
    check_in: day(50),
    check_out: day(57),
    guest_name: 'Declined Request',
  })
  await db.service.from('bookings').update({ status: 'cancelled' }).eq('id', declined)
  const { error } = await db.service.from('blocked_dates').insert([
    { villa_id: villa, blocked_date: day(10), reason: 'Maintenance' },
    { villa_id: villa, blocked_date: day(11), reason: 'Maintenance' },
  ])
  if (error) throw error
})
afterAll(() => db?.stop())

describe('admin_today', () => {
  it('equals the database read plainly: arrivals, departures, live requests, unread, occupancy', async () => {
    const answer = await expectTodayToMatchTheDatabase(db, staff)
    const arrival = answer.arrivals.find((stay) => stay.id === ids.arrival)
    expect(arrival).toMatchObject({
      villa: 'Villa Aujourd’hui',
      guestName: 'Hélène Arrivée',
      guests: 5,
      checkIn: day(0),
      nights: 7,
    })
    expect(answer.departures.some((stay) => stay.id === ids.departure)).toBe(true)
    expect(answer.pending.find((stay) => stay.id === ids.pending)).toMatchObject({
      guestName: 'Iris Attente',
      nights: 7,
    })
    expect(answer.pending.some((stay) => stay.id === ids.expired)).toBe(false)
    expect(answer.pending.every((stay) => stay.guestName !== 'Declined Request')).toBe(true)
    expect(answer.occupancy.nightsBooked).toBeGreaterThanOrEqual(7)
  })

  it('follows a decision and a read message: the counts move', async () => {
    const before = await today(staff)
    const { error } = await db.service
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', ids.pending)
    expect(error).toBeNull()
    const { data: message, error: messageError } = await db.service
      .from('contact_submissions')
      .insert({
        name: 'Nina Question',
        email: 'nina@example.com',
        message: 'Is the pool heated?',
        form_type: 'general',
      })
      .select('id')
      .single()
    expect(messageError).toBeNull()
    const after = await expectTodayToMatchTheDatabase(db, staff)
    expect(after.pendingCount).toBe(before.pendingCount - 1)
    expect(after.unreadCount).toBe(before.unreadCount + 1)
    expect(after.unread[0]!.id).toBe(message!.id)
    expect(after.occupancy.nightsBooked).toBe(before.occupancy.nightsBooked + 7)
  })

  it('is for staff only: visitors and other accounts get 42501', async () => {
    for (const name of ['admin_today', 'admin_nav_counts'] as const) {
      expect((await db.anon.rpc(name)).error?.code).toBe('42501')
      const user = (await db.signIn(null)).client
      expect((await user.rpc(name)).error?.code).toBe('42501')
    }
    const admin = (await db.signIn('admin')).client
    expect((await admin.rpc('admin_nav_counts')).error).toBeNull()
  })
})

describe('one occupancy', () => {
  it('is the same from Today, Analytics and the Blocked Dates cards for the same period', async () => {
    const next30 = (await today(staff)).occupancy
    const analytics = await analyticsOccupancy(staff, day(0), day(29))
    expect(analytics.occupancyRate).toBe(next30.occupancyRate)
    expect(analytics.nightsBooked).toBe(next30.nightsBooked)

    const { data: card, error } = await staff.rpc('booking_card_figures', { p_day: day(0) })
    expect(error).toBeNull()
    const month = card![0]!
    const monthly = await analyticsOccupancy(staff, month.month_start, month.month_end)
    expect(month.occupancy_rate).toBe(monthly.occupancyRate)
    expect(month.nights_booked).toBe(monthly.nightsBooked)
    expect(month.nights_booked).toBeGreaterThan(0)
  })

  it('refuses nights_by_villa_month to anyone but staff', async () => {
    const visitor = await db.anon.rpc('nights_by_villa_month', {
      p_from: day(0),
      p_to: day(29),
    })
    expect(visitor.error?.code).toBe('42501')
  })
})

describe('admin_today on five years of business (the scale dataset)', () => {
  let scaled: DatabaseStack
  let scaledStaff: SupabaseClient
  beforeAll(async () => {
    scaled = await startDatabaseStack()
    await seedScale(scaled.stack.db.pg, 'small')
    scaledStaff = (await scaled.signIn('staff')).client
  }, 120_000)
  afterAll(() => scaled?.stop())

  it('equals the database read plainly', async () => {
    const answer = await expectTodayToMatchTheDatabase(scaled, scaledStaff)
    expect(answer.arrivalCount + answer.departureCount).toBeGreaterThan(0)
    expect(answer.occupancy.nightsBooked).toBeGreaterThan(0)
    const analytics = await analyticsOccupancy(scaledStaff, day(0), day(29))
    expect(analytics.occupancyRate).toBe(answer.occupancy.occupancyRate)
  }, 120_000)
})
