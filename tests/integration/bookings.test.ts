import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingRequest,
  createBooking,
  createConfirmedBooking,
  createVilla,
  day,
  startDatabaseStack,
  type BookingInput,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'

let db: DatabaseStack
let staff: SignedInUser
let villaId: string

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  villaId = await createVilla(db.service, { price_per_night: 500, max_guests: 4 })
  const season = await db.service.from('seasonal_pricing').insert({
    villa_id: villaId,
    season_name: 'Christmas Holiday',
    start_date: day(10),
    end_date: day(11),
    price_per_night: 800,
    priority: 1,
  })
  if (season.error) throw season.error
  const blocked = await db.service
    .from('blocked_dates')
    .insert({ villa_id: villaId, blocked_date: day(40), reason: 'Maintenance' })
  if (blocked.error) throw blocked.error
  await createConfirmedBooking(db.service, {
    villa_id: villaId,
    check_in: day(50),
    check_out: day(53),
  })
})

afterAll(async () => {
  await db?.stop()
})

/** Submits a booking request as a visitor, with a unique email to find it again as staff. */
async function requestAsVisitor(
  input: Partial<BookingInput> & { check_in: string; check_out: string },
) {
  const guestEmail = `guest-${randomUUID().slice(0, 8)}@example.com`
  const { error } = await db.anon
    .from('bookings')
    .insert(bookingRequest({ villa_id: villaId, guest_email: guestEmail, ...input }))
  const stored = await staff.client.from('bookings').select('*').eq('guest_email', guestEmail)
  expect(stored.error).toBeNull()
  return { error, stored: stored.data ?? [] }
}

describe('a booking request from a visitor', () => {
  it('is stored as pending, expiring 24 hours later, with the total of its nightly prices', async () => {
    const before = Date.now()
    const { error, stored } = await requestAsVisitor({
      check_in: day(9),
      check_out: day(12),
      status: 'confirmed',
      total_price: 1,
      expires_at: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString(),
    })
    expect(error).toBeNull()
    expect(stored).toHaveLength(1)
    const [booking] = stored
    expect(booking.status).toBe('pending')
    // Nights of day 9, 10 and 11: base 500, then the 800 season twice.
    expect(Number(booking.total_price)).toBe(2100)
    const expiresIn = Date.parse(booking.expires_at) - before
    expect(expiresIn).toBeGreaterThan(24 * 3600 * 1000 - 60_000)
    expect(expiresIn).toBeLessThan(24 * 3600 * 1000 + 60_000)
    expect(booking.check_in).toBe(day(9))
    expect(booking.check_out).toBe(day(12))
  })

  it('is accepted for a check-in today', async () => {
    const { error, stored } = await requestAsVisitor({ check_in: day(0), check_out: day(2) })
    expect(error).toBeNull()
    expect(stored).toHaveLength(1)
  })

  it("is refused for a check-in the day before the villa's day, wherever the visitor is", async () => {
    const { error, stored } = await requestAsVisitor({ check_in: day(-1), check_out: day(1) })
    expect(error?.message).toBe('Check-in cannot be in the past')
    expect(stored).toHaveLength(0)
  })

  const refusals: [
    string,
    Partial<BookingInput> & { check_in: string; check_out: string },
    string,
  ][] = [
    [
      'a check-in two days ago',
      { check_in: day(-2), check_out: day(2) },
      'Check-in cannot be in the past',
    ],
    [
      'a check-out on the check-in day',
      { check_in: day(5), check_out: day(5) },
      'Check-out must be after check-in',
    ],
    [
      'a check-out before the check-in',
      { check_in: day(6), check_out: day(5) },
      'Check-out must be after check-in',
    ],
    [
      'no guests',
      { check_in: day(5), check_out: day(7), guests_count: 0 },
      'At least one guest is required',
    ],
    [
      'more guests than the villa takes',
      { check_in: day(5), check_out: day(7), guests_count: 5 },
      'This villa accepts at most 4 guests',
    ],
    [
      'a stay over a blocked day',
      { check_in: day(38), check_out: day(41) },
      'These dates are not available',
    ],
    [
      'a stay over a confirmed booking',
      { check_in: day(45), check_out: day(51) },
      'These dates are not available',
    ],
    [
      'a check-in on a confirmed check-out day',
      { check_in: day(53), check_out: day(55) },
      'These dates are not available',
    ],
  ]

  for (const [what, input, message] of refusals) {
    it(`is refused for ${what}, and nothing is stored`, async () => {
      const { error, stored } = await requestAsVisitor(input)
      expect(error?.message).toBe(message)
      expect(stored).toEqual([])
    })
  }

  it('is refused for an inactive villa', async () => {
    const inactiveVilla = await createVilla(db.service, { is_active: false })
    const { error, stored } = await requestAsVisitor({
      villa_id: inactiveVilla,
      check_in: day(5),
      check_out: day(7),
    })
    expect(error?.message).toBe('This villa is not available for booking')
    expect(stored).toEqual([])
  })
})

