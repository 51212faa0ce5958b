import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fetchFrom } from '../support/fetch-from.ts'
import {
  bookingRequest,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack.ts'

// Issue 18, points 1, 5 and 6: flood control counts each client by the address the platform
// sets (CF-Connecting-IP on hosted; the local gateway writes it from the socket), never by a
// header the caller writes. Each visitor here connects from an address of its own (127.x.y.z).

let db: DatabaseStack
let villaId: string
let admin: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { price_per_night: 400, max_guests: 6 })
  admin = await db.signIn('admin')
})
afterAll(() => db?.stop())

// Each test starts from a quiet minute: nobody has sent anything yet.
beforeEach(async () => {
  await db.stack.db.pg.query(`delete from private.throttle_events`)
})

/** A visitor on the computer whose address is `address`, sending `headers` with each call. */
function visitor(address: string, headers: Record<string, string> = {}): SupabaseClient {
  return createClient(db.stack.url, db.stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: { fetch: fetchFrom(address), headers },
  })
}

const invented = () => `someone-${randomUUID().slice(0, 8)}@example.com`

function request(email: string, id: string = randomUUID(), from = 90) {
  const stay = { check_in: day(from), check_out: day(from + 3) }
  return { ...bookingRequest({ villa_id: villaId, guest_email: email, ...stay }), id }
}

const enquiry = (email: string, id: string = randomUUID()) => ({
  id,
  form_type: 'concierge',
  name: 'Hélène Roux',
  email,
  message: 'Could you arrange a chef for our first evening?',
})

async function booking(id: string) {
  const { rows } = await db.stack.db.pg.query<{ status: string; held_for_review: boolean }>(
    `select status, held_for_review from public.bookings where id = $1`,
    [id],
  )
  return rows[0] ?? null
}

async function emailsFor(column: 'booking_id' | 'enquiry_id', id: string) {
  const { rows } = await db.stack.db.pg.query<{ kind: string }>(
    `select kind from public.notifications where ${column} = $1 order by kind`,
    [id],
  )
  return rows.map((row) => row.kind)
}

describe('the client address (private.client_address)', () => {
  async function clientFor(headers: Record<string, string> | null) {
    return db.stack.db.pg.transaction(async (tx) => {
      if (headers) {
        await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)])
      }
      const { rows } = await tx.query<{ client: string }>(
        `select private.client_address() as client`,
      )
      return rows[0]!.client
    })
  }

  it('is CF-Connecting-IP, never X-Forwarded-For; an IPv6 client counts by its /64', async () => {
    expect(
      await clientFor({ 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '1.2.3.4' }),
    ).toBe('203.0.113.9')
    expect(await clientFor({ 'x-forwarded-for': '1.2.3.4' })).toBe('unknown')
    expect(await clientFor(null)).toBe('unknown')
    const one = await clientFor({ 'cf-connecting-ip': '2001:db8:1:2:aaaa::1' })
    const sameSubscriber = await clientFor({ 'cf-connecting-ip': '2001:db8:1:2:ffff::9' })
    const another = await clientFor({ 'cf-connecting-ip': '2001:db8:1:3::1' })
    expect(one).toBe('2001:db8:1:2::/64')
    expect(sameSubscriber).toBe(one)
    expect(another).not.toBe(one)
  })
})

