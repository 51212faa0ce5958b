import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDay } from '../../supabase/functions/_shared/emails/format'
import {
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'

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
  Text: string
  HTML: string
  From: { Name: string; Address: string }
  ReplyTo: { Address: string }[]
}
interface NotificationRow {
  id: string
  kind: string
  status: string
  attempts: number
  last_error: string | null
  next_attempt_at: string
  subject: string | null
  recipients: string[]
  resend_of: string | null
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
async function requestStay(guestEmail: string, nights = 7) {
  const id = randomUUID()
  const checkIn = day(nextOffset)
  const checkOut = day(nextOffset + nights)
  nextOffset += nights + 2
  const { error } = await db.anon.from('bookings').insert({
    id,
    villa_id: villaId,
    check_in: checkIn,
    check_out: checkOut,
    guests_count: 4,
    total_price: 0,
    guest_name: 'Camille Laurent',
    guest_email: guestEmail,
    guest_phone: '+33 6 12 34 56 78',
    special_requests: 'A late arrival, around 11 PM.',
    expires_at: new Date(Date.now() + 24 * 3600 * 1000).toISOString(),
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
  })

  it('keeps the quote it promised when the villa’s price changes later', async () => {
    const email = guest()
    const stay = await requestStay(email, 3)
    await emailTo(email, 'Your request for')
    await db.service.from('villas').update({ price_per_night: 2000 }).eq('id', villaId)
    try {
      await staff.client.from('bookings').update({ status: 'confirmed' }).eq('id', stay.id)
      const confirmed = await emailTo(email, 'Confirmed:')
      expect(confirmed.Text).toContain('€3,750')
    } finally {
      await db.service.from('villas').update({ price_per_night: 1250 }).eq('id', villaId)
    }
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
      expect((await client.rpc('complete_notification', { p_id: randomUUID() })).error?.code).toBe(
        '42501',
      )
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
