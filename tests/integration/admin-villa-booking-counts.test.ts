import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedScale } from '../../scripts/lib/scale-seed.ts'
import { day, startDatabaseStack, type DatabaseStack } from './support/database-stack.ts'

// admin_villa_booking_counts gives Manage Villas each villa's bookings in one grouped count, so a
// row can say before a delete is tried that the villa is booked (and will be kept). Held to plain
// SQL on the small scale dataset, past any 1000-row cap.

interface CountRow {
  villa_id: string
  booking_count: number
  upcoming_count: number
}

let db: DatabaseStack
let staff: SupabaseClient

beforeAll(async () => {
  db = await startDatabaseStack()
  await seedScale(db.stack.db.pg, 'small')
  staff = (await db.signIn('staff')).client
}, 120_000)
afterAll(() => db?.stop())

describe('admin_villa_booking_counts', () => {
  it('counts every booking and the upcoming confirmed stays per villa, as plain SQL', async () => {
    const { data, error } = await staff.rpc('admin_villa_booking_counts')
    expect(error).toBeNull()
    const { rows } = await db.stack.db.pg.query<{
      villa_id: string
      booking_count: number
      upcoming_count: number
    }>(
      `select villa_id::text,
         count(*)::int as booking_count,
         sum(case when status = 'confirmed' and check_out >= $1::date then 1 else 0 end)::int
           as upcoming_count
       from public.bookings group by villa_id order by villa_id`,
      [day(0)],
    )
    expect(
      ((data ?? []) as CountRow[]).map((row) => ({
        villa_id: row.villa_id,
        booking_count: Number(row.booking_count),
        upcoming_count: Number(row.upcoming_count),
      })),
    ).toEqual(rows)
    const total = rows.reduce((sum, row) => sum + row.booking_count, 0)
    expect(total).toBeGreaterThan(1000)
  })

  it('refuses a visitor and a signed-in account without a staff role (42501)', async () => {
    const user = (await db.signIn(null)).client
    for (const client of [db.anon, user]) {
      const { data, error } = await client.rpc('admin_villa_booking_counts')
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
  })
})
