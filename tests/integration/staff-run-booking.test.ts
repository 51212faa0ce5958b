import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingRequest,
  createBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'
import { emailsTo, waitFor } from './support/mail'

// Issue 21, point 6: staff run the booking, not just the request. Every booking has a short
// reference; confirm and decline carry a word to the guest; each cancellation records who and
// why; staff enter phone bookings, move a confirmed stay (re-quoted) and cancel it (the stored
// tiers of the day price it, the refund due is kept, the days are free again).

const STAFF = 'run-staff@rivieravillas.test'

let db: DatabaseStack
let villaId: string
let otherVillaId: string
let admin: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { name: 'Villa Staff Run', price_per_night: 1000 })
  otherVillaId = await createVilla(db.service, { name: 'Villa Elsewhere', price_per_night: 700 })
  await db.stack.db.pg.query(
    `update public.site_settings set setting_value = $1 where setting_key = 'notification_staff_emails'`,
    [STAFF],
  )
  admin = await db.signIn('admin')
})
afterAll(() => db?.stop())

async function emailTo(address: string, subject: RegExp) {
  return waitFor(`the email "${subject}" to ${address}`, async () =>
    (await emailsTo(db.stack, address)).find((m) => subject.test(m.subject)),
  )
}

async function booking(id: string) {
  const { rows } = await db.stack.db.pg.query<Record<string, unknown>>(
    `select status::text, reference, cancelled_by, cancellation_reason, cancellation_cost::float8,
            refund_due::float8, total_price::float8, villa_id, check_in::text, check_out::text,
            source, price_note, guest_message, (quote).total::float8 as quote_total
     from public.bookings where id = $1`,
    [id],
  )
  return rows[0]!
}

async function kindsOf(id: string): Promise<string[]> {
  const { rows } = await db.stack.db.pg.query<{ kind: string }>(
    `select kind from public.notifications where booking_id = $1 order by created_at`,
    [id],
  )
  return rows.map((row) => row.kind)
}

/** A request from the site, as a visitor sends it. */
async function request(villa: string, from: number, nights: number, email?: string) {
  const id = randomUUID()
  const { error } = await db.anon.from('bookings').insert(
    bookingRequest({
      id,
      villa_id: villa,
      guest_email: email ?? `run-${id.slice(0, 8)}@example.com`,
      check_in: day(from),
      check_out: day(from + nights),
      adults: 2,
      guests_count: 2,
    }),
  )
  if (error) throw error
  return id
}

async function confirmed(villa: string, from: number, nights: number, email?: string) {
  const id = await request(villa, from, nights, email)
  const { error } = await admin.client.rpc('admin_decide_booking', {
    p_booking_id: id,
    p_decision: 'confirmed',
  })
  if (error) throw error
  return id
}

describe('the reference', () => {
  it('is RV- and 4 characters without look-alikes, unique, on every booking (old ones too)', async () => {
    const ids = await Promise.all([request(villaId, 400, 3), request(villaId, 410, 3)])
    const refs = await Promise.all(ids.map(async (id) => (await booking(id)).reference as string))
    for (const ref of refs) expect(ref).toMatch(/^RV-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}$/)
    expect(new Set(refs).size).toBe(2)
    const { rows } = await db.stack.db.pg.query<{ missing: number; dupes: number }>(
      `select count(*) filter (where reference is null)::int as missing,
              (count(*) - count(distinct reference))::int as dupes from public.bookings`,
    )
    expect(rows[0]).toEqual({ missing: 0, dupes: 0 })
  })

  it('finds the booking in the staff search, with or without the dash, any case', async () => {
    const id = await request(villaId, 420, 3)
    const ref = (await booking(id)).reference as string
    for (const search of [ref, ref.toLowerCase().replace('-', ''), ref.slice(3)]) {
      const { data, error } = await admin.client.rpc('admin_bookings_page', { p_search: search })
      expect(error).toBeNull()
      expect(data!.map((row: { id: string }) => row.id)).toContain(id)
      expect(data!.find((row: { id: string }) => row.id === id)!.reference).toBe(ref)
    }
  })

  it('is in the guest’s receipt and in every email subject and body', async () => {
    const email = `ref-${randomUUID().slice(0, 8)}@example.com`
    const id = await request(villaId, 430, 3, email)
    const ref = (await booking(id)).reference as string
    const { data } = await db.anon.rpc('get_booking_request_receipt', {
      p_booking_id: id,
      p_guest_email: email,
    })
    expect(data![0]!.reference).toBe(ref)
    const received = await emailTo(email, /Your request for Villa Staff Run/)
    expect(received.subject).toContain(ref)
    expect(received.text).toContain(ref)
  })
})

