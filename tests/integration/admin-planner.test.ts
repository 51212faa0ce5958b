import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedScale } from '../../scripts/lib/scale-seed.ts'
import { day, startDatabaseStack, type DatabaseStack } from './support/database-stack.ts'

// admin_planner: one window of every active villa's confirmed stays, live requests and blocked
// days, in one call, to staff only. Checked on the scale dataset against plain queries.

interface Planner {
  from: string
  to: string
  villas: { id: string; name: string }[]
  stays: { id: string; status: string }[]
  blocked: { villa_id: string; first: string; last: string; reason: string | null }[]
}

let db: DatabaseStack
let staff: SupabaseClient

beforeAll(async () => {
  db = await startDatabaseStack()
  await seedScale(db.stack.db.pg, 'small')
  staff = (await db.signIn('staff')).client
}, 120_000)
afterAll(() => db?.stop())

async function planner(from: string, to: string) {
  const { data, error } = await staff.rpc('admin_planner', { p_from: from, p_to: to })
  if (error) throw error
  return data as unknown as Planner
}

describe('admin_planner', () => {
  it('holds exactly the window’s active villas, confirmed stays, live requests and blocked days', async () => {
    // Last summer: the busy season (the villas close in winter).
    const [from, to] = [day(-175), day(-90)]
    const window = await planner(from, to)
    const sql = db.stack.db.pg
    const villas = await sql.query<{ id: string }>(
      'select id from public.villas where is_active order by name',
    )
    expect(window.villas.map((villa) => villa.id)).toEqual(villas.rows.map((row) => row.id))
    const stays = await sql.query<{ id: string }>(
      `select b.id from public.bookings b join public.villas v on v.id = b.villa_id and v.is_active
       where (b.status = 'confirmed' or (b.status = 'pending' and b.expires_at > now()))
         and b.check_in <= $2 and b.check_out >= $1 order by b.id`,
      [from, to],
    )
    expect(window.stays.map((stay) => stay.id).sort()).toEqual(stays.rows.map((row) => row.id))
    expect(window.stays.length).toBeGreaterThan(20)
    expect(new Set(window.stays.map((stay) => stay.status))).toContain('confirmed')
    const blocked = await sql.query<{ n: number }>(
      `select count(*)::int as n from public.blocked_dates bd
       join public.villas v on v.id = bd.villa_id and v.is_active
       where bd.blocked_date between $1 and $2`,
      [from, to],
    )
    // Runs of consecutive days with one reason: their days add up to the blocked days.
    const days = window.blocked.reduce(
      (sum, run) => sum + (Date.parse(run.last) - Date.parse(run.first)) / 86_400_000 + 1,
      0,
    )
    expect(days).toBe(blocked.rows[0]!.n)
    expect(window.blocked.length).toBeLessThan(days)
    expect(window.blocked.every((run) => run.first >= from && run.last <= to)).toBe(true)
  })

  it('refuses visitors, users who are not staff, and a window of more than 190 days', async () => {
    const visitor = await db.anon.rpc('admin_planner', { p_from: day(0), p_to: day(30) })
    expect(visitor.error?.code).toBe('42501')
    const user = (await db.signIn(null)).client
    const signedIn = await user.rpc('admin_planner', { p_from: day(0), p_to: day(30) })
    expect(signedIn.error).toMatchObject({
      code: '42501',
      message: 'Only staff can read the planner',
    })
    const tooLong = await staff.rpc('admin_planner', { p_from: day(0), p_to: day(191) })
    expect(tooLong.error).toMatchObject({
      code: '22023',
      message: 'A planner window covers at most 190 days',
    })
  })
})
