import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchFrom } from '../support/fetch-from.ts'
import {
  bookingRequest,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'

// Flood control lives in the database (private.throttle): limits per email address or client
// address and per minute, a clear message with HTTP 429, nothing stored when refused. Per-client
// limits, requests held for review and the ceiling for everybody: client-throttles.test.ts.

let db: DatabaseStack
let villaId: string

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { price_per_night: 400, max_guests: 6 })
})
afterAll(() => db?.stop())

/** Moves every recorded event back in time, as if the caller had waited. */
async function waitOut(minutes: number) {
  await db.stack.db.pg.query(
    `update private.throttle_events set happened_at = happened_at - make_interval(mins => $1)`,
    [minutes],
  )
}

async function stored(table: 'bookings' | 'contact_submissions', column: string, email: string) {
  const { rows } = await db.stack.db.pg.query(
    `select id from public.${table} where ${column} = $1`,
    [email],
  )
  return rows.length
}

const enquiry = (email: string) => ({
  form_type: 'general',
  name: 'Hélène Roux',
  email,
  message: 'Is the villa free in June?',
})

describe('booking requests', () => {
  it('take 5 per email address in 10 minutes, then 429 until the window has passed', async () => {
    const email = `flood-${randomUUID().slice(0, 8)}@example.com`
    for (let i = 0; i < 5; i++) {
      const stay = { check_in: day(100 + i * 3), check_out: day(101 + i * 3) }
      const { error } = await db.anon
        .from('bookings')
        .insert(bookingRequest({ villa_id: villaId, guest_email: email, ...stay }))
      expect(error).toBeNull()
    }
    const sixth = await db.anon.from('bookings').insert(
      bookingRequest({
        villa_id: villaId,
        guest_email: email,
        check_in: day(130),
        check_out: day(131),
      }),
    )
    expect(sixth.status).toBe(429)
    expect(sixth.error).toMatchObject({
      code: 'PT429',
      message: 'Too many booking requests. Please wait a few minutes and try again.',
    })
    expect(await stored('bookings', 'guest_email', email)).toBe(5)

    // Another guest is not held up, nor is the service role.
    const other = await db.anon.from('bookings').insert(
      bookingRequest({
        villa_id: villaId,
        guest_email: `other-${randomUUID().slice(0, 8)}@example.com`,
        check_in: day(130),
        check_out: day(131),
      }),
    )
    expect(other.error).toBeNull()
    const service = await db.service.from('bookings').insert(
      bookingRequest({
        villa_id: villaId,
        guest_email: email,
        check_in: day(140),
        check_out: day(141),
      }),
    )
    expect(service.error).toBeNull()

    await waitOut(11)
    const later = await db.anon.from('bookings').insert(
      bookingRequest({
        villa_id: villaId,
        guest_email: email,
        check_in: day(150),
        check_out: day(151),
      }),
    )
    expect(later.error).toBeNull()
  })

  it('count one mailbox however it is written (case, +tags)', async () => {
    const box = `victim-${randomUUID().slice(0, 8)}`
    const spellings = [
      `${box}@example.com`,
      `${box.toUpperCase()}@Example.com`,
      `${box}+1@example.com`,
      `${box}+promo@EXAMPLE.com`,
      `${box}+2@example.com`,
    ]
    for (const [i, guest_email] of spellings.entries()) {
      const stay = { check_in: day(200 + i * 3), check_out: day(201 + i * 3) }
      const { error } = await db.anon
        .from('bookings')
        .insert(bookingRequest({ villa_id: villaId, guest_email, ...stay }))
      expect(error).toBeNull()
    }
    const sixth = await db.anon.from('bookings').insert(
      bookingRequest({
        villa_id: villaId,
        guest_email: `${box}+3@example.com`,
        check_in: day(230),
        check_out: day(231),
      }),
    )
    expect(sixth.status).toBe(429)
  })

  it('refuse an address that is not one plain mailbox', async () => {
    for (const guest_email of [
      'Guest <victim@example.com>',
      'v0<victim@example.com>',
      'victim@example.com,other@example.com',
      '"victim"@example.com',
      'victim@exa_mple.com',
      'victim@-example.com',
    ]) {
      const { error } = await db.anon.from('bookings').insert(
        bookingRequest({
          villa_id: villaId,
          guest_email,
          check_in: day(240),
          check_out: day(241),
        }),
      )
      const refusal = { code: '23514', message: 'Please provide a valid email address' }
      expect(error, guest_email).toMatchObject(refusal)
      const enquiryError = (await db.anon.from('contact_submissions').insert(enquiry(guest_email)))
        .error
      expect(enquiryError, guest_email).toMatchObject(refusal)
    }
    // What the site's forms accept still passes.
    for (const guest_email of [
      "o'brien.j+villa@mail.example.co.uk",
      'A_B-c@sub-domain.example.fr',
    ]) {
      const { error } = await db.anon.from('bookings').insert(
        bookingRequest({
          villa_id: villaId,
          guest_email,
          check_in: day(250),
          check_out: day(251),
        }),
      )
      expect(error, guest_email).toBeNull()
    }
  })

  it('are one per request: a batch is refused whole', async () => {
    const email = `batch-${randomUUID().slice(0, 8)}@example.com`
    const batch = [0, 1].map((i) =>
      bookingRequest({
        villa_id: villaId,
        guest_email: email,
        check_in: day(200 + i * 2),
        check_out: day(201 + i * 2),
      }),
    )
    const { error, status } = await db.anon.from('bookings').insert(batch)
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: 'PT400', message: 'Send one request at a time' })
    expect(await stored('bookings', 'guest_email', email)).toBe(0)
  })
})