describe('confirm and decline with a word to the guest', () => {
  it('puts the message staff wrote into the confirmation email', async () => {
    const email = `confirm-${randomUUID().slice(0, 8)}@example.com`
    const id = await request(villaId, 440, 4, email)
    const { data, error } = await admin.client.rpc('admin_decide_booking', {
      p_booking_id: id,
      p_decision: 'confirmed',
      p_message: 'Our chef Lucas will call you about the welcome dinner.',
    })
    expect(error).toBeNull()
    expect(data![0]!.status).toBe('confirmed')
    const sent = await emailTo(email, /Confirmed/)
    expect(sent.text).toContain('Our chef Lucas will call you about the welcome dinner.')
  })

  it('declines with other villas suggested, recorded as declined by staff', async () => {
    const email = `decline-${randomUUID().slice(0, 8)}@example.com`
    const id = await request(villaId, 450, 4, email)
    const { error } = await admin.client.rpc('admin_decide_booking', {
      p_booking_id: id,
      p_decision: 'cancelled',
      p_message: 'The week after is free.',
      p_suggested_villa_ids: [otherVillaId, villaId],
    })
    expect(error).toBeNull()
    expect(await booking(id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'staff',
      cancellation_reason: 'declined',
    })
    const sent = await emailTo(email, /About your request/)
    expect(sent.text).toContain('The week after is free.')
    expect(sent.text).toContain('Villa Elsewhere')
  })
})

describe('who cancelled and why', () => {
  it('records declined, withdrawn, lapsed, cancelled by the guest and by staff, and filters on each', async () => {
    const declined = await request(villaId, 460, 3)
    await admin.client.rpc('admin_decide_booking', {
      p_booking_id: declined,
      p_decision: 'cancelled',
    })
    const lapsed = await request(villaId, 465, 3)
    await db.stack.db.pg.query(
      `update public.bookings set expires_at = now() - interval '1 minute' where id = $1`,
      [lapsed],
    )
    await admin.client.rpc('admin_decide_booking', {
      p_booking_id: lapsed,
      p_decision: 'cancelled',
    })
    const byGuest = await confirmed(villaId, 470, 3)
    await admin.client.rpc('admin_cancel_booking', {
      p_booking_id: byGuest,
      p_cancelled_by: 'guest',
      p_paid: 0,
    })
    const byStaff = await confirmed(villaId, 475, 3)
    await admin.client.rpc('admin_cancel_booking', {
      p_booking_id: byStaff,
      p_cancelled_by: 'staff',
      p_paid: 0,
    })

    expect(await booking(declined)).toMatchObject({
      cancelled_by: 'staff',
      cancellation_reason: 'declined',
    })
    expect(await booking(lapsed)).toMatchObject({
      cancelled_by: 'system',
      cancellation_reason: 'lapsed',
    })
    expect(await booking(byGuest)).toMatchObject({
      cancelled_by: 'guest',
      cancellation_reason: 'guest_cancelled',
    })
    expect(await booking(byStaff)).toMatchObject({
      cancelled_by: 'staff',
      cancellation_reason: 'staff_cancelled',
    })

    const expected: Record<string, string> = {
      declined,
      lapsed,
      guest_cancelled: byGuest,
      staff_cancelled: byStaff,
    }
    for (const [reason, id] of Object.entries(expected)) {
      const { data, error } = await admin.client.rpc('admin_bookings_page', {
        p_villa_id: villaId,
        p_reason: reason,
        p_limit: 100,
      })
      expect(error).toBeNull()
      const ids = data!.map((row: { id: string }) => row.id)
      expect(ids).toContain(id)
      for (const other of Object.values(expected).filter((o) => o !== id))
        expect(ids).not.toContain(other)
      expect(
        data!.every((row: { cancellation_reason: string }) => row.cancellation_reason === reason),
      ).toBe(true)
    }
  })

  it('still refuses a plain status update from confirmed to cancelled (no price, no refund)', async () => {
    const id = await confirmed(villaId, 480, 3)
    const { error } = await admin.client
      .from('bookings')
      .update({ status: 'cancelled' })
      .eq('id', id)
    expect(error?.code).toBe('RV002')
    expect((await booking(id)).status).toBe('confirmed')
  })

  it('emails staff once when the guest withdraws a pending request (point 1)', async () => {
    const id = await request(villaId, 485, 3)
    const { data: token } = await admin.client.rpc('admin_reissue_stay_link', { p_booking_id: id })
    const { error } = await db.anon.rpc('withdraw_stay_request', { p_token: token })
    expect(error).toBeNull()
    expect(await booking(id)).toMatchObject({
      cancelled_by: 'guest',
      cancellation_reason: 'withdrawn',
    })
    expect((await kindsOf(id)).filter((kind) => kind === 'request_withdrawn_staff')).toHaveLength(1)
    const sent = await emailTo(STAFF, /Withdrawn by the guest/)
    expect(sent.subject).toContain((await booking(id)).reference as string)
  })
})

