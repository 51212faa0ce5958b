import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingRequest,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'
import { emailsTo, waitFor } from './support/mail'

// Issue 21, point 1: the guest's stay page, /stay/<token>. Each guest email carries a link of
// its own (128 random bits, stored as its SHA-256); get_stay answers the booking it opens, a
// wrong, unknown or revoked token answers nothing; staff reissue a link (the old ones stop);
// the guest withdraws a pending request with it, and staff are emailed once.

const STAFF = 'stay-staff@rivieravillas.test'
const LINK = /\/stay\/([A-Za-z0-9_-]{22})\b/

let db: DatabaseStack
let villaId: string
let admin: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { name: 'Villa Stay Page', price_per_night: 800 })
  await db.stack.db.pg.query(
    `update public.site_settings set setting_value = $1 where setting_key = 'notification_staff_emails'`,
    [STAFF],
  )
  admin = await db.signIn('admin')
})
afterAll(() => db?.stop())

let nextOffset = 60
/** A request sent as a visitor sends it; answers its id and the guest's address. */
async function requestStay() {
  const id = randomUUID()
  const email = `stay-${id.slice(0, 8)}@example.com`
  const { error } = await db.anon.from('bookings').insert(
    bookingRequest({
      id,
      villa_id: villaId,
      guest_email: email,
      check_in: day(nextOffset),
      check_out: day(nextOffset + 3),
      adults: 2,
      children: 1,
      guests_count: 3,
    }),
  )
  nextOffset += 5
  if (error) throw error
  return { id, email }
}

/** The token of the "View your booking" link in the guest's email whose subject matches. */
async function linkInEmail(email: string, subject: RegExp): Promise<string> {
  return waitFor(`the email "${subject}" to ${email}`, async () => {
    const found = (await emailsTo(db.stack, email)).find((m) => subject.test(m.subject))
    return found ? (LINK.exec(found.text)?.[1] ?? null) : null
  })
}

async function stayOf(token: string) {
  const { data, error } = await db.anon.rpc('get_stay', { p_token: token })
  expect(error).toBeNull()
  return data!
}

async function reissue(bookingId: string): Promise<string> {
  const { data, error } = await admin.client.rpc('admin_reissue_stay_link', {
    p_booking_id: bookingId,
  })
  expect(error).toBeNull()
  return data as string
}