describe('enquiries', () => {
  it('take 3 per email address in 10 minutes', async () => {
    const email = `chatty-${randomUUID().slice(0, 8)}@example.com`
    for (let i = 0; i < 3; i++) {
      expect((await db.anon.from('contact_submissions').insert(enquiry(email))).error).toBeNull()
    }
    const fourth = await db.anon.from('contact_submissions').insert(enquiry(email))
    expect(fourth.status).toBe(429)
    expect(fourth.error?.message).toBe(
      'Too many messages. Please wait a few minutes and try again.',
    )
    expect(await stored('contact_submissions', 'email', email)).toBe(3)
  })
})

describe('the maintenance password', () => {
  // Each guesser connects from an address of its own (the gateway passes it as CF-Connecting-IP).
  async function guess(password: string, address: string) {
    const response = await fetchFrom(address)(
      `${db.stack.url}/rest/v1/rpc/verify_maintenance_password`,
      {
        method: 'POST',
        headers: { apikey: db.stack.publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify({ p_password: password }),
      },
    )
    return { status: response.status, body: await response.json() }
  }

  it('takes 5 wrong guesses a minute from one address, then refuses even the right one', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await guess(`wrong-${i}`, '127.30.0.7')).toEqual({ status: 200, body: false })
    }
    const blocked = await guess('riviera2026', '127.30.0.7')
    expect(blocked.status).toBe(429)
    expect(blocked.body.message).toBe('Too many attempts. Please wait a minute and try again.')

    // Another visitor still gets in, and a right password records nothing.
    expect(await guess('riviera2026', '127.30.0.4')).toEqual({ status: 200, body: true })
    await waitOut(2)
    expect(await guess('riviera2026', '127.30.0.7')).toEqual({ status: 200, body: true })
  })
})

describe('a repeated submission (a lost answer, then the same POST again)', () => {
  it('stores one booking request and answers both as created', async () => {
    const email = `repeat-${randomUUID().slice(0, 8)}@example.com`
    const request = {
      ...bookingRequest({
        villa_id: villaId,
        guest_email: email,
        check_in: day(250),
        check_out: day(253),
      }),
      id: randomUUID(),
    }
    const first = await db.anon.from('bookings').insert(request)
    const again = await db.anon.from('bookings').insert(request)
    expect([first.status, first.error, again.status, again.error]).toEqual([201, null, 201, null])
    expect(await stored('bookings', 'guest_email', email)).toBe(1)
    // A repeat is not counted by the flood control either.
    const { rows } = await db.stack.db.pg.query(
      `select count(*)::int as n from private.throttle_events where subject = $1`,
      [email],
    )
    expect(rows).toEqual([{ n: 1 }])
  })

  it('stores one enquiry', async () => {
    const email = `repeat-${randomUUID().slice(0, 8)}@example.com`
    const message = { ...enquiry(email), id: randomUUID() }
    for (let i = 0; i < 3; i++) {
      const { status, error } = await db.anon.from('contact_submissions').insert(message)
      expect([status, error]).toEqual([201, null])
    }
    expect(await stored('contact_submissions', 'email', email)).toBe(1)
  })
})

describe('direct SQL, outside the API', () => {
  it('stores a row on a connection that served API requests before (empty claims are no claims)', async () => {
    // An API request first: on this session request.jwt.claims is now defined, as ''.
    const { error: apiError } = await db.anon.from('villas').select('id').limit(1)
    expect(apiError).toBeNull()
    await db.stack.db.pg.transaction(async (tx) => {
      await tx.exec('set local role postgres')
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.contact_submissions (name, email, message, form_type)
         values ('Direct SQL', 'direct.sql@example.com', 'Entered by hand', 'general')
         returning id`,
      )
      expect(rows).toHaveLength(1)
      await tx.exec(`delete from public.contact_submissions where id = '${rows[0]!.id}'`)
    })
  })
})
