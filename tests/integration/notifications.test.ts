import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingReference,
  formatDay,
  formatDueDay,
} from '../../supabase/functions/_shared/emails/format'
import { cancellationRows } from '../../supabase/functions/_shared/emails/offer'
import { quotePayload } from '../../supabase/functions/_shared/emails/payload'
import { NO_WITHDRAWAL } from '../../supabase/functions/_shared/no-withdrawal'
import {
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'
import { ENGINE } from './support/local-stack'
import { storedOffer } from './support/stay-quote.ts'

// Transactional emails through the outbox (migration 20261126220000_notifications.sql and the
// send-emails Edge Function): what the site does writes notifications; the function sends
// them to the stack's mail catcher over SMTP, retries failures and never loses one.

const STAFF_ADDRESSES = ['team@rivieravillas.test', 'owner@rivieravillas.test']

let db: DatabaseStack
let staff: SignedInUser
let user: SignedInUser
let villaId: string

interface MessageSummary {
  ID: string
  Subject: string
  To: { Address: string }[]
}
interface Message extends MessageSummary {
  MessageID: string
  Text: string
  HTML: string
  From: { Name: string; Address: string }
  ReplyTo: { Address: string }[]
}
interface NotificationRow {
  id: string
  send_started_at: string | null
  kind: string
  status: string
  attempts: number
  last_error: string | null
  next_attempt_at: string
  subject: string | null
  recipients: string[]
  resend_of: string | null
  payload: Record<string, unknown>
  claim_id: string | null
}

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = await db.signIn('staff')
  user = await db.signIn('user')
  villaId = await createVilla(db.service, { name: 'Villa Azur Test', price_per_night: 1250 })
  const { error } = await staff.client
    .from('site_settings')
    .update({ setting_value: STAFF_ADDRESSES.join('\n') })
    .eq('setting_key', 'notification_staff_emails')
  if (error) throw error
})
afterAll(() => db?.stop())

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

async function inbox(): Promise<MessageSummary[]> {
  const response = await fetch(`${db.stack.mail.url}/api/v1/messages?limit=1000`)
  return ((await response.json()) as { messages: MessageSummary[] }).messages
}

async function messagesTo(address: string): Promise<MessageSummary[]> {
  return (await inbox()).filter((message) => message.To.some((to) => to.Address === address))
}

async function message(id: string): Promise<Message> {
  return (await (await fetch(`${db.stack.mail.url}/api/v1/message/${id}`)).json()) as Message
}

/** Waits for the `count`th email to `address` whose subject starts with `subject`. */
async function emailTo(address: string, subject: string, count = 1): Promise<Message> {
  const found = await waitFor(`email "${subject}…" to ${address}`, async () => {
    const matching = (await messagesTo(address)).filter((m) => m.Subject.startsWith(subject))
    return matching.length >= count && matching
  })
  return message(found[0]!.ID)
}