describe('booking requests from a client that floods', () => {
  it('leave a real visitor on another client unhindered after thirty invented requests', async () => {
    const flooder = visitor('127.18.0.1')
    const answers: number[] = []
    for (let i = 0; i < 30; i++) {
      answers.push((await flooder.from('bookings').insert(request(invented()))).status)
    }
    const real = randomUUID()
    const realVisitor = await visitor('127.18.0.2')
      .from('bookings')
      .insert(request(invented(), real))

    expect(realVisitor.error).toBeNull()
    expect(realVisitor.status).toBe(201)
    expect(await booking(real)).toEqual({ status: 'pending', held_for_review: false })
    expect(await emailsFor('booking_id', real)).toEqual([
      'request_received',
      'request_received_staff',
    ])
    // The flood's own: ten as usual, twenty held for review, then nothing more is stored.
    expect(answers).toEqual(Array(30).fill(201))
    const { rows } = await db.stack.db.pg.query<{ held: boolean; n: number }>(
      `select held_for_review as held, count(*)::int as n from public.bookings
       where guest_email like 'someone-%' and id <> $1 group by 1 order by 1`,
      [real],
    )
    expect(rows).toEqual([
      { held: false, n: 10 },
      { held: true, n: 20 },
    ])
    const more = await flooder.from('bookings').insert(request(invented()))
    expect(more.status).toBe(429)
    expect(more.error?.message).toBe(
      'Too many booking requests. Please wait a few minutes and try again.',
    )
    await db.stack.db.pg.query(`delete from public.bookings where guest_email like 'someone-%'`)
  })

  it('are one client however the caller writes X-Forwarded-For or CF-Connecting-IP', async () => {
    const ids: string[] = []
    for (let i = 0; i < 11; i++) {
      const spoofing = visitor('127.18.1.1', {
        'x-forwarded-for': `198.51.100.${i + 1}`,
        'cf-connecting-ip': `203.0.113.${i + 1}`,
        'x-real-ip': `192.0.2.${i + 1}`,
      })
      const id = randomUUID()
      ids.push(id)
      expect((await spoofing.from('bookings').insert(request(invented(), id))).error).toBeNull()
    }
    expect((await booking(ids[9]!))?.held_for_review).toBe(false)
    expect((await booking(ids[10]!))?.held_for_review).toBe(true)
    const { rows } = await db.stack.db.pg.query<{ subject: string }>(
      `select distinct subject from private.throttle_events where kind = 'booking_client'`,
    )
    expect(rows).toEqual([{ subject: '127.18.1.1' }])
  })

  it('store the held one for staff, email nobody, and tell the visitor so', async () => {
    const client = visitor('127.18.2.1')
    for (let i = 0; i < 10; i++) {
      expect((await client.from('bookings').insert(request(invented()))).error).toBeNull()
    }
    const held = randomUUID()
    const email = `anna.keller-${randomUUID().slice(0, 6)}@example.com`
    const sent = await client.from('bookings').insert(request(email, held))
    expect([sent.status, sent.error]).toEqual([201, null])

    // No email leaves for it: not to the address typed, not to staff.
    expect(await emailsFor('booking_id', held)).toEqual([])
    // The visitor's receipt says it is held.
    const receipt = await client.rpc('get_booking_request_receipt', {
      p_booking_id: held,
      p_guest_email: email,
    })
    expect(receipt.error).toBeNull()
    expect(receipt.data).toMatchObject([{ id: held, status: 'held', is_guest_emailed: false }])
    // Staff read it, labelled, and it blocks no date: another guest can still be confirmed.
    const staffView = await admin.client
      .from('bookings')
      .select('id, status, held_for_review')
      .eq('id', held)
      .single()
    expect(staffView.data).toEqual({ id: held, status: 'pending', held_for_review: true })
    const other = randomUUID()
    expect(
      (await visitor('127.18.2.2').from('bookings').insert(request(invented(), other))).error,
    ).toBeNull()
    const confirmOther = await admin.client
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', other)
    expect(confirmOther.error).toBeNull()

    // Confirming a held request writes the confirmation to the guest, as for any request.
    const heldLater = randomUUID()
    await client.from('bookings').insert(request(invented(), heldLater, 120))
    expect((await booking(heldLater))?.held_for_review).toBe(true)
    const confirmed = await admin.client
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', heldLater)
    expect(confirmed.error).toBeNull()
    expect(await emailsFor('booking_id', heldLater)).toEqual(['booking_confirmed'])
  })

  it('declining a held request writes to nobody', async () => {
    const client = visitor('127.18.3.1')
    for (let i = 0; i < 10; i++)
      await client.from('bookings').insert(request(invented(), undefined, 150))
    const held = randomUUID()
    await client.from('bookings').insert(request(invented(), held, 150))
    expect((await booking(held))?.held_for_review).toBe(true)
    const declined = await admin.client
      .from('bookings')
      .update({ status: 'cancelled' })
      .eq('id', held)
    expect(declined.error).toBeNull()
    expect(await emailsFor('booking_id', held)).toEqual([])
  })

  it('a visitor cannot mark a request held or not held', async () => {
    const id = randomUUID()
    const sent = await visitor('127.18.4.1')
      .from('bookings')
      .insert({ ...request(invented(), id, 200), held_for_review: true })
    expect(sent.error).toBeNull()
    expect((await booking(id))?.held_for_review).toBe(false)
  })
})

