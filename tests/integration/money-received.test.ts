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

// Issue 21, point 2: the money received on a booking. Staff record payments and refunds
// (public.booking_payments); public.booking_money reads them against the schedule stored with
// the booking's quote: what is received, late, still to pay, next due, and the payment state.

let db: DatabaseStack
let villaId: string
let admin: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { name: 'Villa Ledger', price_per_night: 1000 })
  admin = await db.signIn('admin')
})
afterAll(() => db?.stop())

let nextOffset = 90
/** A confirmed week far enough ahead for a deposit and a balance; answers its id. */
async function confirmedStay(): Promise<string> {
  const id = await createConfirmedBooking(db.service, {
    villa_id: villaId,
    check_in: day(nextOffset),
    check_out: day(nextOffset + 7),
    adults: 2,
  })
  nextOffset += 8
  return id
}

interface Scheduled {
  kind: string
  due_on: string
  amount: number
}

async function scheduleOf(bookingId: string): Promise<{ total: number; payments: Scheduled[] }> {
  const { rows } = await db.stack.db.pg.query<{ total: string; payments: Scheduled[] }>(
    `select (quote).total, to_json((quote).payments) as payments from public.bookings where id = $1`,
    [bookingId],
  )
  return { total: Number(rows[0]!.total), payments: rows[0]!.payments }
}

async function money(bookingId: string) {
  const { data, error } = await admin.client.rpc('booking_money', { p_booking_id: bookingId })
  expect(error).toBeNull()
  return data!
}

async function record(
  bookingId: string,
  amount: number,
  extra: { kind?: 'payment' | 'refund'; received_on?: string; external_id?: string } = {},
) {
  return admin.client
    .from('booking_payments')
    .insert({ booking_id: bookingId, amount, method: 'bank_transfer', ...extra })
    .select('id')
    .single()
}

/** Rewrites the stored quote, which the database otherwise never lets change. */
async function rewriteQuote(bookingId: string, set: string, params: unknown[] = []) {
  const pg = db.stack.db.pg
  await pg.query(`alter table public.bookings disable trigger bookings_keep_quote`)
  try {
    await pg.query(`update public.bookings b set ${set} where id = $1`, [bookingId, ...params])
  } finally {
    await pg.query(`alter table public.bookings enable trigger bookings_keep_quote`)
  }
}

/** Moves the stored schedule's due dates. */
function setDueDates(bookingId: string, dueOn: string[]) {
  return rewriteQuote(
    bookingId,
    `quote.payments = array(
       select row(p.kind, p.label, ($2::date[])[p.ordinality], p.amount, p.label_fr)::public.quote_payment
       from unnest((b.quote).payments) with ordinality as p
       order by p.ordinality)`,
    [dueOn],
  )
}

describe('a stay paid by deposit then balance', () => {
  it('moves from awaiting the deposit to paid in full, the balance computed at each step', async () => {
    const id = await confirmedStay()
    const { total, payments } = await scheduleOf(id)
    expect(payments.map((p) => p.kind)).toEqual(['deposit', 'balance'])
    const [deposit, balance] = payments as [Scheduled, Scheduled]
    expect(Number(deposit.amount) + Number(balance.amount)).toBe(total)

    expect(await money(id)).toMatchObject({
      total,
      received: 0,
      remaining: total,
      due_now: 0,
      next_due_on: deposit.due_on,
      next_due_amount: Number(deposit.amount),
      state: 'awaiting_deposit',
    })

    // Half the deposit: still awaiting it, the other half is what is next due.
    const half = Number(deposit.amount) / 2
    expect((await record(id, half)).error).toBeNull()
    expect(await money(id)).toMatchObject({
      received: half,
      remaining: total - half,
      next_due_on: deposit.due_on,
      next_due_amount: Number(deposit.amount) - half,
      state: 'awaiting_deposit',
    })

    expect((await record(id, Number(deposit.amount) - half)).error).toBeNull()
    expect(await money(id)).toMatchObject({
      received: Number(deposit.amount),
      remaining: Number(balance.amount),
      next_due_on: balance.due_on,
      next_due_amount: Number(balance.amount),
      state: 'deposit_received',
    })

    expect((await record(id, Number(balance.amount))).error).toBeNull()
    expect(await money(id)).toMatchObject({
      received: total,
      remaining: 0,
      overpaid: 0,
      next_due_on: null,
      next_due_amount: null,
      state: 'paid_in_full',
    })
  })

  it('shows an overpayment, and a refund of it brings the books back to the total', async () => {
    const id = await confirmedStay()
    const { total } = await scheduleOf(id)
    expect((await record(id, total + 150)).error).toBeNull()
    expect(await money(id)).toMatchObject({
      received: total + 150,
      overpaid: 150,
      remaining: 0,
      state: 'paid_in_full',
    })

    expect((await record(id, 150, { kind: 'refund' })).error).toBeNull()
    expect(await money(id)).toMatchObject({
      paid: total + 150,
      refunded: 150,
      received: total,
      overpaid: 0,
      state: 'paid_in_full',
    })
  })

  it('counts a refund against what was received: paid in full no longer once money is given back', async () => {
    const id = await confirmedStay()
    const { total, payments } = await scheduleOf(id)
    await record(id, total)
    await record(id, 500, { kind: 'refund' })
    expect(await money(id)).toMatchObject({
      received: total - 500,
      remaining: 500,
      next_due_on: payments[1]!.due_on,
      next_due_amount: 500,
      state: 'deposit_received',
    })
  })
})