async function setChaos(body: object) {
  const response = await fetch(`${db.stack.mail.url}/api/v1/chaos`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

async function notificationsOf(bookingId: string): Promise<NotificationRow[]> {
  const { data, error } = await db.service
    .from('notifications')
    .select('*')
    .eq('booking_id', bookingId)
    .order('created_at')
  if (error) throw error
  return data as NotificationRow[]
}

let nextOffset = 30
/** A booking request as the site sends it: the visitor's key, the browser's own id. */
async function requestStay(
  guestEmail: string,
  nights = 7,
  options: { villa?: string; guestName?: string; specialRequests?: string } = {},
) {
  const id = randomUUID()
  const checkIn = day(nextOffset)
  const checkOut = day(nextOffset + nights)
  nextOffset += nights + 2
  const { error } = await db.anon.from('bookings').insert({
    id,
    villa_id: options.villa ?? villaId,
    check_in: checkIn,
    check_out: checkOut,
    guests_count: 4,
    total_price: 0,
    guest_name: options.guestName ?? 'Camille Laurent',
    guest_email: guestEmail,
    guest_phone: '+33 6 12 34 56 78',
    special_requests: options.specialRequests ?? 'A late arrival, around 11 PM.',
    expires_at: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
    terms_accepted: true,
    status: 'pending',
  })
  if (error) throw error
  return { id, checkIn, checkOut, nights }
}

function guest() {
  return `guest-${randomUUID().slice(0, 8)}@example.com`
}

/** Runs the sender now, as the cron sweeper or staff would. */
async function sendNow() {
  const { data, error } = await db.service.functions.invoke('send-emails', { body: {} })
  if (error) throw error
  return data as { sent: number; retrying: number; failed: number }
}

describe('a booking request', () => {
  it('sends exactly one guest email and one staff email, with the right dates and total', async () => {
    const email = guest()
    const stay = await requestStay(email)

    const toGuest = await emailTo(email, 'Your request for Villa Azur Test')
    expect(toGuest.Text).toContain(formatDay(stay.checkIn))
    expect(toGuest.Text).toContain(formatDay(stay.checkOut))
    expect(toGuest.Text).toContain('7 nights')
    expect(toGuest.Text).toContain('€8,750')
    expect(toGuest.Text).toContain('Paris time')
    // The reference the confirmation page gives, to quote when writing or calling: the short
    // one the database gave the booking (issue 21), in the body and the subject.
    const stored = await db.stack.db.pg.query<{ reference: string }>(
      'select reference from public.bookings where id = $1',
      [stay.id],
    )
    const reference = bookingReference(stay.id, stored.rows[0]!.reference)
    expect(reference).toMatch(/^RV-[2-9A-HJKMNP-TV-Z]{4}$/)
    expect(toGuest.Text).toContain(reference)
    expect(toGuest.Subject).toContain(reference)
    expect(toGuest.HTML).toContain('€8,750')
    // Gmail clips messages above 102 KB, hiding the end (the expiry and contact details).
    expect(new TextEncoder().encode(toGuest.HTML).length).toBeLessThan(102 * 1024)
    expect(toGuest.HTML).toContain('name="viewport"')
    expect(toGuest.From).toMatchObject({
      Name: 'Riviera Villas',
      Address: 'bookings@rivieravillas.test',
    })
    expect(toGuest.ReplyTo.map((to) => to.Address)).toEqual(['contact@rivieravillas.com'])

    const toStaff = await emailTo(STAFF_ADDRESSES[0]!, 'New booking request: Villa Azur Test')
    expect(toStaff.To.map((to) => to.Address).sort()).toEqual([...STAFF_ADDRESSES].sort())
    expect(toStaff.Text).toContain(email)
    expect(toStaff.Text).toContain('€8,750')
    expect(toStaff.Text).toContain(reference)
    expect(toStaff.Text).toContain(
      `/admin/bookings?q=${encodeURIComponent(email)}&booking=${stay.id}`,
    )
    // Staff reply straight to the guest.
    expect(toStaff.ReplyTo.map((to) => to.Address)).toEqual([email])

    // Another sweep sends nothing more.
    await sendNow()
    expect(await messagesTo(email)).toHaveLength(1)
    const staffCopies = (await messagesTo(STAFF_ADDRESSES[1]!)).filter((m) =>
      m.Subject.startsWith('New booking request'),
    )
    expect(staffCopies.map((m) => m.ID)).toEqual([toStaff.ID])
    const rows = await waitFor('both rows marked sent', async () => {
      const found = await notificationsOf(stay.id)
      return found.every((row) => row.status === 'sent') && found
    })
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['request_received', 'sent'],
      ['request_received_staff', 'sent'],
    ])
    expect(rows.find((row) => row.kind === 'request_received')?.subject).toBe(toGuest.Subject)
    // One Message-ID per outbox row, the same on every attempt: a copy sent twice after a lost
    // answer is recognised as one by mail systems.
    const guestRow = rows.find((row) => row.kind === 'request_received')!
    expect(toGuest.MessageID).toBe(`notification-${guestRow.id}@rivieravillas.test`)
  })

  it('keeps the quote it promised, night by night, when the villa’s price changes later', async () => {
    const villa = await createVilla(db.service, {
      name: 'Villa Promise Test',
      price_per_night: 1000,
    })
    const email = guest()
    const confirmedStay = await requestStay(email, 3, { villa })
    const declinedStay = await requestStay(email, 3, { villa })
    const request = await emailTo(email, 'Your request for Villa Promise Test')
    expect(request.Text).toContain('3 nights × €1,000')
    await db.service.from('villas').update({ price_per_night: 2000 }).eq('id', villa)

    await staff.client.from('bookings').update({ status: 'confirmed' }).eq('id', confirmedStay.id)
    const confirmed = await emailTo(email, 'Confirmed:')
    expect(confirmed.Text).toContain('3 nights × €1,000')
    expect(confirmed.Text).toContain('€3,000')
    expect(confirmed.Text).not.toContain('€2,000')
    expect(confirmed.HTML).not.toContain('€2,000')
    expect(confirmed.Text).not.toContain('€6,000')

    await staff.client.from('bookings').update({ status: 'cancelled' }).eq('id', declinedStay.id)
    const declined = (await notificationsOf(declinedStay.id)).find(
      (row) => row.kind === 'request_declined',
    )
    expect(declined?.payload).toMatchObject({ total: 3000, rates: [{ nights: 3, price: 1000 }] })
  })
})

