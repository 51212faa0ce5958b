import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedScale } from '../../scripts/lib/scale-seed.ts'
import {
  createConfirmedBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'

// The Blocked Dates screen reads its periods a page at a time from admin_blocked_periods, and
// blocks ranges with admin_block_days: both in the database, so nothing is capped at 1000 rows.

interface Period {
  villa_id: string
  villa_name: string
  start_day: string
  end_day: string
  reason: string
  is_booking: boolean
  day_count: number
  total_count: number
}

let db: DatabaseStack
let staff: SupabaseClient
let villa: string
let sameDay: string

async function periods(args: { p_villa_id?: string; p_limit?: number; p_offset?: number }) {
  const { data, error } = await staff.rpc('admin_blocked_periods', args)
  if (error) throw error
  return data as Period[]
}

async function block(villaId: string, from: string, to: string, reason: string) {
  const { data, error } = await staff
    .rpc('admin_block_days', { p_villa_id: villaId, p_from: from, p_to: to, p_reason: reason })
    .single()
  if (error) throw error
  return data as { blocked: number; skipped_booked: number; skipped_blocked: number }
}

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = (await db.signIn('staff')).client
  villa = await createVilla(db.service, { name: 'Aaa Periods Villa' })
  sameDay = await createVilla(db.service, { name: 'Aaa Same Day Villa' })
  await db.service.from('villas').update({ changeover: 'same_day' }).eq('id', sameDay)
  await createConfirmedBooking(db.service, {
    villa_id: villa,
    check_in: day(20),
    check_out: day(23),
    guest_name: 'Periods Guest',
  })
  await createConfirmedBooking(db.service, {
    villa_id: sameDay,
    check_in: day(20),
    check_out: day(23),
    guest_name: 'Same Day Guest',
  })
})
afterAll(() => db?.stop())

describe('admin_block_days', () => {
  it('blocks the free days of a range and says which it skipped', async () => {
    expect(await block(villa, day(10), day(12), 'Maintenance')).toEqual({
      blocked: 3,
      skipped_booked: 0,
      skipped_blocked: 0,
    })
    // Days 18-25: 20-23 are the stay's (check-in through check-out at a full-day villa).
    expect(await block(villa, day(11), day(25), 'Owner stay')).toEqual({
      blocked: 15 - 4 - 2,
      skipped_booked: 4,
      skipped_blocked: 2,
    })
    // At a same-day changeover villa the stay takes its nights: its check-out day stays free.
    expect(await block(sameDay, day(20), day(23), 'Owner stay')).toEqual({
      blocked: 1,
      skipped_booked: 3,
      skipped_blocked: 0,
    })
    const { rows } = await db.stack.db.pg.query<{ blocked_date: string; reason: string }>(
      `select blocked_date::text, reason from public.blocked_dates where villa_id = $1
       order by blocked_date`,
      [villa],
    )
    expect(rows.map((row) => row.blocked_date)).toEqual([
      day(10),
      day(11),
      day(12),
      ...[13, 14, 15, 16, 17, 18, 19, 24, 25].map(day),
    ])
  })

  it('refuses a backwards range, and anyone but staff', async () => {
    const backwards = await staff.rpc('admin_block_days', {
      p_villa_id: villa,
      p_from: day(5),
      p_to: day(4),
      p_reason: 'x',
    })
    expect(backwards.error?.code).toBe('22023')
    const visitor = await db.anon.rpc('admin_block_days', {
      p_villa_id: villa,
      p_from: day(5),
      p_to: day(6),
      p_reason: 'x',
    })
    expect(visitor.error?.code).toBe('42501')
  })
})

describe('admin_blocked_periods', () => {
  it('groups consecutive days of one villa and reason, and shows confirmed stays with the guest', async () => {
    const list = (await periods({ p_villa_id: villa })).map((p) => ({
      start: p.start_day,
      end: p.end_day,
      reason: p.reason,
      booking: p.is_booking,
      days: p.day_count,
    }))
    expect(list).toEqual([
      { start: day(10), end: day(12), reason: 'Maintenance', booking: false, days: 3 },
      { start: day(13), end: day(19), reason: 'Owner stay', booking: false, days: 7 },
      { start: day(20), end: day(23), reason: 'Booking: Periods Guest', booking: true, days: 4 },
      { start: day(24), end: day(25), reason: 'Owner stay', booking: false, days: 2 },
    ])
  })

  it('pages through every period of five years of business, equal to a plain computation', async () => {
    await seedScale(db.stack.db.pg, 'small')
    const all: Period[] = []
    for (let offset = 0; ; offset += 25) {
      const page = await periods({ p_limit: 25, p_offset: offset })
      all.push(...page)
      if (page.length < 25) break
    }
    expect(all.length).toBeGreaterThan(50)
    expect(all[0]!.total_count).toBe(all.length)
    const { rows } = await db.stack.db.pg.query<{ stays: number; blocked: number }>(
      `select
         (select count(*)::int from public.bookings where status = 'confirmed'
            and upper(occupied) - 1 >= (now() at time zone 'Europe/Paris')::date) as stays,
         (select count(*)::int from public.blocked_dates
            where blocked_date >= (now() at time zone 'Europe/Paris')::date) as blocked`,
    )
    expect(all.filter((p) => p.is_booking)).toHaveLength(rows[0]!.stays)
    // Every blocked day from today on is in exactly one listed period.
    const today = day(0)
    const listedFromToday = all
      .filter((p) => !p.is_booking)
      .reduce((sum, p) => {
        const first = p.start_day > today ? p.start_day : today
        return sum + (Date.parse(p.end_day) - Date.parse(first)) / 86_400_000 + 1
      }, 0)
    expect(listedFromToday).toBe(rows[0]!.blocked)
    // Every period ends today or later; they come by first day.
    expect(all.every((p) => p.end_day >= today)).toBe(true)
    const sorted = [...all].sort((a, b) => (a.start_day < b.start_day ? -1 : 1))
    expect(sorted.map((p) => p.start_day)).toEqual(all.map((p) => p.start_day))
  }, 120_000)

  it('refuses visitors, and pages of more than 100', async () => {
    const visitor = await db.anon.rpc('admin_blocked_periods', {})
    expect(visitor.error?.code).toBe('42501')
    const big = await staff.rpc('admin_blocked_periods', { p_limit: 101 })
    expect(big.error?.code).toBe('22023')
  })
})
