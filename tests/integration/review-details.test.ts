import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createConfirmedBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack.ts'

// Reviews that say what they are (migration 20261126320000_review_details.sql): a rating of 1
// to 5, the month of the stay, a "Verified stay" only when staff link the review to a finished
// confirmed stay of the same villa, and an average per villa. Visitors never see the booking.

let db: DatabaseStack
let staff: SignedInUser
let villaId: string
let otherVillaId: string

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  villaId = await createVilla(db.service, { name: 'Villa Avis' })
  otherVillaId = await createVilla(db.service, { name: 'Villa Autre' })
})
afterAll(() => db?.stop())

/** A booking written as history (the request triggers refuse past dates). */
async function pastBooking(
  villa: string,
  status: 'confirmed' | 'pending' | 'cancelled',
  checkIn: number,
  checkOut: number,
): Promise<string> {
  let id = ''
  await db.stack.db.pg.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica`)
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.bookings (villa_id, guest_name, guest_email, guests_count, check_in,
         check_out, total_price, status, reference)
       values ($1, 'Ada Guest', 'ada@example.com', 2, $2, $3, 1000, $4,
         private.new_booking_reference()) returning id`,
      [villa, day(checkIn), day(checkOut), status],
    )
    id = rows[0]!.id
  })
  return id
}

let order = 100
async function addReview(fields: Record<string, unknown>, villa = villaId) {
  order += 1
  return staff.client
    .from('villa_reviews')
    .insert({
      villa_id: villa,
      guest_name: 'Ada Guest',
      guest_location: 'Oslo, Norway',
      review_text: 'A wonderful week.',
      display_order: order,
      ...fields,
    })
    .select('id, rating, stay_month, is_verified, published_on')
    .single()
}

const monthOf = (offset: number) => `${day(offset).slice(0, 8)}01`

describe('a review', () => {
  it('takes a rating from 1 to 5 and nothing else', async () => {
    for (const rating of [1, 5]) expect((await addReview({ rating })).error).toBeNull()
    for (const rating of [0, 6, -1]) {
      const { error } = await addReview({ rating })
      expect(error?.code).toBe('23514')
    }
  })

  it('keeps the month of a past stay, as its first day, and refuses a future one', async () => {
    const { data, error } = await addReview({ rating: 4, stay_month: day(-40) })
    expect(error).toBeNull()
    expect(data!.stay_month).toBe(monthOf(-40))
    expect(data!.is_verified).toBe(false)
    expect(data!.published_on).toBe(day(0))

    const future = await addReview({ rating: 4, stay_month: monthOf(70) })
    expect(future.error?.message).toBe('Month of stay: a review can only be about a past stay')
  })

  it('is verified when linked to a finished confirmed stay of its villa, whose month it takes', async () => {
    const booking = await pastBooking(villaId, 'confirmed', -30, -23)
    const { data, error } = await addReview({
      rating: 5,
      stay_month: monthOf(-200),
      booking_id: booking,
    })
    expect(error).toBeNull()
    expect(data!.is_verified).toBe(true)
    expect(data!.stay_month).toBe(monthOf(-30))

    // One review per stay.
    const again = await addReview({ rating: 5, booking_id: booking })
    expect(again.error?.code).toBe('23505')
  })

  it('cannot be verified by a stay of another villa, an unconfirmed one or one not over yet', async () => {
    const elsewhere = await pastBooking(otherVillaId, 'confirmed', -60, -53)
    const cancelled = await pastBooking(villaId, 'cancelled', -90, -83)
    const pending = await pastBooking(villaId, 'pending', -120, -113)
    const upcoming = await createConfirmedBooking(db.service, {
      villa_id: villaId,
      check_in: day(20),
      check_out: day(27),
    })
    const cases: Array<[string, string]> = [
      [elsewhere, 'Verified stay: the booking is of another villa'],
      [cancelled, 'Verified stay: the booking was never confirmed'],
      [pending, 'Verified stay: the booking was never confirmed'],
      [upcoming, 'Verified stay: the stay has not ended yet'],
    ]
    for (const [booking, message] of cases) {
      const { error } = await addReview({ rating: 5, booking_id: booking })
      expect(error?.code).toBe('23514')
      expect(error?.message).toContain(message)
    }
  })

  it('cannot be marked verified by hand', async () => {
    const { error } = await addReview({ rating: 5, is_verified: true })
    expect(error).not.toBeNull()
  })

  it('loses its mark when its booking is deleted', async () => {
    const booking = await pastBooking(villaId, 'confirmed', -160, -153)
    const { data } = await addReview({ rating: 3, booking_id: booking })
    await db.stack.db.pg.query('delete from public.bookings where id = $1', [booking])
    const { data: after } = await db.service
      .from('villa_reviews')
      .select('is_verified, stay_month')
      .eq('id', data!.id)
      .single()
    expect(after).toEqual({ is_verified: false, stay_month: monthOf(-160) })
  })
})

describe('what a visitor reads', () => {
  it('is the rating, month, mark and publication day, never the booking', async () => {
    const { data, error } = await db.anon
      .from('villa_reviews')
      .select('rating, stay_month, is_verified, published_on')
      .eq('villa_id', villaId)
    expect(error).toBeNull()
    expect(data!.length).toBeGreaterThan(0)

    const booking = await db.anon.from('villa_reviews').select('booking_id').limit(1)
    expect(booking.error?.code).toBe('42501')
    const everything = await db.anon.from('villa_reviews').select('*').limit(1)
    expect(everything.error?.code).toBe('42501')
  })

  it('counts only the active reviews of active villas in the average', async () => {
    const villa = await createVilla(db.service, { name: 'Villa Moyenne' })
    for (const [rating, active] of [
      [5, true],
      [4, true],
      [4, true],
      [1, false],
    ] as const) {
      const { error } = await addReview({ rating, is_active: active }, villa)
      expect(error).toBeNull()
    }
    expect((await addReview({ rating: null }, villa)).error).toBeNull() // written before ratings

    const summary = async (client = db.anon) => {
      const { data, error } = await client
        .from('villa_review_summaries')
        .select('review_count, rated_count, average_rating, verified_count')
        .eq('villa_id', villa)
      if (error) throw error
      return data
    }
    expect(await summary()).toEqual([
      { review_count: 4, rated_count: 3, average_rating: 4.3, verified_count: 0 },
    ])

    await db.service.from('villas').update({ is_active: false }).eq('id', villa)
    expect(await summary()).toEqual([])
    expect(await summary(staff.client)).toHaveLength(1)
  })

  it('has the demo villas rated, with their verified stays', async () => {
    const { data, error } = await db.anon
      .from('villa_review_summaries')
      .select('villa_id, rated_count, average_rating, verified_count')
      .eq('villa_id', 'a1000000-0000-4000-8000-000000000001')
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({
      villa_id: 'a1000000-0000-4000-8000-000000000001',
      rated_count: 3,
      average_rating: 5,
      verified_count: 1,
    })
  })
})