describe('the offer in the emails', () => {
  it('shows the stored offer line by line, the deposit, the dates and the Terms, in the request and the confirmation', async () => {
    // A villa at €1,000 a night with a €300 cleaning fee, an optional €180 transfer and a €2,000
    // security deposit; the Terms' defaults: 30 % deposit within 3 days, balance 60 days before.
    const villa = await createVilla(db.service, { name: 'Villa Offre Test', price_per_night: 1000 })
    const { data: charges, error: chargeError } = await db.service
      .from('villa_charges')
      .insert([
        {
          villa_id: villa,
          name: 'Final cleaning',
          amount: 300,
          unit: 'per_stay',
          is_optional: false,
        },
        {
          villa_id: villa,
          name: 'Airport transfer',
          amount: 180,
          unit: 'per_stay',
          is_optional: true,
        },
      ])
      .select('id, name')
    if (chargeError) throw chargeError
    const transfer = charges.find((charge) => charge.name === 'Airport transfer')!.id as string
    const terms = await db.service
      .from('villa_booking_terms')
      .update({ security_deposit: 2000 })
      .eq('villa_id', villa)
    if (terms.error) throw terms.error

    const email = guest()
    const id = randomUUID()
    const [checkIn, checkOut] = [day(120), day(124)]
    const { error } = await db.anon.from('bookings').insert({
      id,
      villa_id: villa,
      check_in: checkIn,
      check_out: checkOut,
      guests_count: 3,
      adults: 2,
      children: 1,
      extras: [transfer],
      total_price: 0,
      guest_name: 'Camille Laurent',
      guest_email: email,
      expires_at: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
      terms_accepted: true,
      status: 'pending',
    })
    if (error) throw error
    const stored = await storedOffer(db.service, id)
    const quote = quotePayload(stored.quote)
    const plain = (text: string) => text.replace(/\u00a0/g, ' ')

    // Hand-computed: 4 × €1,000 + €300 + €180 = €4,480; deposit 30 % = €1,344, due 3 days after
    // today; balance €3,136 due 60 days before arrival; cancelling costs 30 %, 50 %, 100 %.
    const expectOffer = (text: string) => {
      expect(text).toContain('4 nights × €1,000')
      expect(text).toContain('Final cleaning')
      expect(text).toContain('€300')
      expect(text).toContain('Airport transfer')
      expect(text).toContain('€180')
      expect(text).toContain('€4,480')
      expect(text).toContain('Refundable security deposit')
      expect(text).toContain('€2,000')
      expect(text).toContain(`Deposit (30 %), due at confirmation, by ${formatDueDay(day(3))}`)
      expect(text).toContain('€1,344')
      expect(text).toContain(`Balance, tourist tax included, due by ${formatDueDay(day(60))}`)
      expect(text).toContain('€3,136')
      for (const [when, cost] of cancellationRows(quote)) {
        expect(text).toContain(plain(when))
        expect(text).toContain(plain(cost))
      }
      expect(text).toContain('€1,344 (30 %)')
      expect(text).toContain('€2,240 (50 %)')
      expect(text).toContain('€4,480 (100 %)')
      expect(text).toContain('less €250')
      expect(text).toContain('2 adults, 1 child')
      expect(text).toContain(
        `Terms of Booking accepted (version ${stored.termsVersion!.slice(0, 8)})`,
      )
      // The very sentence the booking page shows (one source, supabase/functions/_shared).
      expect(text.replace(/\s+/g, ' ')).toContain(NO_WITHDRAWAL)
      for (const line of quote.lines) expect(text).toContain(plain(line.label))
    }

    const request = await emailTo(email, 'Your request for Villa Offre Test')
    expectOffer(plain(request.Text))
    expect(request.HTML).toContain('€4,480')
    const toStaff = await waitFor('the staff email of this request', async () => {
      const found = (await messagesTo(STAFF_ADDRESSES[0]!)).find((m) =>
        m.Subject.includes('Villa Offre Test'),
      )
      return found && message(found.ID)
    })
    expectOffer(plain(toStaff.Text))

    // A later price and fee change never reaches the stored offer the confirmation shows.
    await db.service.from('villas').update({ price_per_night: 1500 }).eq('id', villa)
    await db.service
      .from('villa_charges')
      .update({ amount: 900 })
      .eq('name', 'Final cleaning')
      .eq('villa_id', villa)
    await staff.client.from('bookings').update({ status: 'confirmed' }).eq('id', id)
    const confirmed = await emailTo(email, 'Confirmed: your stay at Villa Offre Test')
    expectOffer(plain(confirmed.Text))
    expect(confirmed.Text).not.toContain('€1,500')
    expect(confirmed.Text).not.toContain('€900')
  })
})