describe('enquiries from a client that floods', () => {
  it('leave a real visitor on another client unhindered; the held ones reach staff in the admin', async () => {
    const flooder = visitor('127.19.0.1')
    const ids: string[] = []
    for (let i = 0; i < 30; i++) {
      const id = randomUUID()
      ids.push(id)
      expect(
        (await flooder.from('contact_submissions').insert(enquiry(invented(), id))).status,
      ).toBe(201)
    }
    const real = randomUUID()
    const email = invented()
    const sent = await visitor('127.19.0.2')
      .from('contact_submissions')
      .insert(enquiry(email, real))
    expect([sent.status, sent.error]).toEqual([201, null])
    // Staff are told, and the sender gets the acknowledgement in their language (issue 22).
    expect(await emailsFor('enquiry_id', real)).toEqual([
      'enquiry_received',
      'enquiry_received_staff',
    ])
    const receipt = await visitor('127.19.0.2').rpc('get_enquiry_receipt', {
      p_enquiry_id: real,
      p_email: email,
    })
    expect(receipt.data).toBe('received')

    // The 11th of the flood is held: staff are not emailed, they read it labelled in the admin.
    const heldId = ids[10]!
    expect(await emailsFor('enquiry_id', heldId)).toEqual([])
    const staffView = await admin.client
      .from('contact_submissions')
      .select('id, held_for_review')
      .in('id', [ids[9]!, heldId])
      .order('held_for_review')
    expect(staffView.data).toEqual([
      { id: ids[9], held_for_review: false },
      { id: heldId, held_for_review: true },
    ])
    const more = await flooder.from('contact_submissions').insert(enquiry(invented()))
    expect(more.status).toBe(429)
    expect(more.error?.message).toBe('Too many messages. Please wait a few minutes and try again.')
  })

  it('the receipt answers only the id with its email', async () => {
    const id = randomUUID()
    const email = invented()
    await visitor('127.19.1.1').from('contact_submissions').insert(enquiry(email, id))
    const wrong = await db.anon.rpc('get_enquiry_receipt', {
      p_enquiry_id: id,
      p_email: invented(),
    })
    expect([wrong.error, wrong.data]).toEqual([null, null])
  })

  // Hundreds of requests in a row: a loaded machine needs more than the default 30 s.
  it('take 120 a minute from everybody together, a ceiling only a real flood reaches', async () => {
    for (let i = 0; i < 120; i++) {
      const { error } = await visitor(`127.20.${Math.floor(i / 200)}.${(i % 200) + 1}`)
        .from('contact_submissions')
        .insert(enquiry(invented()))
      expect(error).toBeNull()
    }
    const late = await visitor('127.20.9.9').from('contact_submissions').insert(enquiry(invented()))
    expect(late.error?.code).toBe('PT429')
  }, 120_000)
})

