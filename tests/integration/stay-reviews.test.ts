import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'
import { emailsTo, waitFor } from './support/mail'

// Issue 21, point 5: reviews from real stays. After departure of a confirmed stay the scheduled
// sweep (cron job send-stay-thank-you) emails the guest once, with a review link of its own
// (128 random bits, stored as its SHA-256). The link writes one review, from the departure day,
// for a stay still confirmed; the review lands unapproved, marked as the guest's; staff approve
// it and visitors then see it, with the villa's average and count.

const REVIEW_LINK = /\/review\/([A-Za-z0-9_-]{22})\b/
const STAY_LINK = /\/stay\/([A-Za-z0-9_-]{22})\b/

let db: DatabaseStack
let villaId: string
let staff: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { name: 'Villa Merci' })
  staff = await db.signIn('staff')
})
afterAll(() => db?.stop())

/** A stay written as history (the request triggers refuse past dates); answers id and email. */
async function stay(
  checkIn: number,
  checkOut: number,
  status: 'confirmed' | 'cancelled' = 'confirmed',
) {
  const email = `merci-${randomUUID().slice(0, 8)}@example.com`
  let id = ''
  await db.stack.db.pg.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica`)
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.bookings (villa_id, guest_name, guest_email, guests_count, check_in,
         check_out, total_price, status, reference)
       values ($1, 'Ada Lovelace', $2, 2, $3, $4, 4200, $5, private.new_booking_reference())
       returning id`,
      [villaId, email, day(checkIn), day(checkOut), status],
    )
    id = rows[0]!.id
  })
  return { id, email }
}

async function thankYouRows(bookingId: string) {
  const { rows } = await db.stack.db.pg.query<{ kind: string }>(
    `select kind from public.notifications where booking_id = $1 and kind = 'stay_thank_you'`,
    [bookingId],
  )
  return rows
}

/** A review link minted as the thank-you email mints it, for stays the sweep leaves alone. */
async function mintLink(bookingId: string): Promise<string> {
  const { rows } = await db.stack.db.pg.query<{ token: string }>(
    `select private.mint_review_link($1) as token`,
    [bookingId],
  )
  return rows[0]!.token
}

async function linkInThankYou(email: string): Promise<{ review: string; text: string }> {
  return waitFor(`the thank-you email to ${email}`, async () => {
    const found = (await emailsTo(db.stack, email)).find((m) =>
      /^Thank you for staying at/.test(m.subject),
    )
    const review = found && REVIEW_LINK.exec(found.text)?.[1]
    return review ? { review, text: found.text } : null
  })
}

function submit(token: string, fields: Partial<Record<string, unknown>> = {}) {
  return db.anon.rpc('submit_stay_review', {
    p_token: token,
    p_rating: 5,
    p_review_text: 'The terrace at sunset, the quiet, the welcome: we will be back.',
    p_guest_name: 'Ada L.',
    p_guest_location: 'London, United Kingdom',
    ...fields,
  })
}

