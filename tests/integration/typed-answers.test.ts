import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'

// The booking engine's answers are composite types and the statuses enums (supabase/schemas:
// the enums in 00_schemas_and_extensions.sql, each answer's types beside its function). Through the real supabase-js client, the
// stack answers as PostgREST does (wire-contract.md 3.6): a function returning one composite →
// an object (also with .single()); `setof` → an array, [] when nothing (.maybeSingle() → null);
// `returns table` → an array; a composite attribute that is a composite or an array of them →
// a nested object or array. An enum compares with its labels; another value is 22P02.

let db: DatabaseStack
let staff: SupabaseClient
let villa: string

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = (await db.signIn('staff')).client
  villa = await createVilla(db.service, { name: 'Typed Answers Villa' })
})

afterAll(async () => {
  await db?.stop()
})

const night = { date: expect.any(String), price: expect.any(Number) }

describe('quote_stay (one composite)', () => {
  it('answers an object with its nights and no problem when bookable', async () => {
    const { data, error } = await db.anon.rpc('quote_stay', {
      p_villa_id: villa,
      p_check_in: day(40),
      p_check_out: day(43),
    })
    expect(error).toBeNull()
    expect(Array.isArray(data)).toBe(false)
    expect(data).toMatchObject({
      villa_id: villa,
      check_in: day(40),
      check_out: day(43),
      guests: null,
      nights: [night, night, night],
      night_count: 3,
      total: data.nights.reduce((sum: number, n: { price: number }) => sum + n.price, 0),
      bookable: true,
      problem: null,
      // Arrays of composites arrive as arrays of objects, each attribute by name.
      lines: [
        {
          kind: 'nights',
          label: '3 nights × €500',
          basis: null,
          quantity: 3,
          unit_amount: 500,
          amount: 1500,
          charge_id: null,
        },
      ],
      payments: [expect.objectContaining({ kind: 'full', due_on: day(3) })],
    })
    expect(data.nights.map((n: { date: string }) => n.date)).toEqual([day(40), day(41), day(42)])
  })

  it('names the rule as a nested object, and answers the same object with .single()', async () => {
    const { data, error } = await db.anon
      .rpc('quote_stay', { p_villa_id: villa, p_check_in: day(43), p_check_out: day(40) })
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({
      nights: [],
      night_count: 0,
      total: null,
      bookable: false,
      problem: { rule: 'dates', message: 'Check-out must be after check-in' },
    })
  })
})

describe('calendar_export (setof, at most one row)', () => {
  it('answers an array: one export for its token, none for another', async () => {
    const { data: link } = await db.service
      .from('villa_calendar_exports')
      .select('token')
      .eq('villa_id', villa)
      .single()
    const known = await db.service.rpc('calendar_export', { p_token: link!.token })
    expect(known.error).toBeNull()
    expect(known.data).toEqual([
      { villa_id: villa, villa_name: 'Typed Answers Villa', stays: [], blocked: [] },
    ])
    const unknown = await db.service.rpc('calendar_export', { p_token: 'x'.repeat(40) })
    expect(unknown).toMatchObject({ data: [], error: null })
    const none = await db.service.rpc('calendar_export', { p_token: 'x'.repeat(40) }).maybeSingle()
    expect(none).toMatchObject({ data: null, error: null })
  })
})

describe('admin_planner and booking_analytics (one composite each, nested lists)', () => {
  it('answers the planner window as an object whose stays carry the status enum', async () => {
    await createBooking(db.service, { villa_id: villa, check_in: day(50), check_out: day(53) })
    const { data, error } = await staff.rpc('admin_planner', { p_from: day(45), p_to: day(60) })
    expect(error).toBeNull()
    expect(data).toMatchObject({ from: day(45), to: day(60) })
    expect(data.villas).toContainEqual({
      id: villa,
      name: 'Typed Answers Villa',
      location: expect.any(String),
      changeover: expect.stringMatching(/^(same_day|full_day)$/),
    })
    const stay = data.stays.find((s: { villa_id: string }) => s.villa_id === villa)
    expect(stay).toMatchObject({ status: 'pending', check_in: day(50), overlaps: [] })
    expect(Array.isArray(data.blocked)).toBe(true)
  })

  it('answers the analytics report with the figures nested in each group', async () => {
    const { data, error } = await staff.rpc('booking_analytics', {
      p_from: day(0),
      p_to: day(30),
    })
    expect(error).toBeNull()
    expect(Object.keys(data).sort()).toEqual(['by_month', 'by_villa', 'from', 'to', 'totals'])
    expect(Object.keys(data.totals).sort()).toEqual(
      [
        'average_booking_value',
        'average_daily_rate',
        'average_lead_days',
        'bookings',
        'nights_available',
        'nights_booked',
        'occupancy_rate',
        'revenue',
        // The revenue split (issue 20): rent + fees + extras = revenue; the tax apart.
        'rent',
        'fees',
        'extras',
        'tourist_tax',
      ].sort(),
    )
    expect(data.by_villa).toContainEqual({
      villa_id: villa,
      villa_name: 'Typed Answers Villa',
      figures: expect.objectContaining({ nights_available: 31 }),
    })
  })
})

describe('admin_attention (returns table with arrays of a composite)', () => {
  it('answers one row whose feed lists are arrays and legal items text', async () => {
    const { data, error } = await staff.rpc('admin_attention')
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({
      failing_feeds: [],
      conflicting_feeds: [],
      missing_legal_identity: expect.any(Array),
    })
  })
})

describe('statuses as enums', () => {
  it('filter by their labels, and refuse another value as PostgREST does (22P02)', async () => {
    const pending = await staff.from('bookings').select('id').eq('status', 'pending')
    expect(pending.error).toBeNull()
    expect(pending.data!.length).toBeGreaterThan(0)
    const expired = await staff.from('bookings').select('id').eq('status', 'expired')
    expect(expired.data).toBeNull()
    expect(expired.error).toMatchObject({ code: '22P02' })
    expect(expired.status).toBe(400)
  })

  it('refuse a status outside the enum on write', async () => {
    const { data: booking } = await db.service
      .from('bookings')
      .select('id')
      .eq('villa_id', villa)
      .limit(1)
      .single()
    const { error } = await staff
      .from('bookings')
      .update({ status: 'archived' })
      .eq('id', booking!.id)
    expect(error).toMatchObject({ code: '22P02' })
  })
})