describe('what is held, for staff (admin_held_for_review)', () => {
  it('counts the held requests still waiting and the unread held messages, with their ids', async () => {
    const client = visitor('127.22.0.1')
    for (let i = 0; i < 10; i++)
      await client.from('bookings').insert(request(invented(), undefined, 300))
    for (let i = 0; i < 10; i++)
      await client.from('contact_submissions').insert(enquiry(invented()))
    const heldBooking = randomUUID()
    const heldMessage = randomUUID()
    await client.from('bookings').insert(request(invented(), heldBooking, 300))
    await client.from('contact_submissions').insert(enquiry(invented(), heldMessage))

    const { data, error } = await admin.client.rpc('admin_held_for_review')
    expect(error).toBeNull()
    expect(data[0].booking_ids).toContain(heldBooking)
    expect(data[0].message_ids).toContain(heldMessage)
    const before = data[0] as { booking_requests: number; messages: number }

    // Decided, read: no longer waiting for review.
    await admin.client.from('bookings').update({ status: 'cancelled' }).eq('id', heldBooking)
    await admin.client.from('contact_submissions').update({ status: 'read' }).eq('id', heldMessage)
    const after = (await admin.client.rpc('admin_held_for_review')).data[0]
    expect(after.booking_ids).not.toContain(heldBooking)
    expect(after.message_ids).not.toContain(heldMessage)
    expect([after.booking_requests, after.messages]).toEqual([
      before.booking_requests - 1,
      before.messages - 1,
    ])
  })

  it('is for staff only', async () => {
    const refused = await db.anon.rpc('admin_held_for_review')
    expect(refused.error?.code).toMatch(/^(42501|PGRST202)$/)
    const member = await db.signIn('user')
    const notStaff = await member.client.rpc('admin_held_for_review')
    expect(notStaff.error?.code).toBe('42501')
  })
})

describe('the maintenance password', () => {
  const url = () => `${db.stack.url}/rest/v1/rpc/verify_maintenance_password`

  async function guess(password: string, address: string, forwardedFor?: string) {
    const response = await fetchFrom(address)(url(), {
      method: 'POST',
      headers: {
        apikey: db.stack.publishableKey,
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ p_password: password }),
    })
    return { status: response.status, body: await response.json() }
  }

  async function failures() {
    const { rows } = await db.stack.db.pg.query<{ n: number }>(
      `select count(*)::int as n from private.throttle_events where kind = 'maintenance_password'`,
    )
    return rows[0]!.n
  }

  it('is refused by GET (a read-only call could not record a failure)', async () => {
    for (const password of ['riviera2026', 'wrong']) {
      const response = await fetchFrom('127.21.0.1')(
        `${url()}?p_password=${encodeURIComponent(password)}`,
        { headers: { apikey: db.stack.publishableKey } },
      )
      expect(response.status).toBe(405)
      const body = await response.json()
      expect(body).toMatchObject({
        code: '25006',
        message: 'The maintenance password can only be checked with POST',
      })
      expect(JSON.stringify(body)).not.toMatch(/true/)
    }
    // A hundred GETs teach nothing and the POST limit still counts from zero.
    for (let i = 0; i < 100; i++) {
      const response = await fetchFrom('127.21.0.1')(`${url()}?p_password=guess-${i}`, {
        headers: { apikey: db.stack.publishableKey },
      })
      expect(response.status).toBe(405)
    }
    expect(await failures()).toBe(0)
  })

  it("answers the site's call (supabase-js rpc, a POST)", async () => {
    const { data, error } = await visitor('127.21.0.2').rpc('verify_maintenance_password', {
      p_password: 'riviera2026',
    })
    expect([data, error]).toEqual([true, null])
  })

  it('counts one client however it writes X-Forwarded-For', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await guess(`wrong-${i}`, '127.21.1.1', `198.51.100.${i + 1}`)).toEqual({
        status: 200,
        body: false,
      })
    }
    const sixth = await guess('riviera2026', '127.21.1.1', '198.51.100.77')
    expect(sixth.status).toBe(429)
    expect(sixth.body.message).toBe('Too many attempts. Please wait a minute and try again.')
  })

  it('lets the owner in with the right password after 20 wrong guesses from 20 other clients', async () => {
    for (let i = 0; i < 20; i++) {
      expect(await guess(`wrong-${i}`, `127.21.2.${i + 1}`, `203.0.113.${i + 1}`)).toEqual({
        status: 200,
        body: false,
      })
    }
    expect(await guess('riviera2026', '127.21.3.1')).toEqual({ status: 200, body: true })
    // Under the flood, a client that just guessed wrong waits the minute out.
    expect((await guess('another-try', '127.21.2.1')).status).toBe(429)
  })
})
