import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createConfirmedBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
  type SignedInUser,
} from './support/database-stack'

// Issue 21, point 2, the card path, offline: the two Edge Functions run as the local stack runs
// every function (a Deno process each, npm:stripe from node_modules). Stripe's own library signs
// the test events (stripe.webhooks.generateTestHeaderString) and the webhook verifies them with
// it; a small stand-in for api.stripe.com (STRIPE_API_BASE) answers the Checkout Session the
// function creates and keeps what it was asked, so the amount sent to Stripe is checked. What
// only Stripe's test mode can show (a real session, the redirect, real card events) is listed
// in the README.

const WEBHOOK_SECRET = 'whsec_offline_test_secret'
const stripe = new Stripe('sk_test_offline')

/** What the stand-in for Stripe was asked: each Checkout Session's form fields. */
const sessionsAsked: URLSearchParams[] = []
/** While set, the stand-in refuses every Checkout Session, as Stripe does a bad request. */
let stripeRefuses = false
let fakeStripe: Server

let db: DatabaseStack
let admin: SignedInUser
let villaId: string

beforeAll(async () => {
  fakeStripe = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      if (stripeRefuses) {
        res.statusCode = 400
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'refused' } }))
      } else if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        sessionsAsked.push(new URLSearchParams(body))
        const id = `cs_test_${sessionsAsked.length}`
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.com/c/pay/${id}`,
          }),
        )
      } else {
        res.statusCode = 404
        res.end(JSON.stringify({ error: { message: `no ${req.method} ${req.url}` } }))
      }
    })
  })
  await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve))
  const { port } = fakeStripe.address() as AddressInfo
  db = await startDatabaseStack({
    functionEnv: {
      STRIPE_SECRET_KEY: 'sk_test_offline',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    },
  })
  admin = await db.signIn('admin')
  villaId = await createVilla(db.service, { name: 'Villa Carte', price_per_night: 1200 })
})
afterAll(async () => {
  await db?.stop()
  fakeStripe?.close()
})

let nextOffset = 100
async function confirmedStay(language: 'en' | 'fr' = 'en'): Promise<{
  id: string
  token: string
  deposit: number
  total: number
}> {
  const id = await createConfirmedBooking(db.service, {
    villa_id: villaId,
    check_in: day(nextOffset),
    check_out: day(nextOffset + 7),
    adults: 2,
    guest_email: `card-${nextOffset}@example.com`,
    language,
  })
  nextOffset += 8
  const { data: token, error } = await admin.client.rpc('admin_reissue_stay_link', {
    p_booking_id: id,
  })
  expect(error).toBeNull()
  const { rows } = await db.stack.db.pg.query<{ deposit: string; total: string }>(
    `select ((quote).payments)[1].amount as deposit, (quote).total from public.bookings where id = $1`,
    [id],
  )
  return { id, token: token!, deposit: Number(rows[0]!.deposit), total: Number(rows[0]!.total) }
}

function callFunction(stack: DatabaseStack, name: string, init: RequestInit) {
  return fetch(`${stack.stack.url}/functions/v1/${name}`, init)
}

async function checkout(token: string, extra: Record<string, unknown> = {}, stack = db) {
  const response = await callFunction(stack, 'stay-card-checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: stack.stack.anonKey },
    body: JSON.stringify({ token, ...extra }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A Checkout Session event as Stripe sends it, signed with the webhook secret unless told. */
function sessionEvent(
  bookingId: string,
  amount: number,
  options: { eventId?: string; type?: string; paymentIntent?: string; paid?: boolean } = {},
) {
  return {
    id: options.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: options.type ?? 'checkout.session.completed',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${Math.random().toString(36).slice(2)}`,
        object: 'checkout.session',
        amount_total: Math.round(amount * 100),
        currency: 'eur',
        client_reference_id: bookingId,
        metadata: { booking_id: bookingId },
        payment_intent: options.paymentIntent ?? `pi_${Math.random().toString(36).slice(2)}`,
        payment_status: options.paid === false ? 'unpaid' : 'paid',
      },
    },
  }
}

async function postEvent(event: unknown, secret = WEBHOOK_SECRET, stack = db) {
  const payload = JSON.stringify(event)
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret })
  const response = await callFunction(stack, 'stripe-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function cardPayments(bookingId: string) {
  const { rows } = await db.stack.db.pg.query<{
    amount: string
    method: string
    external_id: string
  }>(
    `select amount, method, external_id from public.booking_payments where booking_id = $1 order by created_at`,
    [bookingId],
  )
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }))
}

