import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createConfirmedBooking,
  createBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'

// Issue 21, point 3: the security deposit of a stay. Staff mark it requested (the quote's amount
// by default), received (how, on which day) and returned (on which day, each deduction with its
// reason); the amount returned is computed; a return is final and emails the guest once. One
// received and not returned within 14 days of departure is flagged. Visitors read only their
// own, through their stay link.

let db: DatabaseStack
let villaId: string
let staff: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { name: 'Villa Caution', price_per_night: 900 })
  const { error } = await db.service
    .from('villa_booking_terms')
    .update({ security_deposit: 2500 })
    .eq('villa_id', villaId)
  if (error) throw error
  staff = await db.signIn('staff')
})
afterAll(() => db?.stop())

let nextOffset = 40
/** A confirmed stay ahead, requested as a visitor would (its quote holds the €2,500 deposit). */
async function confirmedStay() {
  const email = `caution-${randomUUID().slice(0, 8)}@example.com`
  const id = await createConfirmedBooking(db.service, {
    villa_id: villaId,
    guest_email: email,
    check_in: day(nextOffset),
    check_out: day(nextOffset + 4),
  })
  nextOffset += 6
  return { id, email }
}

/** A confirmed stay written as history (the request triggers refuse past dates). */
async function pastStay(checkIn: number, checkOut: number) {
  const email = `caution-${randomUUID().slice(0, 8)}@example.com`
  let id = ''
  await db.stack.db.pg.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica`)
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.bookings (villa_id, guest_name, guest_email, guests_count, check_in,
         check_out, total_price, status, reference)
       values ($1, 'Marie Curie', $2, 2, $3, $4, 6000, 'confirmed',
         private.new_booking_reference()) returning id`,
      [villaId, email, day(checkIn), day(checkOut)],
    )
    id = rows[0]!.id
  })
  return { id, email }
}

async function depositOf(bookingId: string) {
  const { data, error } = await staff.client.rpc('admin_security_deposit', {
    p_booking_id: bookingId,
  })
  expect(error).toBeNull()
  return data![0]!
}

const receive = (bookingId: string, receivedOn = day(-20), amount = 2500) =>
  staff.client.rpc('admin_receive_security_deposit', {
    p_booking_id: bookingId,
    p_amount: amount,
    p_received_on: receivedOn,
    p_method: 'bank_transfer',
  })

const giveBack = (bookingId: string, deductions: unknown = [], returnedOn = day(0)) =>
  staff.client.rpc('admin_return_security_deposit', {
    p_booking_id: bookingId,
    p_returned_on: returnedOn,
    p_deductions: deductions as never,
  })

async function waitFor<T>(what: string, probe: () => Promise<T | null | false>): Promise<T> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

async function emailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(`${db.stack.mail.url}/api/v1/messages?limit=1000`)
  const { messages } = (await response.json()) as {
    messages: { ID: string; Subject: string; To: { Address: string }[] }[]
  }
  const mine = messages.filter((m) => m.To.some((to) => to.Address === address))
  return Promise.all(
    mine.map(async (m) => {
      const message = await fetch(`${db.stack.mail.url}/api/v1/message/${m.ID}`)
      return { subject: m.Subject, text: ((await message.json()) as { Text: string }).Text }
    }),
  )
}

describe('staff run the security deposit', () => {
  it('asks for the quoted amount, then records it received: how and when', async () => {
    const { id } = await confirmedStay()
    expect(await depositOf(id)).toMatchObject({
      state: 'not_requested',
      amount: 2500,
      quoted_amount: 2500,
      is_overdue: false,
    })

    const requested = await staff.client.rpc('admin_request_security_deposit', {
      p_booking_id: id,
    })
    expect(requested.error).toBeNull()
    expect(await depositOf(id)).toMatchObject({ state: 'requested', amount: 2500 })

    expect((await receive(id, day(0), 2000)).error).toBeNull()
    expect(await depositOf(id)).toMatchObject({
      state: 'received',
      amount: 2000,
      received_on: day(0),
      received_method: 'bank_transfer',
      return_due_on: day(nextOffset - 6 + 4 + 14),
    })
  })

  it('returns it less each deduction with its reason, emails the guest once, and is final', async () => {
    const { id, email } = await pastStay(-10, -3)
    expect((await receive(id)).error).toBeNull()
    const returned = await giveBack(id, [
      { amount: 180, reason: 'Broken wine glasses (6)' },
      { amount: 95.5, reason: 'Extra cleaning of the pool house' },
    ])
    expect(returned.error).toBeNull()
    expect(await depositOf(id)).toMatchObject({
      state: 'returned',
      returned_on: day(0),
      returned_amount: 2224.5,
      deductions: [
        { amount: 180, reason: 'Broken wine glasses (6)' },
        { amount: 95.5, reason: 'Extra cleaning of the pool house' },
      ],
    })

    const mail = await waitFor(
      'the deposit email',
      async () => (await emailsTo(email)).find((m) => /security deposit/i.test(m.subject)) ?? null,
    )
    expect(mail.subject).toMatch(
      /^Your security deposit for Villa Caution is returned · RV-[2-9A-HJKMNP-TV-Z]{4}$/,
    )
    expect(mail.text).toContain('€2,224.50')
    expect(mail.text).toContain('Broken wine glasses (6)')
    expect(mail.text).toContain('Extra cleaning of the pool house')
    expect(mail.text).toMatch(/\/stay\/[A-Za-z0-9_-]{22}/)

    // Final: neither returned again nor changed by hand; one email in all.
    const again = await giveBack(id, [])
    expect(again.error).toMatchObject({ code: '55000' })
    const edit = await staff.client
      .from('booking_security_deposits')
      .update({ amount: 1 })
      .eq('booking_id', id)
    expect(edit.error?.code).toBe('55000')
    const { rows } = await db.stack.db.pg.query<{ n: number }>(
      `select count(*)::int as n from public.notifications
       where booking_id = $1 and kind = 'deposit_returned'`,
      [id],
    )
    expect(rows[0]!.n).toBe(1)
  })

  it('returns it in full without deductions', async () => {
    const { id } = await pastStay(-30, -25)
    await receive(id, day(-31), 1500)
    expect((await giveBack(id)).error).toBeNull()
    expect(await depositOf(id)).toMatchObject({ returned_amount: 1500, deductions: [] })
  })

  it('names what is wrong: no reason, too much deducted, not received, a request', async () => {
    const { id } = await pastStay(-50, -45)
    expect((await giveBack(id)).error).toMatchObject({
      code: '55000',
      message: 'Record the security deposit as received before returning it',
    })
    await receive(id, day(-46), 1000)
    expect((await giveBack(id, [{ amount: 50, reason: '  ' }])).error).toMatchObject({
      code: '22023',
      details: 'deductions.0.reason',
    })
    expect((await giveBack(id, [{ amount: -5, reason: 'x' }])).error).toMatchObject({
      code: '22023',
      details: 'deductions.0.amount',
    })
    expect(
      (
        await giveBack(id, [
          { amount: 600, reason: 'Terrace furniture' },
          { amount: 500, reason: 'Lost keys' },
        ])
      ).error,
    ).toMatchObject({ code: '22023', details: 'deductions' })
    expect((await giveBack(id, [], day(-47))).error).toMatchObject({
      code: '22023',
      details: 'returned_on',
    })
    expect((await giveBack(id, [], day(1))).error).toMatchObject({ details: 'returned_on' })
    expect((await receive(id, day(1))).error).toMatchObject({ details: 'received_on' })

    const request = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(200),
      check_out: day(204),
    })
    expect((await receive(request)).error).toMatchObject({
      code: '55000',
      message: 'Only a confirmed stay has a security deposit',
    })
  })
})