describe('the status of a booking', () => {
  async function setStatus(id: string, status: string) {
    const { error } = await staff.client.from('bookings').update({ status }).eq('id', id)
    const { data } = await staff.client.from('bookings').select('status').eq('id', id).single()
    return { error, status: data?.status }
  }

  it('moves from pending to confirmed', async () => {
    const id = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(60),
      check_out: day(62),
    })
    expect(await setStatus(id, 'confirmed')).toEqual({ error: null, status: 'confirmed' })
  })

  it('moves from pending to cancelled', async () => {
    const id = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(64),
      check_out: day(66),
    })
    expect(await setStatus(id, 'cancelled')).toEqual({ error: null, status: 'cancelled' })
  })

  it('never moves again once confirmed or cancelled', async () => {
    const confirmed = await createConfirmedBooking(db.service, {
      villa_id: villaId,
      check_in: day(70),
      check_out: day(72),
    })
    const cancelled = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(74),
      check_out: day(76),
    })
    await setStatus(cancelled, 'cancelled')

    for (const [id, from, to] of [
      [confirmed, 'confirmed', 'cancelled'],
      [confirmed, 'confirmed', 'pending'],
      [cancelled, 'cancelled', 'confirmed'],
      [cancelled, 'cancelled', 'pending'],
    ]) {
      const result = await setStatus(id, to)
      expect(result.error?.message).toBe(`A ${from} booking cannot be changed to ${to}`)
      expect(result.error?.code).toBe('RV002')
      expect(result.status).toBe(from)
    }
  })

  it('cannot take an unknown value', async () => {
    const id = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(78),
      check_out: day(79),
    })
    const result = await setStatus(id, 'paid')
    expect(result.error).not.toBeNull()
    expect(result.status).toBe('pending')
  })

  it('cannot be confirmed over another confirmed booking, with a clear message', async () => {
    const first = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(80),
      check_out: day(84),
    })
    const overlapping = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(83),
      check_out: day(86),
    })
    const sharingCheckOutDay = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(84),
      check_out: day(85),
    })
    expect((await setStatus(first, 'confirmed')).status).toBe('confirmed')

    for (const id of [overlapping, sharingCheckOutDay]) {
      const result = await setStatus(id, 'confirmed')
      expect(result.error?.message).toBe('These dates overlap a confirmed booking for this villa')
      expect(result.error?.code).toBe('23P01')
      expect(result.status).toBe('pending')
    }
    // Cancelling the loser stays possible.
    expect((await setStatus(overlapping, 'cancelled')).status).toBe('cancelled')
  })

  it('keeps its total: staff may change the status only', async () => {
    const id = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(90),
      check_out: day(91),
    })
    const { error } = await staff.client.from('bookings').update({ total_price: 1 }).eq('id', id)
    expect(error).not.toBeNull()
    const { data } = await db.service.from('bookings').select('total_price').eq('id', id).single()
    expect(Number(data?.total_price)).toBe(500)
  })
})

describe('an expired request', () => {
  it('cannot be confirmed, but can be declined', async () => {
    const expired = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(160),
      check_out: day(162),
    })
    await db.stack.db.pg.query(
      `update public.bookings set expires_at = '2026-01-02 09:30:00+00' where id = $1`,
      [expired],
    )
    const confirm = await staff.client
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', expired)
    expect(confirm.error?.message).toBe(
      'This request expired on January 2, 2026 at 09:30 UTC: ask the guest to send a new one',
    )
    expect(confirm.error?.code).toBe('RV001')
    const decline = await staff.client
      .from('bookings')
      .update({ status: 'cancelled' })
      .eq('id', expired)
    expect(decline.error).toBeNull()
  })
})