describe('a stranger writing someone else’s address', () => {
  it('reaches that inbox at most 3 times a day however it is written, while staff hear of every request', async () => {
    const box = `victim-${randomUUID().slice(0, 8)}`
    const addresses = [1, 2, 3, 4, 5].map((n) =>
      n % 2
        ? `${box}+${n}@example.com`
        : `${box[0]!.toUpperCase()}${box.slice(1)}+${n}@Example.com`,
    )
    const stays = []
    for (const address of addresses) {
      stays.push(
        await requestStay(address, 2, {
          guestName: 'Visit http://evil.example/win',
          specialRequests: 'Claim your prize at http://evil.example/prize',
        }),
      )
    }
    const rows = (await Promise.all(stays.map((stay) => notificationsOf(stay.id)))).flat()
    expect(rows.filter((row) => row.kind === 'request_received')).toHaveLength(3)
    expect(rows.filter((row) => row.kind === 'request_received_staff')).toHaveLength(5)

    const toVictim = async () =>
      (await inbox()).filter((m) => m.To.some((to) => to.Address.toLowerCase().startsWith(box)))
    const toStaff = async () =>
      (await messagesTo(STAFF_ADDRESSES[0]!)).filter((m) => m.Subject.includes('evil.example'))
    await waitFor('5 staff emails', async () => (await toStaff()).length === 5)
    await waitFor('3 guest emails', async () => (await toVictim()).length === 3)
    await sendNow()
    expect(await toVictim()).toHaveLength(3)

    // The guest email repeats neither the name nor the special requests a stranger typed.
    const guestEmail = await message((await toVictim())[0]!.ID)
    for (const part of [guestEmail.Subject, guestEmail.Text, guestEmail.HTML]) {
      expect(part).not.toContain('evil.example')
      expect(part).not.toContain('Visit')
    }
    expect(guestEmail.Text).toContain('Thank you')
    expect(guestEmail.Text).not.toMatch(/special requests/i)
    // Staff see both.
    const staffEmail = await message((await toStaff())[0]!.ID)
    expect(staffEmail.Text).toContain('Visit http://evil.example/win')
    expect(staffEmail.Text).toContain('Claim your prize at http://evil.example/prize')

    // A request whose guest was not emailed gets no expiry email either.
    const unannounced = stays[4]!
    await db.stack.db.pg.query(
      `update public.bookings set expires_at = now() - interval '1 minute' where id = $1`,
      [unannounced.id],
    )
    await db.stack.cron.run('expire-request-emails')
    expect((await notificationsOf(unannounced.id)).map((row) => row.kind)).toEqual([
      'request_received_staff',
    ])
  })

  it('greets a guest by first name when the name looks like one, with no special requests', async () => {
    const email = guest()
    await requestStay(email, 2, { guestName: 'Zoë O’Brien-Søndergaard' })
    const toGuest = await emailTo(email, 'Your request for')
    expect(toGuest.Text).toContain('Thank you, Zoë')
    expect(toGuest.Text).not.toContain('A late arrival')
  })
})