describe('the thank-you after departure', () => {
  it('is sent once by the scheduled sweep, with a review link and the stay link', async () => {
    const ended = await stay(-6, -1)
    expect(await thankYouRows(ended.id)).toHaveLength(0)

    await db.stack.cron.run('send-stay-thank-you')
    await db.stack.cron.run('send-stay-thank-you')
    const sent = await waitFor('the thank-you to be sent', async () => {
      const { rows } = await db.stack.db.pg.query<{ status: string; last_error: string | null }>(
        `select status, last_error from public.notifications
         where booking_id = $1 and kind = 'stay_thank_you' and status in ('sent', 'failed')
            or (booking_id = $1 and last_error is not null)`,
        [ended.id],
      )
      return rows[0] ?? null
    })
    expect(sent).toEqual({ status: 'sent', last_error: null })
    const { review, text } = await linkInThankYou(ended.email)
    expect(text).toContain('Villa Merci')
    expect(text).toMatch(STAY_LINK)
    expect(review).toHaveLength(22)

    // Sweeps later still write nothing more: one row, one email.
    await db.stack.cron.run('send-stay-thank-you')
    expect(await thankYouRows(ended.id)).toHaveLength(1)
    const emails = await emailsTo(db.stack, ended.email)
    expect(emails.filter((m) => /^Thank you for staying/.test(m.subject))).toHaveLength(1)
    // The plain token is forgotten once sent: only its hash is kept.
    const { rows } = await db.stack.db.pg.query<{ n: number }>(
      `select count(*)::int as n from private.review_email_tokens`,
    )
    expect(rows[0]!.n).toBe(0)
  })

  it('is not sent before departure, for a cancelled stay, nor for stays long past', async () => {
    const ahead = await stay(-2, 2)
    const cancelled = await stay(-6, -1, 'cancelled')
    const longAgo = await stay(-40, -30)
    const { rows } = await db.stack.db.pg.query<{ n: number }>(
      `select private.enqueue_stay_thank_you_emails() as n`,
    )
    expect(rows[0]!.n).toBe(0)
    for (const booking of [ahead, cancelled, longAgo]) {
      expect(await thankYouRows(booking.id)).toHaveLength(0)
    }
  })

  it('is scheduled as a cron job every minute', async () => {
    const { rows } = await db.stack.db.pg.query<{ schedule: string; command: string }>(
      `select schedule, command from cron.job where jobname = 'send-stay-thank-you'`,
    )
    expect(rows).toEqual([
      {
        schedule: '5 * * * *',
        command: 'select private.enqueue_stay_thank_you_emails()',
      },
    ])
  })
})

describe('the review link', () => {
  it('opens the review form of its stay, signed with a first name and initial', async () => {
    const ended = await stay(-9, -2)
    const token = await mintLink(ended.id)
    const { data, error } = await db.anon.rpc('get_review_invitation', { p_token: token })
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        villa_id: villaId,
        villa_name: 'Villa Merci',
        villa_location: 'Saint Raphaël',
        check_in: day(-9),
        check_out: day(-2),
        signature: 'Ada L.',
        state: 'open',
      },
    ])
  })

  it('writes one review, unapproved and marked as the guest’s, and cannot be used twice', async () => {
    const ended = await stay(-12, -5)
    const token = await mintLink(ended.id)
    const first = await submit(token)
    expect(first.error).toBeNull()

    const { data: reviews } = await db.service
      .from('villa_reviews')
      .select('booking_id, source, is_active, rating, stay_month, is_verified, approved_at')
      .eq('booking_id', ended.id)
    expect(reviews).toEqual([
      {
        booking_id: ended.id,
        source: 'guest',
        is_active: false,
        rating: 5,
        stay_month: `${day(-12).slice(0, 7)}-01`,
        is_verified: true,
        approved_at: null,
      },
    ])
    // Visitors see nothing until staff approve it.
    const visible = await db.anon.from('villa_reviews').select('id').eq('villa_id', villaId)
    expect(visible.data).toEqual([])

    const again = await submit(token, { p_review_text: 'Second thoughts.' })
    expect(again.error).toMatchObject({
      code: '55000',
      message: 'This review link has already been used',
    })
    const invitation = await db.anon.rpc('get_review_invitation', { p_token: token })
    expect(invitation.data?.[0]?.state).toBe('used')
    // Another link of the same stay (a resent email) is used too.
    const other = await submit(await mintLink(ended.id))
    expect(other.error?.code).toBe('55000')
  })

  it('cannot be used before the departure day', async () => {
    const ahead = await stay(-1, 3)
    const token = await mintLink(ahead.id)
    const invitation = await db.anon.rpc('get_review_invitation', { p_token: token })
    expect(invitation.data?.[0]?.state).toBe('not_yet')
    const { error } = await submit(token)
    expect(error?.code).toBe('55000')
    expect(error?.message).toMatch(/^You can write your review from your departure day, /)
  })

  it('cannot be used for a cancelled stay', async () => {
    const ended = await stay(-8, -3)
    const token = await mintLink(ended.id)
    // Cancelled after confirmation (staff cancel a confirmed stay: issue 21, point 6).
    await db.stack.db.pg.transaction(async (tx) => {
      await tx.exec(`set local session_replication_role = replica`)
      await tx.query(`update public.bookings set status = 'cancelled' where id = $1`, [ended.id])
    })
    const invitation = await db.anon.rpc('get_review_invitation', { p_token: token })
    expect(invitation.data?.[0]?.state).toBe('closed')
    const { error } = await submit(token)
    expect(error).toMatchObject({
      code: '55000',
      message: 'This stay was cancelled: there is no stay to review',
    })
  })

  it('answers a wrong or unknown token as nothing, and refuses it', async () => {
    for (const token of ['', 'x', 'A'.repeat(22), randomUUID()]) {
      const invitation = await db.anon.rpc('get_review_invitation', { p_token: token })
      expect(invitation.data).toEqual([])
      const { error } = await submit(token)
      expect(error).toMatchObject({ code: 'P0002', message: 'This review link is not valid' })
    }
  })

  it('names the field a guest left wrong, and keeps the link usable', async () => {
    const ended = await stay(-20, -13)
    const token = await mintLink(ended.id)
    const cases: [Record<string, unknown>, string][] = [
      [{ p_rating: 0 }, 'rating'],
      [{ p_rating: 6 }, 'rating'],
      [{ p_review_text: '   ' }, 'review_text'],
      [{ p_guest_name: '' }, 'guest_name'],
      [{ p_guest_location: 'x'.repeat(201) }, 'guest_location'],
    ]
    for (const [fields, field] of cases) {
      const { error } = await submit(token, fields)
      expect(error).toMatchObject({ code: '22023', details: field })
    }
    expect((await submit(token)).error).toBeNull()
  })
})