describe('cancelling a confirmed stay', () => {
  // The villa's tiers (the Terms): 30 % until 61 days before arrival, 50 % until 30 days
  // before, 100 % after. Today on either side of each tier's last day.
  const sides = [
    { arrival: 62, percent: 30 },
    { arrival: 61, percent: 30 },
    { arrival: 60, percent: 50 },
    { arrival: 30, percent: 50 },
    { arrival: 29, percent: 100 },
  ]
  for (const { arrival, percent } of sides) {
    it(`costs the ${percent} % tier when arrival is ${arrival} days ahead`, async () => {
      const email = `cancel-${arrival}-${randomUUID().slice(0, 6)}@example.com`
      const villa = await createVilla(db.service, { price_per_night: 1000 })
      const id = await confirmed(villa, arrival, 4, email)
      const before = await booking(id)
      const { data: preview } = await admin.client.rpc('admin_cancel_booking', {
        p_booking_id: id,
        p_cancelled_by: 'guest',
        p_paid: 3000,
        p_save: false,
      })
      expect(preview![0]!.charge_percent).toBe(percent)
      expect((await booking(id)).status).toBe('confirmed')

      const { data, error } = await admin.client.rpc('admin_cancel_booking', {
        p_booking_id: id,
        p_cancelled_by: 'guest',
        p_paid: 3000,
        p_message: 'We hope to welcome you another year.',
      })
      expect(error).toBeNull()
      const cost = Math.round(4000 * percent) / 100
      expect(data![0]).toMatchObject({ charge_percent: percent, cancellation_cost: cost })
      expect(before.total_price).toBe(4000)
      expect(await booking(id)).toMatchObject({
        status: 'cancelled',
        cancellation_cost: cost,
        refund_due: Math.max(3000 - cost, 0),
      })
      // The days are free again: the same stay can be requested and confirmed.
      const again = await confirmed(villa, arrival, 4)
      expect((await booking(again)).status).toBe('confirmed')
      const sent = await emailTo(email, /cancelled/i)
      expect(sent.text).toContain('We hope to welcome you another year.')
      expect(sent.text).toContain(before.reference as string)
    })
  }

  it('answers the tier of any day from the stored quote, on either side of each tier’s dates', async () => {
    const id = await confirmed(villaId, 200, 4)
    const { rows } = await db.stack.db.pg.query<{ percent: number; cost: number; day: string }>(
      `select d.day::text, c.charge_percent::float8 as percent, c.cost::float8 as cost
       from public.bookings b,
            unnest(array[$2::date - 1, $2::date, $3::date - 1, $3::date, $4::date - 1, $4::date,
                         $5::date, $5::date + 3]) as d(day),
            public.booking_cancellation_cost(b.quote, b.total_price, d.day) c
       where b.id = $1 order by d.day`,
      [id, day(0), day(140), day(171), day(200)],
    )
    expect(rows.map((r) => [r.day, r.percent])).toEqual([
      [day(-1), 0],
      [day(0), 30],
      [day(139), 30],
      [day(140), 50],
      [day(170), 50],
      [day(171), 100],
      [day(200), 100],
      [day(203), 100],
    ])
    expect(rows.find((r) => r.day === day(140))!.cost).toBe(2000)
  })
})