describe('decisions and expiry', () => {
  it('tells the guest when staff confirm the request', async () => {
    const email = guest()
    const stay = await requestStay(email, 4)
    await emailTo(email, 'Your request for')
    const { error } = await staff.client
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', stay.id)
    expect(error).toBeNull()
    const confirmed = await emailTo(email, 'Confirmed: your stay at Villa Azur Test')
    expect(confirmed.Text).toContain(formatDay(stay.checkIn))
    expect(confirmed.Text).toContain('€5,000')
    expect(confirmed.Text).toContain('is yours')
  })

  it('tells the guest when staff decline the request', async () => {
    const email = guest()
    const stay = await requestStay(email, 2)
    await emailTo(email, 'Your request for')
    await staff.client.from('bookings').update({ status: 'cancelled' }).eq('id', stay.id)
    const declined = await emailTo(email, 'About your request for Villa Azur Test')
    expect(declined.Text).toContain('not available')
    expect(declined.Text).toContain(formatDay(stay.checkIn))
  })

  it('tells the guest once when a request expires, and not again when staff tidy it away', async () => {
    const email = guest()
    const stay = await requestStay(email, 3)
    await emailTo(email, 'Your request for')
    await db.stack.db.pg.query(
      `update public.bookings set expires_at = now() - interval '1 minute' where id = $1`,
      [stay.id],
    )
    await db.stack.cron.run('expire-request-emails')
    const expired = await emailTo(email, 'Your request for Villa Azur Test has lapsed')
    expect(expired.Text).toContain('within 24 hours')

    // The sweep again, then a decline of the expired request: no further email.
    await db.stack.cron.run('expire-request-emails')
    await staff.client.from('bookings').update({ status: 'cancelled' }).eq('id', stay.id)
    await sendNow()
    const kinds = (await notificationsOf(stay.id)).map((row) => row.kind).sort()
    expect(kinds).toEqual(['request_expired', 'request_received', 'request_received_staff'])
    expect(await messagesTo(email)).toHaveLength(2)
  })

  it('leaves requests nobody was told about (the seed’s) out of the expiry sweep', async () => {
    const seeded = 'b1000000-0000-4000-8000-000000000005'
    await db.stack.db.pg.query(
      `update public.bookings set expires_at = now() - interval '1 hour' where id = $1`,
      [seeded],
    )
    await db.stack.cron.run('expire-request-emails')
    expect(await notificationsOf(seeded)).toEqual([])
  })
})