describe('the link in the guest’s emails', () => {
  it('opens the stay page with the booking as stored: villa, dates, party, status, offer, schedule', async () => {
    const { email } = await requestStay()
    const token = await linkInEmail(email, /Your request for Villa Stay Page/)

    const [stay] = await stayOf(token)
    expect(stay).toMatchObject({
      villa_id: villaId,
      villa_name: 'Villa Stay Page',
      villa_location: 'Saint Raphaël',
      check_in: day(nextOffset - 5),
      check_out: day(nextOffset - 2),
      nights: 3,
      adults: 2,
      children: 1,
      guests: 3,
      status: 'pending',
      cancelled_by: null,
    })
    expect(stay!.quote.total).toBe(2400)
    expect(stay!.payments.length).toBeGreaterThan(0)
    expect(
      stay!.payments.reduce((sum: number, p: { amount: number }) => sum + Number(p.amount), 0),
    ).toBe(2400)
    for (const tier of stay!.cancellation_ahead) expect(tier.until_date >= day(0)).toBe(true)
    expect(stay!.requested_at).toBeTruthy()
    // Never the guest's contact details.
    expect(JSON.stringify(stay)).not.toContain(email)
  })

  it('is in the guest’s emails only: the staff email has none', async () => {
    const { email } = await requestStay()
    await linkInEmail(email, /Your request for/)
    const staff = await waitFor('the staff email', async () => {
      const found = (await emailsTo(db.stack, STAFF)).find((m) => m.text.includes(email))
      return found ?? null
    })
    expect(staff.text).not.toMatch(LINK)
  })

  it('is nowhere in the database once the email is sent: only its SHA-256 is kept', async () => {
    const { id, email } = await requestStay()
    const token = await linkInEmail(email, /Your request for/)
    await waitFor('the outbox to forget the token', async () => {
      const { rows } = await db.stack.db.pg.query<{ n: number }>(
        `select count(*)::int as n from private.stay_email_tokens t
         join public.notifications n on n.id = t.notification_id where n.booking_id = $1`,
        [id],
      )
      return rows[0]!.n === 0
    })

    const { rows: tables } = await db.stack.db.pg.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname in ('public', 'private')`,
    )
    for (const { name } of tables) {
      const { rows } = await db.stack.db.pg.query<{ n: number }>(
        `select count(*)::int as n from ${name} t where t::text like '%' || $1 || '%'`,
        [token],
      )
      expect(rows[0]!.n, `${name} holds the token`).toBe(0)
    }
    const { rows } = await db.stack.db.pg.query<{ same: boolean }>(
      `select exists (select 1 from private.stay_links
         where booking_id = $1 and token_hash = sha256(convert_to($2, 'UTF8'))) as same`,
      [id, token],
    )
    expect(rows[0]!.same).toBe(true)
  })

  it('shows staff when the link was issued, never the link', async () => {
    const { id, email } = await requestStay()
    const token = await linkInEmail(email, /Your request for/)
    const { data, error } = await admin.client.rpc('admin_stay_link_status', {
      p_booking_id: id,
    })
    expect(error).toBeNull()
    expect(data).toEqual([{ issued_at: expect.any(String), live_links: 1 }])

    const { data: rows } = await admin.client.from('notifications').select('*').eq('booking_id', id)
    expect(JSON.stringify(rows)).not.toContain(token)
    const { data: page } = await admin.client.rpc('admin_notifications_page', {})
    expect(JSON.stringify(page)).not.toContain(token)
    const { data: bookings } = await admin.client.from('bookings').select('*').eq('id', id)
    expect(JSON.stringify(bookings)).not.toContain(token)
  })
})

describe('a token that opens nothing', () => {
  it('answers the same for a wrong, a malformed, an empty and a revoked token: no row, no error', async () => {
    const { id, email } = await requestStay()
    const token = await linkInEmail(email, /Your request for/)
    await reissue(id)

    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    for (const attempt of [wrong, 'x', '', "' or 1=1 --", 'A'.repeat(22), token]) {
      const { data, error } = await db.anon.rpc('get_stay', { p_token: attempt })
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
  })

  it('gives guessing nothing: 300 guesses open no booking, and a near miss answers like any guess', async () => {
    const { email } = await requestStay()
    const live = await linkInEmail(email, /Your request for/)
    const timed = async (token: string) => {
      const started = performance.now()
      const { data, error } = await db.anon.rpc('get_stay', { p_token: token })
      expect(error).toBeNull()
      expect(data).toEqual([])
      return performance.now() - started
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
    const random: number[] = []
    const nearMisses: number[] = []
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
    for (let round = 0; round < 150; round++) {
      random.push(await timed(randomBytes(16).toString('base64url')))
      // The live link with its last character changed: all but one character right.
      const near = live.slice(0, -1) + letters[round % letters.length]
      if (near !== live) nearMisses.push(await timed(near))
    }
    // The lookup compares SHA-256 digests through an index, never the token character by
    // character: a guess that is almost right is answered no faster and no slower than any other.
    // Generous bounds, the machine is shared.
    const [r, n] = [median(random), median(nearMisses)]
    expect(n).toBeLessThan(r * 1.5 + 5)
    expect(n).toBeGreaterThan(r / 1.5 - 5)
  })

  it('withdraws nothing: an unknown and a revoked link get the same error', async () => {
    const { id, email } = await requestStay()
    const token = await linkInEmail(email, /Your request for/)
    await reissue(id)
    const revoked = await db.anon.rpc('withdraw_stay_request', { p_token: token })
    const unknown = await db.anon.rpc('withdraw_stay_request', { p_token: 'no-such-link' })
    expect(revoked.error?.message).toBe('This link is not valid')
    expect(unknown.error?.message).toBe('This link is not valid')
    expect(revoked.error?.code).toBe(unknown.error?.code)
    const { data } = await db.service.from('bookings').select('status').eq('id', id).single()
    expect(data!.status).toBe('pending')
  })

  it('gives visitors nothing else: no reissue, no link status, no sender’s tokens', async () => {
    const { id } = await requestStay()
    for (const [fn, args] of [
      ['admin_reissue_stay_link', { p_booking_id: id }],
      ['admin_stay_link_status', { p_booking_id: id }],
      ['claimed_stay_tokens', { p_claim_id: randomUUID() }],
    ] as const) {
      const { error } = await db.anon.rpc(fn, args)
      expect(error, fn).not.toBeNull()
    }
    const signedIn = await db.signIn(null)
    const { error } = await signedIn.client.rpc('admin_reissue_stay_link', { p_booking_id: id })
    expect(error?.code).toBe('42501')
  })
})

describe('staff reissuing the guest link', () => {
  it('stops every earlier link at once and hands staff one new link that works', async () => {
    const { id, email } = await requestStay()
    const fromEmail = await linkInEmail(email, /Your request for/)
    expect(await stayOf(fromEmail)).toHaveLength(1)

    const fresh = await reissue(id)
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(await stayOf(fromEmail)).toEqual([])
    expect(await stayOf(fresh)).toHaveLength(1)

    const newer = await reissue(id)
    expect(await stayOf(fresh)).toEqual([])
    expect(await stayOf(newer)).toHaveLength(1)
  })
})

describe('withdrawing a request from the stay page', () => {
  it('cancels a pending request as withdrawn by the guest and emails staff once, the guest no decline', async () => {
    const { id, email } = await requestStay()
    const token = await linkInEmail(email, /Your request for/)

    const { data, error } = await db.anon.rpc('withdraw_stay_request', { p_token: token })
    expect(error).toBeNull()
    expect(data).toEqual([expect.objectContaining({ status: 'cancelled', cancelled_by: 'guest' })])

    const { data: booking } = await db.service
      .from('bookings')
      .select('status, cancelled_by, cancellation_reason, cancelled_at')
      .eq('id', id)
      .single()
    expect(booking).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'guest',
      cancellation_reason: 'withdrawn',
    })
    expect(booking!.cancelled_at).toBeTruthy()

    const again = await db.anon.rpc('withdraw_stay_request', { p_token: token })
    expect(again.error?.message).toBe('This request can no longer be withdrawn')

    const { data: emails } = await db.service
      .from('notifications')
      .select('kind, recipients')
      .eq('booking_id', id)
      .order('created_at')
    expect(emails!.map((n) => n.kind).sort()).toEqual(
      ['request_received', 'request_received_staff', 'request_withdrawn_staff'].sort(),
    )
    expect(emails!.find((n) => n.kind === 'request_withdrawn_staff')!.recipients).toEqual([STAFF])
    await waitFor('the staff email about the withdrawal', async () =>
      (await emailsTo(db.stack, STAFF)).some((m) => /^Withdrawn by the guest/.test(m.subject)),
    )
  })

  it('is refused once staff confirmed the stay, and the stay stays confirmed', async () => {
    const { id, email } = await requestStay()
    const token = await linkInEmail(email, /Your request for/)
    const { error: confirmError } = await admin.client
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', id)
    expect(confirmError).toBeNull()

    const { error } = await db.anon.rpc('withdraw_stay_request', { p_token: token })
    expect(error?.message).toBe('This request can no longer be withdrawn')
    const [stay] = await stayOf(token)
    expect(stay!.status).toBe('confirmed')
    // The confirmation email carries a link of its own, which opens the same booking.
    const confirmed = await linkInEmail(email, /^Confirmed:/)
    expect(confirmed).not.toBe(token)
    expect((await stayOf(confirmed))[0]!.status).toBe('confirmed')
  })

  it('records a staff decline as declined by staff', async () => {
    const { id } = await requestStay()
    await admin.client.from('bookings').update({ status: 'cancelled' }).eq('id', id)
    const { data } = await db.service
      .from('bookings')
      .select('status, cancelled_by, cancellation_reason')
      .eq('id', id)
      .single()
    expect(data).toEqual({
      status: 'cancelled',
      cancelled_by: 'staff',
      cancellation_reason: 'declined',
    })
  })
})