describe('moving a confirmed stay', () => {
  it('re-quotes it, shows the difference before saving, and emails the guest', async () => {
    const email = `move-${randomUUID().slice(0, 8)}@example.com`
    const id = await confirmed(villaId, 300, 3, email)
    const { data: preview, error } = await admin.client.rpc('admin_move_booking', {
      p_booking_id: id,
      p_villa_id: villaId,
      p_check_in: day(301),
      p_check_out: day(306),
      p_save: false,
    })
    expect(error).toBeNull()
    expect(preview![0]).toMatchObject({
      bookable: true,
      old_total: 3000,
      new_total: 5000,
      difference: 2000,
    })
    expect(await booking(id)).toMatchObject({ check_in: day(300), total_price: 3000 })

    const { error: saveError } = await admin.client.rpc('admin_move_booking', {
      p_booking_id: id,
      p_villa_id: otherVillaId,
      p_check_in: day(301),
      p_check_out: day(306),
      p_message: 'Villa Elsewhere has the sea view you asked for.',
    })
    expect(saveError).toBeNull()
    expect(await booking(id)).toMatchObject({
      status: 'confirmed',
      villa_id: otherVillaId,
      check_in: day(301),
      check_out: day(306),
      total_price: 3500,
      quote_total: 3500,
    })
    const sent = await emailTo(email, /moved|changed/i)
    expect(sent.text).toContain('Villa Elsewhere has the sea view you asked for.')
    // Its old days are free again.
    expect((await booking(await confirmed(villaId, 300, 3))).status).toBe('confirmed')
  })

  it('refuses days another confirmed stay holds, and the booking stays as it was', async () => {
    const moving = await confirmed(villaId, 320, 3)
    await confirmed(villaId, 330, 3)
    const { data } = await admin.client.rpc('admin_move_booking', {
      p_booking_id: moving,
      p_villa_id: villaId,
      p_check_in: day(329),
      p_check_out: day(332),
    })
    expect(data![0]!.bookable).toBe(false)
    expect(data![0]!.problem).toEqual({
      rule: 'unavailable',
      message: 'These dates are not available',
      message_fr: 'Ces dates ne sont pas disponibles',
    })
    expect(await booking(moving)).toMatchObject({ check_in: day(320), status: 'confirmed' })
    // Its own days still count: another request over them is refused.
    await expect(request(villaId, 321, 2)).rejects.toMatchObject({
      message: 'These dates are not available',
    })
  })

  it('may overlap its own old days', async () => {
    const id = await confirmed(villaId, 340, 4)
    const { data, error } = await admin.client.rpc('admin_move_booking', {
      p_booking_id: id,
      p_villa_id: villaId,
      p_check_in: day(342),
      p_check_out: day(346),
    })
    expect(error).toBeNull()
    expect(data![0]!.bookable).toBe(true)
    expect(await booking(id)).toMatchObject({ check_in: day(342), check_out: day(346) })
  })
})