describe('a payment the schedule asked for and did not get', () => {
  it('is overdue the day after its due date, not on it', async () => {
    const id = await confirmedStay()
    const { payments } = await scheduleOf(id)
    const deposit = Number(payments[0]!.amount)

    await setDueDates(id, [day(0), day(30)])
    expect(await money(id)).toMatchObject({ state: 'awaiting_deposit', due_now: 0 })

    await setDueDates(id, [day(-1), day(30)])
    expect(await money(id)).toMatchObject({
      state: 'overdue',
      due_now: deposit,
      next_due_on: day(-1),
      next_due_amount: deposit,
    })

    // Part of it: still overdue, by what is missing.
    await record(id, 100)
    expect(await money(id)).toMatchObject({ state: 'overdue', due_now: deposit - 100 })

    await record(id, deposit - 100)
    expect(await money(id)).toMatchObject({ state: 'deposit_received', due_now: 0 })

    // The balance's day passes too.
    await setDueDates(id, [day(-10), day(-1)])
    const { remaining } = await money(id)
    expect(await money(id)).toMatchObject({ state: 'overdue', due_now: remaining })
  })

  it('is nothing on a cancelled booking: its money is settled by the cancellation', async () => {
    const id = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(300),
      check_out: day(304),
    })
    await record(id, 300)
    await setDueDates(id, [day(-5), day(-1)])
    const { error } = await admin.client
      .from('bookings')
      .update({ status: 'cancelled' })
      .eq('id', id)
    expect(error).toBeNull()
    expect(await money(id)).toMatchObject({
      state: 'cancelled',
      received: 300,
      due_now: 0,
      remaining: 0,
      next_due_on: null,
    })
  })
})

describe('what the books refuse', () => {
  it('refuses a refund of more than was received, with the amount in words', async () => {
    const id = await confirmedStay()
    await record(id, 400)
    const { error } = await record(id, 401, { kind: 'refund' })
    expect(error?.code).toBe('23514')
    expect(error?.message).toBe('A refund cannot be more than was received (€400).')
    expect((await money(id)).received).toBe(400)
  })

  it('refuses a payment dated in the future', async () => {
    const id = await confirmedStay()
    const { error } = await record(id, 100, { received_on: day(1) })
    expect(error?.message).toBe('A payment cannot be dated in the future.')
    expect((await record(id, 100, { received_on: day(0) })).error).toBeNull()
  })

  it('refuses amounts of nothing, methods it does not know, and a processor event recorded twice', async () => {
    const id = await confirmedStay()
    expect((await record(id, 0)).error?.code).toBe('23514')
    expect((await record(id, -20)).error?.code).toBe('23514')
    const { error: method } = await admin.client
      .from('booking_payments')
      .insert({ booking_id: id, amount: 10, method: 'cash in hand' })
    expect(method?.code).toBe('23514')

    expect((await record(id, 50, { external_id: 'evt_once' })).error).toBeNull()
    expect((await record(id, 50, { external_id: 'evt_once' })).error?.code).toBe('23505')
    expect((await money(id)).received).toBe(50)
  })

  it('records who entered a payment', async () => {
    const id = await confirmedStay()
    await record(id, 10)
    const { data } = await admin.client
      .from('booking_payments')
      .select('recorded_by')
      .eq('booking_id', id)
    expect(data).toEqual([{ recorded_by: admin.userId }])
  })
})

describe('who sees the money', () => {
  it('gives a visitor and a signed-in guest nothing: no rows, no insert, no figures', async () => {
    const id = await confirmedStay()
    await record(id, 250)
    const user = await db.signIn('user')

    for (const client of [db.anon, user.client]) {
      const { data: rows } = await client.from('booking_payments').select('*')
      expect(rows ?? []).toEqual([])
      const { error: insert } = await client
        .from('booking_payments')
        .insert({ booking_id: id, amount: 1, method: 'other' })
      expect(insert).not.toBeNull()
    }
    const { error: anonCall } = await db.anon.rpc('booking_money', { p_booking_id: id })
    expect(anonCall?.code).toBe('42501')
    const { data: userCall } = await user.client.rpc('booking_money', { p_booking_id: id })
    expect(userCall).toMatchObject({ total: null, received: null, state: null })
    expect((await money(id)).received).toBe(250)
  })

  it('lets staff delete a mistaken entry, never edit one', async () => {
    const id = await confirmedStay()
    const { data } = await record(id, 999)
    const { error: edit } = await admin.client
      .from('booking_payments')
      .update({ amount: 9 })
      .eq('id', data!.id)
    expect(edit?.code).toBe('42501')
    const { error: remove } = await admin.client
      .from('booking_payments')
      .delete()
      .eq('id', data!.id)
    expect(remove).toBeNull()
    expect((await money(id)).received).toBe(0)
  })
})

describe('a booking with no stored quote (before issue 20)', () => {
  it('owes its total price on arrival', async () => {
    const id = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(400),
      check_out: day(403),
    })
    await rewriteQuote(id, `quote = null, total_price = 1800`)
    expect(await money(id)).toMatchObject({
      total: 1800,
      remaining: 1800,
      next_due_on: day(400),
      next_due_amount: 1800,
      state: 'awaiting_deposit',
    })
  })
})