async function paymentEmails(bookingId: string): Promise<number> {
  const { rows } = await db.stack.db.pg.query<{ count: number }>(
    `select count(*)::int as count from public.notifications where booking_id = $1 and kind = 'payment_received'`,
    [bookingId],
  )
  return rows[0]!.count
}

describe('the stay page’s card offer', () => {
  it('offers what is next due by the schedule: the deposit, then the balance', async () => {
    const stay = await confirmedStay()
    expect(await checkout(stay.token, { action: 'offer' })).toEqual({
      status: 200,
      body: {
        available: true,
        amount: stay.deposit,
        label: 'Deposit (30 %)',
        label_fr: 'Acompte (30\u00a0%)',
        due_on: day(3),
      },
    })
    await admin.client
      .from('booking_payments')
      .insert({ booking_id: stay.id, amount: stay.deposit, method: 'bank_transfer' })
    const offer = await checkout(stay.token, { action: 'offer' })
    expect(offer.body).toMatchObject({
      available: true,
      amount: stay.total - stay.deposit,
      label: 'Balance',
    })
  })

  it('creates a Checkout Session for the amount due whatever amount the caller sends', async () => {
    const stay = await confirmedStay()
    const before = sessionsAsked.length
    const answer = await checkout(stay.token, { action: 'checkout', amount: 1, unit_amount: 100 })
    expect(answer).toEqual({
      status: 200,
      body: { url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/) },
    })
    expect(sessionsAsked).toHaveLength(before + 1)
    const asked = sessionsAsked.at(-1)!
    expect(asked.get('mode')).toBe('payment')
    expect(asked.get('line_items[0][price_data][unit_amount]')).toBe(
      String(Math.round(stay.deposit * 100)),
    )
    expect(asked.get('line_items[0][price_data][currency]')).toBe('eur')
    expect(asked.get('metadata[booking_id]')).toBe(stay.id)
    expect(asked.get('customer_email')).toBe(`card-${nextOffset - 8}@example.com`)
    expect(asked.get('success_url')).toMatch(new RegExp(`/stay/${stay.token}\\?card=paid$`))
    expect(asked.get('line_items[0][price_data][product_data][name]')).toMatch(
      /^Deposit \(30 %\): Villa Carte, /,
    )
  })

  it('names the payment to Stripe in French for a guest who booked in French', async () => {
    const stay = await confirmedStay('fr')
    await checkout(stay.token, { action: 'checkout' })
    const asked = sessionsAsked.at(-1)!
    expect(asked.get('locale')).toBe('fr')
    expect(asked.get('line_items[0][price_data][product_data][name]')).toMatch(
      /^Acompte \(30\u00a0%\)\u00a0: Villa Carte, /,
    )
    expect(asked.get('success_url')).toMatch(new RegExp(`/fr/stay/${stay.token}\\?card=paid$`))
    expect(asked.get('cancel_url')).toMatch(new RegExp(`/fr/stay/${stay.token}\\?card=cancelled$`))
  })

  it('offers nothing on a stay paid in full, or with a link that opens nothing', async () => {
    const stay = await confirmedStay()
    await admin.client
      .from('booking_payments')
      .insert({ booking_id: stay.id, amount: stay.total, method: 'bank_transfer' })
    expect((await checkout(stay.token, { action: 'offer' })).body).toEqual({ available: false })
    expect((await checkout(stay.token, { action: 'checkout' })).body).toEqual({ available: false })
    expect((await checkout('A'.repeat(22), { action: 'offer' })).body).toEqual({ available: false })
    expect((await checkout('not a token')).status).toBe(400)
  })

  it('answers a failure with a code, which the stay page words in the guest’s language', async () => {
    expect(await checkout('not a token')).toEqual({
      status: 400,
      body: { code: 'invalid_link', message: 'This link is not valid' },
    })
    const stay = await confirmedStay('fr')
    stripeRefuses = true
    try {
      expect(await checkout(stay.token, { action: 'checkout' })).toMatchObject({
        status: 502,
        body: { code: 'checkout_unavailable' },
      })
    } finally {
      stripeRefuses = false
    }
  })

  it('leaves the card RPCs to the Edge Functions: visitors and staff may call neither', async () => {
    const stay = await confirmedStay()
    for (const client of [db.anon, admin.client]) {
      const offer = await client.rpc('stay_card_payment', { p_token: stay.token })
      expect(offer.error?.code).toBe('42501')
      const record = await client.rpc('record_card_payment', {
        p_booking_id: stay.id,
        p_amount: 1,
        p_external_id: 'pi_forged',
      })
      expect(record.error?.code).toBe('42501')
    }
    expect(await cardPayments(stay.id)).toEqual([])
  })
})