describe('a booking taken by phone', () => {
  const phoneBooking = (over: Record<string, unknown> = {}) => ({
    p_villa_id: villaId,
    p_check_in: day(500),
    p_check_out: day(505),
    p_adults: 2,
    p_children: 1,
    p_extras: [],
    p_guest_name: 'Henri Dupuis',
    p_guest_email: `phone-${randomUUID().slice(0, 8)}@example.com`,
    p_guest_phone: '+33 6 00 00 00 01',
    ...over,
  })

  it('is confirmed at once at the quote’s price, and the guest gets only the confirmation', async () => {
    const args = phoneBooking()
    const { data, error } = await admin.client.rpc('admin_create_booking', args)
    expect(error).toBeNull()
    const id = data![0]!.booking_id as string
    expect(await booking(id)).toMatchObject({
      status: 'confirmed',
      source: 'staff',
      total_price: 5000,
      quote_total: 5000,
      price_note: null,
    })
    await emailTo(args.p_guest_email, /Confirmed/)
    expect(await kindsOf(id)).toEqual(['booking_confirmed'])
  })

  it('takes a stated price only with its reason', async () => {
    const without = await admin.client.rpc(
      'admin_create_booking',
      phoneBooking({ p_check_in: day(510), p_check_out: day(514), p_manual_total: 3200 }),
    )
    expect(without.error?.code).toBe('22023')
    const { data, error } = await admin.client.rpc(
      'admin_create_booking',
      phoneBooking({
        p_check_in: day(510),
        p_check_out: day(514),
        p_manual_total: 3200,
        p_manual_reason: 'Returning guest: fourth stay',
      }),
    )
    expect(error).toBeNull()
    expect(await booking(data![0]!.booking_id)).toMatchObject({
      total_price: 3200,
      quote_total: 4000,
      price_note: 'Returning guest: fourth stay',
    })
  })

  it('follows the same rules: taken days, too many guests, a past arrival', async () => {
    await confirmed(villaId, 520, 4)
    const taken = await admin.client.rpc(
      'admin_create_booking',
      phoneBooking({ p_check_in: day(521), p_check_out: day(523) }),
    )
    expect(taken.error).not.toBeNull()
    const crowd = await admin.client.rpc(
      'admin_create_booking',
      phoneBooking({ p_check_in: day(530), p_check_out: day(533), p_adults: 12 }),
    )
    expect(crowd.error).not.toBeNull()
    const past = await admin.client.rpc(
      'admin_create_booking',
      phoneBooking({ p_check_in: day(-3), p_check_out: day(2) }),
    )
    expect(past.error).not.toBeNull()
  })
})

describe('only staff run bookings', () => {
  it('refuses the staff functions to visitors and to signed-in users without a role', async () => {
    const id = await createBooking(db.service, {
      villa_id: villaId,
      check_in: day(536),
      check_out: day(539),
    })
    const user = await db.signIn(null)
    const calls: [string, Record<string, unknown>][] = [
      ['admin_decide_booking', { p_booking_id: id, p_decision: 'confirmed' }],
      ['admin_cancel_booking', { p_booking_id: id, p_cancelled_by: 'staff', p_paid: 0 }],
      [
        'admin_move_booking',
        { p_booking_id: id, p_villa_id: villaId, p_check_in: day(541), p_check_out: day(543) },
      ],
      [
        'admin_create_booking',
        {
          p_villa_id: villaId,
          p_check_in: day(544),
          p_check_out: day(546),
          p_adults: 2,
          p_children: 0,
          p_extras: [],
          p_guest_name: 'Mallory',
          p_guest_email: 'mallory@example.com',
        },
      ],
    ]
    for (const [fn, args] of calls) {
      const anon = await db.anon.rpc(fn, args)
      expect(anon.error, `${fn} as a visitor`).not.toBeNull()
      const signedIn = await user.client.rpc(fn, args)
      expect(signedIn.error?.code, `${fn} without a role`).toBe('42501')
    }
    expect((await booking(id)).status).toBe('pending')
  })
})