describe('the 14 days after departure', () => {
  it('flags a deposit received and not returned more than 14 days after departure', async () => {
    const late = await pastStay(-22, -15)
    const onTime = await pastStay(-21, -14)
    const returned = await pastStay(-30, -20)
    for (const stay of [late, onTime, returned]) await receive(stay.id, day(-35))
    await giveBack(returned.id)

    expect(await depositOf(late.id)).toMatchObject({ is_overdue: true, return_due_on: day(-1) })
    expect(await depositOf(onTime.id)).toMatchObject({ is_overdue: false, return_due_on: day(0) })
    expect(await depositOf(returned.id)).toMatchObject({ is_overdue: false })

    const { data, error } = await staff.client.rpc('admin_overdue_security_deposits')
    expect(error).toBeNull()
    const rows: { booking_id: string }[] = data!
    const ids = rows.map((row) => row.booking_id)
    expect(ids).toContain(late.id)
    expect(ids).not.toContain(onTime.id)
    expect(ids).not.toContain(returned.id)
    expect(rows.find((row) => row.booking_id === late.id)).toMatchObject({
      villa_name: 'Villa Caution',
      guest_name: 'Marie Curie',
      amount: 2500,
      return_due_on: day(-1),
    })
  })
})

describe('who reads a deposit', () => {
  it('is nobody but staff through the API, and the guest through their stay link', async () => {
    const { id } = await pastStay(-60, -55)
    await receive(id, day(-61))

    const table = await db.anon.from('booking_security_deposits').select('*')
    expect(table.error?.code).toBe('42501')
    const one = await db.anon.rpc('admin_security_deposit', { p_booking_id: id })
    expect(one.error?.code).toBe('42501')
    const overdue = await db.anon.rpc('admin_overdue_security_deposits')
    expect(overdue.error?.code).toBe('42501')
    const user = await db.signIn('user')
    const asUser = await user.client.from('booking_security_deposits').select('*')
    expect(asUser.data).toEqual([])
    const refused = await user.client.rpc('admin_receive_security_deposit', {
      p_booking_id: id,
      p_amount: 1,
      p_received_on: day(0),
      p_method: 'card',
    })
    expect(refused.error?.code).toBe('42501')

    expect(
      (await db.anon.rpc('get_stay_security_deposit', { p_token: 'A'.repeat(22) })).data,
    ).toEqual([])
    const { rows } = await db.stack.db.pg.query<{ token: string }>(
      `select private.mint_stay_link($1) as token`,
      [id],
    )
    const mine = await db.anon.rpc('get_stay_security_deposit', { p_token: rows[0]!.token })
    expect(mine.error).toBeNull()
    expect(mine.data).toEqual([
      {
        state: 'received',
        amount: 2500,
        requested_at: expect.any(String),
        received_on: day(-61),
        received_method: 'bank_transfer',
        returned_on: null,
        returned_amount: null,
        deductions: [],
        return_due_on: day(-41),
      },
    ])
  })

  it('shows the guest of a confirmed stay the quoted deposit before staff ask for it', async () => {
    const { id } = await confirmedStay()
    const { rows } = await db.stack.db.pg.query<{ token: string }>(
      `select private.mint_stay_link($1) as token`,
      [id],
    )
    const { data } = await db.anon.rpc('get_stay_security_deposit', { p_token: rows[0]!.token })
    expect(data).toMatchObject([{ state: 'not_requested', amount: 2500 }])
  })
})