describe('the Stripe webhook', () => {
  it('refuses an event with a bad signature (400) and records nothing', async () => {
    const stay = await confirmedStay()
    const event = sessionEvent(stay.id, stay.deposit)
    expect((await postEvent(event, 'whsec_someone_else')).status).toBe(400)
    const unsigned = await callFunction(db, 'stripe-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    })
    expect(unsigned.status).toBe(400)
    // A signed payload changed on the way.
    const payload = JSON.stringify(event)
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    const tampered = await callFunction(db, 'stripe-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload.replace(
        `"amount_total":${Math.round(stay.deposit * 100)}`,
        '"amount_total":100',
      ),
    })
    expect(tampered.status).toBe(400)
    expect(await cardPayments(stay.id)).toEqual([])
  })

  it('records a paid Checkout Session once, however often Stripe repeats the event', async () => {
    const stay = await confirmedStay()
    const event = sessionEvent(stay.id, stay.deposit, {
      eventId: 'evt_repeat',
      paymentIntent: 'pi_repeat',
    })
    expect(await postEvent(event)).toEqual({
      status: 200,
      body: { received: true, recorded: true, external_id: 'pi_repeat' },
    })
    expect((await postEvent(event)).body).toMatchObject({ recorded: false })
    // The same payment told by its other event (async_payment_succeeded) records nothing more.
    const other = sessionEvent(stay.id, stay.deposit, {
      type: 'checkout.session.async_payment_succeeded',
      paymentIntent: 'pi_repeat',
    })
    expect((await postEvent(other)).body).toMatchObject({ recorded: false })

    expect(await cardPayments(stay.id)).toEqual([
      { amount: stay.deposit, method: 'card', external_id: 'pi_repeat' },
    ])
    expect(await paymentEmails(stay.id)).toBe(1)
    const { data: money } = await admin.client.rpc('booking_money', { p_booking_id: stay.id })
    expect(money).toMatchObject({ received: stay.deposit, state: 'deposit_received' })
  })

  it('acknowledges and ignores unrelated events and unpaid sessions', async () => {
    const stay = await confirmedStay()
    const unrelated = sessionEvent(stay.id, stay.deposit, { type: 'payment_intent.created' })
    expect(await postEvent(unrelated)).toEqual({
      status: 200,
      body: { received: true, ignored: 'payment_intent.created' },
    })
    expect(
      (await postEvent(sessionEvent(stay.id, stay.deposit, { paid: false }))).body,
    ).toMatchObject({
      received: true,
      ignored: expect.any(String),
    })
    expect(await cardPayments(stay.id)).toEqual([])
  })

  it('acknowledges a payment for a booking that does not exist without retrying forever', async () => {
    const event = sessionEvent('00000000-0000-4000-8000-000000000000', 10)
    expect(await postEvent(event)).toMatchObject({ status: 200, body: { recorded: false } })
  })
})

describe('without Stripe keys', () => {
  let bare: DatabaseStack
  beforeAll(async () => {
    bare = await startDatabaseStack()
  })
  afterAll(() => bare?.stop())

  it('offers no card payment and refuses webhook calls', async () => {
    const bareAdmin = await bare.signIn('admin')
    const villa = await createVilla(bare.service, { price_per_night: 900 })
    const id = await createConfirmedBooking(bare.service, {
      villa_id: villa,
      check_in: day(120),
      check_out: day(127),
      adults: 2,
    })
    const { data: token } = await bareAdmin.client.rpc('admin_reissue_stay_link', {
      p_booking_id: id,
    })
    expect(await checkout(token!, { action: 'offer' }, bare)).toEqual({
      status: 200,
      body: { available: false },
    })
    expect((await checkout(token!, { action: 'checkout' }, bare)).body).toEqual({
      available: false,
    })
    expect((await postEvent(sessionEvent(id, 100), WEBHOOK_SECRET, bare)).status).toBe(503)
  })
})
