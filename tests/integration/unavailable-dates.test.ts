import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBooking,
  createConfirmedBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'

let db: DatabaseStack
let staff: SignedInUser
let villaId: string
let otherVillaId: string

async function unavailable(villa: string, from: number, to: number): Promise<string[]> {
  const { data, error } = await db.anon.rpc('get_villa_unavailable_dates', {
    p_villa_id: villa,
    p_from: day(from),
    p_to: day(to),
  })
  expect(error).toBeNull()
  return data as string[]
}

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  villaId = await createVilla(db.service)
  otherVillaId = await createVilla(db.service)

  const blocked = await db.service.from('blocked_dates').insert([
    { villa_id: villaId, blocked_date: day(3), reason: 'Maintenance' },
    { villa_id: villaId, blocked_date: day(4), reason: 'Maintenance' },
    { villa_id: otherVillaId, blocked_date: day(6), reason: 'Owner stay' },
  ])
  if (blocked.error) throw blocked.error

  await createConfirmedBooking(db.service, {
    villa_id: villaId,
    check_in: day(10),
    check_out: day(13),
  })
  await createBooking(db.service, { villa_id: villaId, check_in: day(20), check_out: day(22) })
  const cancelled = await createBooking(db.service, {
    villa_id: villaId,
    check_in: day(30),
    check_out: day(32),
  })
  const cancel = await db.service
    .from('bookings')
    .update({ status: 'cancelled' })
    .eq('id', cancelled)
  if (cancel.error) throw cancel.error
})

afterAll(async () => {
  await db?.stop()
})

describe('unavailable dates of a villa', () => {
  it('are its blocked days and every day of its confirmed bookings, check-in through check-out', async () => {
    expect(await unavailable(villaId, 0, 40)).toEqual([
      day(3),
      day(4),
      day(10),
      day(11),
      day(12),
      day(13),
    ])
  })

  it('leave out pending and cancelled bookings and other villas', async () => {
    const dates = await unavailable(villaId, 0, 40)
    for (const free of [day(6), day(20), day(21), day(22), day(30), day(31), day(32)]) {
      expect(dates).not.toContain(free)
    }
  })

  it('are limited to the requested range', async () => {
    expect(await unavailable(villaId, 11, 12)).toEqual([day(11), day(12)])
    expect(await unavailable(villaId, 13, 20)).toEqual([day(13)])
  })

  it('are plain dates, with no guest data', async () => {
    for (const value of await unavailable(villaId, 0, 40)) {
      expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})

describe('blocking a day', () => {
  it('is refused inside a confirmed booking, with a message naming the conflict', async () => {
    for (const offset of [10, 12, 13]) {
      const { error } = await staff.client
        .from('blocked_dates')
        .insert({ villa_id: villaId, blocked_date: day(offset), reason: 'Maintenance' })
      expect(error?.message).toContain('conflicts with confirmed booking')
      expect(error?.code).toBe('23P01')
    }
    const { data } = await db.service
      .from('blocked_dates')
      .select('blocked_date')
      .eq('villa_id', villaId)
      .gte('blocked_date', day(10))
      .lte('blocked_date', day(13))
    expect(data).toEqual([])
  })

  it('refuses a whole range that touches a confirmed booking', async () => {
    const rows = [8, 9, 10].map((offset) => ({
      villa_id: villaId,
      blocked_date: day(offset),
      reason: 'Bulk blocked',
    }))
    const { error } = await staff.client.from('blocked_dates').insert(rows)
    expect(error?.message).toContain('conflicts with confirmed booking')
    expect(error?.code).toBe('23P01')
    expect(await unavailable(villaId, 8, 9)).toEqual([])
  })

  it('is accepted next to a confirmed booking and on a pending one, and then shows as unavailable', async () => {
    const { error } = await staff.client.from('blocked_dates').insert([
      { villa_id: villaId, blocked_date: day(14), reason: 'Maintenance' },
      { villa_id: villaId, blocked_date: day(21), reason: 'Maintenance' },
    ])
    expect(error).toBeNull()
    expect(await unavailable(villaId, 14, 21)).toEqual([day(14), day(21)])
  })

  it('refuses the same day twice for one villa', async () => {
    const { error } = await staff.client
      .from('blocked_dates')
      .insert({ villa_id: villaId, blocked_date: day(3), reason: 'Again' })
    expect(error?.code).toBe('23505')
  })
})
