import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingRequest,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack'

let db: DatabaseStack
let villaId: string

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { name: 'Villa Receipt', price_per_night: 500 })
})

afterAll(async () => {
  await db?.stop()
})

/** A request sent as a visitor sends it: the browser chooses its id. */
async function sendRequest(email: string, input: { check_in: string; check_out: string }) {
  const id = randomUUID()
  const { error } = await db.anon
    .from('bookings')
    .insert(bookingRequest({ id, villa_id: villaId, guest_email: email, total_price: 1, ...input }))
  expect(error).toBeNull()
  return id
}

describe('the receipt of a booking request', () => {
  it('answers whoever holds the id and the email with what the database stored', async () => {
    const email = `receipt-${randomUUID().slice(0, 8)}@example.com`
    const id = await sendRequest(email, { check_in: day(30), check_out: day(33) })

    const { data, error } = await db.anon.rpc('get_booking_request_receipt', {
      p_booking_id: id,
      p_guest_email: ` ${email.toUpperCase()} `,
    })
    expect(error).toBeNull()
    expect(data).toEqual([
      expect.objectContaining({
        id,
        villa_id: villaId,
        villa_name: 'Villa Receipt',
        check_in: day(30),
        check_out: day(33),
        nights: 3,
        guests_count: 2,
        // The trigger's total (3 × €500), not the €1 the browser sent.
        total_price: 1500,
        status: 'pending',
        is_guest_emailed: true,
      }),
    ])
    // Never the guest's name, phone or special requests.
    expect(data![0]).not.toHaveProperty('guest_name')
    expect(data![0]).not.toHaveProperty('guest_phone')
    expect(data![0]).not.toHaveProperty('guest_email')
    expect(data![0]).not.toHaveProperty('special_requests')
  })

  it('answers nothing for another email, an unknown id, or a request older than 30 days', async () => {
    const email = `receipt-${randomUUID().slice(0, 8)}@example.com`
    const id = await sendRequest(email, { check_in: day(40), check_out: day(42) })

    const otherEmail = await db.anon.rpc('get_booking_request_receipt', {
      p_booking_id: id,
      p_guest_email: 'someone.else@example.com',
    })
    expect(otherEmail).toMatchObject({ data: [], error: null })
    const unknownId = await db.anon.rpc('get_booking_request_receipt', {
      p_booking_id: randomUUID(),
      p_guest_email: email,
    })
    expect(unknownId).toMatchObject({ data: [], error: null })

    const aged = await db.service
      .from('bookings')
      .update({ created_at: new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString() })
      .eq('id', id)
    expect(aged.error).toBeNull()
    const old = await db.anon.rpc('get_booking_request_receipt', {
      p_booking_id: id,
      p_guest_email: email,
    })
    expect(old).toMatchObject({ data: [], error: null })
  })

  it('says a pending request past its 24 hours has expired', async () => {
    const email = `receipt-${randomUUID().slice(0, 8)}@example.com`
    const id = await sendRequest(email, { check_in: day(50), check_out: day(52) })
    const lapsed = await db.service
      .from('bookings')
      .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('id', id)
    expect(lapsed.error).toBeNull()
    const { data } = await db.anon.rpc('get_booking_request_receipt', {
      p_booking_id: id,
      p_guest_email: email,
    })
    expect(data).toEqual([expect.objectContaining({ id, status: 'expired' })])
  })

  it('is the only way a visitor reads a booking back', async () => {
    const email = `receipt-${randomUUID().slice(0, 8)}@example.com`
    const id = await sendRequest(email, { check_in: day(60), check_out: day(61) })
    const { data } = await db.anon.from('bookings').select('id').eq('id', id)
    expect(data ?? []).toEqual([])
  })
})