describe('approval', () => {
  it('shows the guest’s review once staff approve it, with its month, the average and the count', async () => {
    const villa = await createVilla(db.service, { name: 'Villa Approuvée' })
    const email = `approve-${randomUUID().slice(0, 8)}@example.com`
    let bookingId = ''
    await db.stack.db.pg.transaction(async (tx) => {
      await tx.exec(`set local session_replication_role = replica`)
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.bookings (villa_id, guest_name, guest_email, guests_count, check_in,
           check_out, total_price, status, reference)
         values ($1, 'Grace Hopper', $2, 2, $3, $4, 3000, 'confirmed',
           private.new_booking_reference()) returning id`,
        [villa, email, day(-10), day(-3)],
      )
      bookingId = rows[0]!.id
    })
    const token = await mintLink(bookingId)
    expect((await submit(token, { p_rating: 4 })).error).toBeNull()
    // A review typed in by staff, rated 5: the average is over both.
    const byHand = await staff.client.from('villa_reviews').insert({
      villa_id: villa,
      guest_name: 'Linus T.',
      guest_location: 'Helsinki',
      review_text: 'Superb.',
      rating: 5,
      source: 'guest',
    })
    expect(byHand.error).toBeNull()

    const { data: before } = await db.anon
      .from('villa_review_summaries')
      .select('review_count, average_rating')
      .eq('villa_id', villa)
    expect(before).toEqual([{ review_count: 1, average_rating: 5 }])

    const { data: pending } = await staff.client
      .from('villa_reviews')
      .select('id, source, is_active')
      .eq('villa_id', villa)
      .order('source')
    // Staff cannot pass their own review off as a guest's: it is stored as added by hand.
    expect(pending?.map((r) => [r.source, r.is_active])).toEqual([
      ['guest', false],
      ['staff', true],
    ])

    const approve = await staff.client
      .from('villa_reviews')
      .update({ is_active: true })
      .eq('id', pending![0]!.id)
      .select('approved_at, published_on, source')
      .single()
    expect(approve.error).toBeNull()
    expect(approve.data!.approved_at).toBeTruthy()
    expect(approve.data!.published_on).toBe(day(0))
    expect(approve.data!.source).toBe('guest')

    const { data: after } = await db.anon
      .from('villa_review_summaries')
      .select('review_count, average_rating, verified_count')
      .eq('villa_id', villa)
    expect(after).toEqual([{ review_count: 2, average_rating: 4.5, verified_count: 1 }])
    const { data: shown } = await db.anon
      .from('villa_reviews')
      .select('guest_name, stay_month, is_verified')
      .eq('villa_id', villa)
      .eq('is_verified', true)
    expect(shown).toEqual([
      { guest_name: 'Ada L.', stay_month: `${day(-10).slice(0, 7)}-01`, is_verified: true },
    ])
  })
})