describe('expiry and a decision at the same moment', () => {
  /** A request past its expiry, its guest told it was received. */
  async function expiredRequest() {
    const stay = await requestStay(guest(), 2)
    await db.stack.db.pg.query(
      `update public.bookings set expires_at = now() - interval '1 minute' where id = $1`,
      [stay.id],
    )
    return stay
  }
  const guestKinds = async (bookingId: string) =>
    (await notificationsOf(bookingId))
      .map((row) => row.kind)
      .filter((kind) => kind !== 'request_received_staff')
      .sort()

  it('sends no expiry email for a request declined first', async () => {
    const stay = await expiredRequest()
    await staff.client.from('bookings').update({ status: 'cancelled' }).eq('id', stay.id)
    await db.stack.cron.run('expire-request-emails')
    expect(await guestKinds(stay.id)).toEqual(['request_declined', 'request_received'])
  })

  // Two sessions at once need a server: PGlite runs one transaction at a time. These run in the
  // PostgreSQL run of the suite (required in CI), and are not registered on PGlite.
  const onServer = ENGINE === 'postgres' ? it : () => {}
  onServer('leaves a request whose decline is in progress to the decline', async () => {
    const stay = await expiredRequest()
    await db.stack.db.pg.transaction(async (tx) => {
      // A decline through the API, not yet committed: it holds the booking row.
      await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`)
      await tx.query(`update public.bookings set status = 'cancelled' where id = $1`, [stay.id])
      await db.stack.db.pg.query('select private.enqueue_expired_request_emails()')
    })
    expect(await guestKinds(stay.id)).toEqual(['request_declined', 'request_received'])
  })

  onServer(
    'lets a decline waiting for the sweep see its expiry email and say nothing more',
    async () => {
      const stay = await expiredRequest()
      let declining: PromiseLike<{ error: unknown }> | undefined
      await db.stack.db.pg.transaction(async (tx) => {
        await tx.query('select private.enqueue_expired_request_emails()')
        // The decline starts while the sweep's transaction is open; wait until it waits for it.
        declining = staff.client
          .from('bookings')
          .update({ status: 'cancelled' })
          .eq('id', stay.id)
          .then((result) => result)
        await waitFor(
          'the decline to wait for the sweep',
          async () => {
            const { rows } = await db.stack.db.pg.query<{ waiting: number }>(
              `select count(*)::int as waiting from pg_stat_activity
               where wait_event_type = 'Lock' and query ilike '%bookings%'`,
            )
            return rows[0]!.waiting > 0
          },
          5_000,
        )
      })
      expect((await declining!).error).toBeNull()
      expect(await guestKinds(stay.id)).toEqual(['request_expired', 'request_received'])
    },
  )
})

describe('a sender’s claim', () => {
  /** A row no sender picks up (due tomorrow), with a payload no template can read. */
  async function parkedRow(): Promise<string> {
    const { rows } = await db.stack.db.pg.query<{ id: string }>(
      `insert into public.notifications (kind, recipients, next_attempt_at)
       values ('enquiry_received_staff', array['claims@example.com'], now() + interval '1 day')
       returning id`,
    )
    return rows[0]!.id
  }
  /** Makes the row the most overdue one and claims it, in one transaction (no sender between). */
  async function claim(id: string, alsoSql = ''): Promise<NotificationRow> {
    return db.stack.db.pg.transaction(async (tx) => {
      await tx.query(
        `update public.notifications set next_attempt_at = now() - interval '1 year' ${alsoSql}
         where id = $1`,
        [id],
      )
      const { rows } = await tx.query<NotificationRow>(
        'select * from public.claim_notifications(1)',
      )
      expect(rows.map((row) => row.id)).toEqual([id])
      return rows[0]!
    })
  }

  it('is completed only by its own sender, never by one whose claim lapsed', async () => {
    const id = await parkedRow()
    const first = await claim(id)
    expect(first).toMatchObject({ status: 'sending', attempts: 1 })
    expect(first.claim_id).toMatch(/^[0-9a-f-]{36}$/)
    // The first sender starts the email, then stalls: after 2 minutes without renewing its
    // claim (20261126370300_outbox_send_leases.sql), another sender claims the row again,
    // counting a second attempt.
    const started = await db.service.rpc('begin_notification_send', {
      p_id: id,
      p_claim_id: first.claim_id,
    })
    expect(started.data).toBe(true)
    // Claimed again in a transaction rolled back, so no other row is taken from the senders.
    const claimedAgain: string[] = []
    await db.stack.db.pg
      .transaction(async (tx) => {
        await tx.query(
          `update public.notifications set next_attempt_at = now() - interval '1 year' where id = $1`,
          [id],
        )
        const { rows } = await tx.query<{ id: string }>(
          'select id from public.claim_notifications(100)',
        )
        claimedAgain.push(...rows.map((row) => row.id))
        throw new Error('roll back')
      })
      .catch(() => {})
    expect(claimedAgain).not.toContain(id) // a live claim is never taken over
    const second = await claim(id, `, claimed_at = now() - interval '121 seconds'`)
    expect(second).toMatchObject({ status: 'sending', attempts: 2, send_started_at: null })
    expect(second.claim_id).not.toBe(first.claim_id)
    // The first sender's next email is refused: it stops.
    const refused = await db.service.rpc('begin_notification_send', {
      p_id: id,
      p_claim_id: first.claim_id,
    })
    expect(refused.data).toBe(false)

    const late = await db.service.rpc('complete_notification', {
      p_id: id,
      p_claim_id: first.claim_id,
    })
    expect(late.error?.code).toBe('55000')
    const { data: still } = await db.service.from('notifications').select('*').eq('id', id).single()
    expect(still).toMatchObject({ status: 'sending', claim_id: second.claim_id, sent_at: null })

    const done = await db.service
      .rpc('complete_notification', { p_id: id, p_claim_id: second.claim_id })
      .single()
    expect(done.error).toBeNull()
    expect(done.data).toMatchObject({ status: 'sent', claim_id: null })
  })

  it('is taken over without counting an attempt when its sender died before starting it', async () => {
    const id = await parkedRow()
    const first = await claim(id)
    const second = await claim(id, `, claimed_at = now() - interval '121 seconds'`)
    expect(second).toMatchObject({ status: 'sending', attempts: first.attempts })
    await db.stack.db.pg.query('delete from public.notifications where id = $1', [id])
  })

  it('gives back a row it had no time to try, due at once and without counting an attempt', async () => {
    const id = await parkedRow()
    const claimed = await claim(id)
    const released = await db.stack.db.pg.transaction(async (tx) => {
      const other = await tx.query<{ released: number }>(
        'select public.release_notifications($1, array[$2]::uuid[]) as released',
        [randomUUID(), id],
      )
      expect(other.rows[0]!.released).toBe(0)
      const own = await tx.query<{ released: number }>(
        'select public.release_notifications($1, array[$2]::uuid[]) as released',
        [claimed.claim_id, id],
      )
      expect(own.rows[0]!.released).toBe(1)
      const { rows } = await tx.query<NotificationRow>(
        'select * from public.notifications where id = $1',
        [id],
      )
      // Parked again so no sender tries this unreadable row.
      await tx.query('delete from public.notifications where id = $1', [id])
      return rows[0]!
    })
    expect(released).toMatchObject({ status: 'pending', attempts: 0, claim_id: null })
    expect(new Date(released.next_attempt_at).getTime()).toBeLessThan(Date.now())
  })
})

describe('erasing a booking or an enquiry', () => {
  it('erases its emails, which hold the guest’s details', async () => {
    const email = guest()
    const stay = await requestStay(email, 2)
    await emailTo(email, 'Your request for')
    expect(await notificationsOf(stay.id)).toHaveLength(2)
    const deleted = await db.service.from('bookings').delete().eq('id', stay.id)
    expect(deleted.error).toBeNull()
    expect(await notificationsOf(stay.id)).toEqual([])
    const { count } = await db.service
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .contains('recipients', [email])
    expect(count).toBe(0)

    const enquiryId = randomUUID()
    const sent = await db.anon.from('contact_submissions').insert({
      id: enquiryId,
      name: 'Erase Me',
      email: guest(),
      phone: null,
      message: 'Please forget me afterwards.',
      form_type: 'general',
    })
    expect(sent.error).toBeNull()
    const enquiryEmails = () =>
      db.service.from('notifications').select('id').eq('enquiry_id', enquiryId)
    // The staff email and the sender's acknowledgement (issue 22).
    expect((await enquiryEmails()).data).toHaveLength(2)
    expect(
      (await db.service.from('contact_submissions').delete().eq('id', enquiryId)).error,
    ).toBeNull()
    expect((await enquiryEmails()).data).toEqual([])
  })
})

describe('an enquiry', () => {
  it('sends one email to the staff addresses, answering the visitor on reply', async () => {
    const email = guest()
    const { error } = await db.anon.from('contact_submissions').insert({
      name: 'Ahmed Al-Farsi',
      email,
      phone: null,
      message: 'A private chef for the whole stay, please.',
      form_type: 'concierge',
    })
    expect(error).toBeNull()
    const toStaff = await emailTo(STAFF_ADDRESSES[0]!, 'Concierge request from Ahmed Al-Farsi')
    expect(toStaff.Text).toContain('A private chef for the whole stay, please.')
    expect(toStaff.ReplyTo.map((to) => to.Address)).toEqual([email])
  })
})

describe('a failing SMTP server', () => {
  it('puts the email back with a back-off, then sends it exactly once', async () => {
    await setChaos({ Recipient: { ErrorCode: 451, Probability: 100 } })
    const email = guest()
    let stay: Awaited<ReturnType<typeof requestStay>>
    try {
      stay = await requestStay(email, 2)
      const failed = await waitFor('the first failed attempt', async () => {
        const row = (await notificationsOf(stay.id)).find((r) => r.kind === 'request_received')
        return row?.attempts === 1 && row.status === 'pending' && row
      })
      expect(failed.last_error).toMatch(/451/)
      expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 60_000)
    } finally {
      await setChaos({})
    }

    // Nothing is due yet: a sweep leaves it alone.
    await sendNow()
    expect(await messagesTo(email)).toHaveLength(0)

    await db.stack.db.pg.query(
      `update public.notifications set next_attempt_at = now() where booking_id = $1`,
      [stay.id],
    )
    await sendNow()
    // The cron sweeper may have claimed it first: wait for the outcome, whoever sent it.
    const row = await waitFor('the email sent', async () => {
      const found = (await notificationsOf(stay.id)).find((r) => r.kind === 'request_received')
      return found?.status === 'sent' && found
    })
    expect(row.attempts).toBe(2)
    expect(row.last_error).toMatch(/451/)
    await emailTo(email, 'Your request for')
    await sendNow()
    expect(await messagesTo(email)).toHaveLength(1)
  })

  it('marks an email failed after its last attempt, keeps it, and staff can resend it', async () => {
    await setChaos({ Recipient: { ErrorCode: 451, Probability: 100 } })
    const email = guest()
    let original: NotificationRow
    try {
      const stay = await requestStay(email, 2)
      original = await waitFor('the first failed attempt', async () => {
        const row = (await notificationsOf(stay.id)).find((r) => r.kind === 'request_received')
        return row?.attempts === 1 && row.status === 'pending' && row
      })
      await db.stack.db.pg.query(
        `update public.notifications set attempts = 7, next_attempt_at = now() where id = $1`,
        [original.id],
      )
      await sendNow()
      const failed = await waitFor('the last attempt to fail', async () => {
        const { data } = await db.service
          .from('notifications')
          .select('*')
          .eq('id', original.id)
          .single()
        return (data as NotificationRow).status === 'failed' && (data as NotificationRow)
      })
      expect(failed.attempts).toBe(8)
      expect(failed.last_error).toMatch(/451/)
    } finally {
      await setChaos({})
    }

    const { data: resentId, error } = await staff.client.rpc('admin_resend_notification', {
      p_id: original.id,
    })
    expect(error).toBeNull()
    await sendNow()
    const resent = await emailTo(email, 'Your request for')
    expect(resent.Text).toContain('2 nights')
    const rows = await waitFor('the resend marked sent', async () => {
      const { data } = await db.service
        .from('notifications')
        .select('id, status, resend_of')
        .in('id', [original.id, resentId as string])
      return data?.some((row) => row.id === resentId && row.status === 'sent') && data
    })
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: original.id, status: 'failed', resend_of: null },
        { id: resentId, status: 'sent', resend_of: original.id },
      ]),
    )
  })
})

describe('who may see the outbox', () => {
  it('lets staff page through the log, newest first, and filter it', async () => {
    const { data, error } = await staff.client.rpc('admin_notifications_page', {
      p_kind: 'request_received',
      p_limit: 2,
    })
    expect(error).toBeNull()
    expect(data).toHaveLength(2)
    expect(data![0].kind).toBe('request_received')
    expect(Number(data![0].total_count)).toBeGreaterThan(2)
    expect(new Date(data![0].created_at) >= new Date(data![1].created_at)).toBe(true)
    const tooMany = await staff.client.rpc('admin_notifications_page', { p_limit: 101 })
    expect(tooMany.error?.code).toBe('22023')
  })

  it('hides notifications and their functions from visitors and signed-in non-staff', async () => {
    const anonRead = await db.anon.from('notifications').select('id')
    expect(anonRead.error?.code).toBe('42501')
    const userRead = await user.client.from('notifications').select('id')
    expect(userRead.error).toBeNull()
    expect(userRead.data).toEqual([])

    for (const client of [db.anon, user.client]) {
      expect((await client.rpc('claim_notifications', { p_max_count: 5 })).error?.code).toBe(
        '42501',
      )
      expect(
        (
          await client.rpc('complete_notification', {
            p_id: randomUUID(),
            p_claim_id: randomUUID(),
          })
        ).error?.code,
      ).toBe('42501')
      expect(
        (
          await client.rpc('release_notifications', {
            p_claim_id: randomUUID(),
            p_ids: [randomUUID()],
          })
        ).error?.code,
      ).toBe('42501')
      expect((await client.rpc('admin_notifications_page', {})).error?.code).toBe('42501')
      expect(
        (await client.rpc('admin_resend_notification', { p_id: randomUUID() })).error?.code,
      ).toBe('42501')
      expect(
        (
          await client
            .from('notifications')
            .insert({ kind: 'request_received', recipients: ['x@y.z'] })
        ).error?.code,
      ).toBe('42501')
    }
    // Staff read the log but never write it directly.
    const staffInsert = await staff.client
      .from('notifications')
      .insert({ kind: 'request_received', recipients: ['x@y.z'] })
    expect(staffInsert.error?.code).toBe('42501')
  })

  it('refuses the sender function to visitors and non-staff', async () => {
    expect((await db.anon.functions.invoke('send-emails', { body: {} })).error).not.toBeNull()
    const asUser = await user.client.functions.invoke('send-emails', { body: {} })
    expect(asUser.error).not.toBeNull()
    expect((asUser.error as { context?: Response }).context?.status).toBe(403)
    const asStaff = await staff.client.functions.invoke('send-emails', { body: {} })
    expect(asStaff.error).toBeNull()
  })
})

describe('the email settings', () => {
  it('are readable by staff only', async () => {
    const keys = ['notification_staff_emails', 'email_sender_name', 'email_reply_to']
    for (const client of [db.anon, user.client]) {
      const { data } = await client
        .from('site_settings')
        .select('setting_key')
        .in('setting_key', keys)
      expect(data).toEqual([])
    }
    const { data } = await staff.client
      .from('site_settings')
      .select('setting_key, setting_value')
      .in('setting_key', keys)
      .order('setting_key')
    expect(data).toEqual([
      { setting_key: 'email_reply_to', setting_value: 'contact@rivieravillas.com' },
      { setting_key: 'email_sender_name', setting_value: 'Riviera Villas' },
      { setting_key: 'notification_staff_emails', setting_value: STAFF_ADDRESSES.join(', ') },
    ])
  })

  it('refuse a bad value with a sentence naming the field', async () => {
    const update = (key: string, value: string) =>
      staff.client.from('site_settings').update({ setting_value: value }).eq('setting_key', key)
    const badAddress = await update('notification_staff_emails', 'team@rivieravillas.test, nope')
    expect(badAddress.error?.message).toBe(
      'Staff notification emails: "nope" is not an email address such as name@example.com',
    )
    expect((await update('notification_staff_emails', ' ')).error?.message).toMatch(
      /at least one email address/,
    )
    expect((await update('email_reply_to', 'not an email')).error?.message).toMatch(
      /^Reply-to address:/,
    )
    expect((await update('email_sender_name', 'Riviera "Villas"')).error?.message).toMatch(
      /^Sender name:/,
    )
  })
})
