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

// Issue 21: each villa's arrival information and the company's bank details are staff-only;
// a guest reads them only through their stay link (get_stay_arrival, get_stay_payment_details),
// the arrival information only once the stay is paid in full and arrival is near.

const ARRIVAL = {
  address: '12 chemin des Pins, 83700 Saint-Raphaël',
  map_url: 'https://maps.example.com/?q=43.42,6.77',
  arrival_from: '16:00:00',
  departure_by: '10:00:00',
  access_codes: 'Gate 4711 · key safe 2809',
  wifi_name: 'VillaPins',
  wifi_password: 'sea-and-pines-2026',
  house_manual: 'The pool heater is in the pool house.',
  welcome_name: 'Élodie',
  welcome_phone: '+33 6 11 22 33 44',
}
const IBAN = 'FR76 3000 6000 0112 3456 7890 189'

let db: DatabaseStack
let villaId: string
let admin: SignedInUser
let guestUser: SignedInUser

beforeAll(async () => {
  db = await startDatabaseStack()
  villaId = await createVilla(db.service, { name: 'Villa des Pins', price_per_night: 900 })
  admin = await db.signIn('admin')
  guestUser = await db.signIn(null)
  const { error } = await admin.client
    .from('villa_arrival_info')
    .insert({ villa_id: villaId, ...ARRIVAL })
  expect(error).toBeNull()
  const saved = await admin.client.from('payment_settings').upsert({
    id: true,
    bank_iban: IBAN,
    bank_bic: 'agrifrpp',
    bank_account_holder: 'Riviera Villas SAS',
  })
  expect(saved.error).toBeNull()
})
afterAll(() => db?.stop())

let nextOffset = 90
async function stayLink(confirmed: boolean, checkInOffset?: number) {
  const offset = checkInOffset ?? nextOffset
  if (checkInOffset === undefined) nextOffset += 5
  const input = { villa_id: villaId, check_in: day(offset), check_out: day(offset + 4) }
  const id = confirmed
    ? await createConfirmedBooking(db.service, input)
    : await createBooking(db.service, input)
  const { data, error } = await admin.client.rpc('admin_reissue_stay_link', { p_booking_id: id })
  expect(error).toBeNull()
  return { id, token: data as string }
}

describe('who can read arrival information and bank details', () => {
  it('gives visitors and signed-in non-staff no row of either table and lets them write none', async () => {
    for (const client of [db.anon, guestUser.client]) {
      const arrival = await client.from('villa_arrival_info').select('*')
      expect(arrival.data ?? []).toEqual([])
      const settings = await client.from('payment_settings').select('*')
      expect(settings.data ?? []).toEqual([])
      const write = await client
        .from('villa_arrival_info')
        .upsert({ villa_id: villaId, access_codes: 'stolen' })
      expect(write.error).not.toBeNull()
      const bank = await client
        .from('payment_settings')
        .upsert({ id: true, bank_account_holder: 'Mallory' })
      expect(bank.error).not.toBeNull()
    }
    const { data } = await db.service.from('payment_settings').select('bank_account_holder')
    expect(data).toEqual([{ bank_account_holder: 'Riviera Villas SAS' }])
    const codes = await db.service.from('villa_arrival_info').select('access_codes')
    expect(codes.data).toEqual([{ access_codes: ARRIVAL.access_codes }])
  })

  it('lets staff read what they saved, the IBAN and BIC written without spaces in capitals', async () => {
    const { data } = await admin.client.from('payment_settings').select('*').single()
    expect(data).toMatchObject({
      bank_iban: 'FR7630006000011234567890189',
      bank_bic: 'AGRIFRPP',
      arrival_info_days: 7,
    })
    const arrival = await admin.client
      .from('villa_arrival_info')
      .select('*')
      .eq('villa_id', villaId)
    expect(arrival.data?.[0]).toMatchObject(ARRIVAL)
  })

  it('gives no arrival information and no bank details through a wrong or a revoked link', async () => {
    const { id, token } = await stayLink(true)
    await admin.client.rpc('admin_reissue_stay_link', { p_booking_id: id })
    for (const wrong of [token, 'x'.repeat(22), '']) {
      const arrival = await db.anon.rpc('get_stay_arrival', { p_token: wrong })
      expect(arrival.error).toBeNull()
      expect(arrival.data).toEqual([])
      const bank = await db.anon.rpc('get_stay_payment_details', { p_token: wrong })
      expect(bank.error).toBeNull()
      expect(bank.data).toEqual([])
    }
  })
})

describe('bank details as staff enter them', () => {
  it('refuses an IBAN whose checksum is wrong, with a sentence naming the field', async () => {
    const { error } = await admin.client
      .from('payment_settings')
      .update({ bank_iban: 'FR76 3000 6000 0112 3456 7890 188' })
      .eq('id', true)
    expect(error).toMatchObject({ code: '23514', details: 'payment_settings.bank_iban' })
    expect(error!.message).toMatch(/^IBAN: this IBAN is not valid/)
    const { data } = await admin.client.from('payment_settings').select('bank_iban').single()
    expect(data!.bank_iban).toBe('FR7630006000011234567890189')
  })

  it('refuses a BIC that is not 8 or 11 characters of a bank code', async () => {
    const { error } = await admin.client
      .from('payment_settings')
      .update({ bank_bic: 'AGRI' })
      .eq('id', true)
    expect(error).toMatchObject({ code: '23514', details: 'payment_settings.bank_bic' })
  })

  it('accepts IBANs of other countries (Monaco, Germany, Belgium) and an empty one', async () => {
    for (const iban of [
      'MC58 1122 2000 0101 2345 6789 030',
      'DE89 3704 0044 0532 0130 00',
      'BE68539007547034',
      '',
    ]) {
      const { error } = await admin.client
        .from('payment_settings')
        .update({ bank_iban: iban })
        .eq('id', true)
      expect(error).toBeNull()
    }
    await admin.client.from('payment_settings').update({ bank_iban: IBAN }).eq('id', true)
  })
})

describe('how to pay, on the stay page', () => {
  it('gives a confirmed stay the bank details and its payment reference', async () => {
    const { id, token } = await stayLink(true)
    const { data, error } = await db.anon.rpc('get_stay_payment_details', { p_token: token })
    expect(error).toBeNull()
    // The reference guests quote everywhere (issue 21, point 6): the booking's own.
    const { data: booking } = await admin.client
      .from('bookings')
      .select('reference')
      .eq('id', id)
      .single()
    expect(booking!.reference).toMatch(/^RV-[2-9A-HJKMNP-TV-Z]{4}$/)
    expect(data).toEqual([
      {
        bank_iban: 'FR7630006000011234567890189',
        bank_bic: 'AGRIFRPP',
        bank_account_holder: 'Riviera Villas SAS',
        payment_reference: booking!.reference,
      },
    ])
  })

  it('gives a request not yet confirmed no bank details', async () => {
    const { token } = await stayLink(false)
    const { data } = await db.anon.rpc('get_stay_payment_details', { p_token: token })
    expect(data).toEqual([])
  })
})

describe('arrival information on the stay page', () => {
  it('is hidden for a confirmed stay not paid, and says from which day it would show', async () => {
    const { token } = await stayLink(true, 3)
    const { data, error } = await db.anon.rpc('get_stay_arrival', { p_token: token })
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(data![0]).toMatchObject({
      revealed: false,
      is_paid_in_full: false,
      reveal_from: day(3 - 7),
      address: null,
      access_codes: null,
      wifi_password: null,
    })
  })

  it('is hidden for a pending request, and its reveal day follows the setting staff choose', async () => {
    const { error } = await admin.client
      .from('payment_settings')
      .update({ arrival_info_days: 10 })
      .eq('id', true)
    expect(error).toBeNull()
    const { token } = await stayLink(false, 40)
    const { data } = await db.anon.rpc('get_stay_arrival', { p_token: token })
    expect(data![0]).toMatchObject({ revealed: false, reveal_from: day(30), access_codes: null })
    await admin.client.from('payment_settings').update({ arrival_info_days: 7 }).eq('id', true)
  })

  it('refuses a number of days outside 1 to 60', async () => {
    const { error } = await admin.client
      .from('payment_settings')
      .update({ arrival_info_days: 0 })
      .eq('id', true)
    expect(error?.code).toBe('23514')
  })
})

async function pay(bookingId: string, amount: number, kind: 'payment' | 'refund' = 'payment') {
  const { error } = await admin.client
    .from('booking_payments')
    .insert({ booking_id: bookingId, amount, kind, method: 'bank_transfer' })
  expect(error).toBeNull()
}

async function totalOf(bookingId: string): Promise<number> {
  const { rows } = await db.stack.db.pg.query<{ total: string }>(
    `select (quote).total from public.bookings where id = $1`,
    [bookingId],
  )
  return Number(rows[0]!.total)
}

async function arrivalOf(token: string) {
  const { data, error } = await db.anon.rpc('get_stay_arrival', { p_token: token })
  expect(error).toBeNull()
  return data![0]!
}

describe('arrival information once the stay is paid', () => {
  it('shows a stay arriving in 8 days (shown 10 days ahead) only once paid in full, and hides it again after a refund', async () => {
    await admin.client.from('payment_settings').update({ arrival_info_days: 10 }).eq('id', true)
    const { id, token } = await stayLink(true, 8)
    const total = await totalOf(id)
    await pay(id, total - 100)
    expect(await arrivalOf(token)).toMatchObject({ revealed: false, access_codes: null })

    await pay(id, 100)
    expect(await arrivalOf(token)).toMatchObject({
      revealed: true,
      is_paid_in_full: true,
      ...ARRIVAL,
    })

    await pay(id, 50, 'refund')
    expect(await arrivalOf(token)).toMatchObject({ revealed: false, access_codes: null })
    await admin.client.from('payment_settings').update({ arrival_info_days: 7 }).eq('id', true)
  })

  it('gives the access codes and house manual in French too, once revealed, and neither before', async () => {
    const french = {
      access_codes_fr: 'Portail 4711 · boîte à clés 2809',
      house_manual_fr: 'Le chauffage de la piscine se trouve dans le pool house.',
    }
    const saved = await admin.client
      .from('villa_arrival_info')
      .update(french)
      .eq('villa_id', villaId)
    expect(saved.error).toBeNull()
    await admin.client.from('payment_settings').update({ arrival_info_days: 20 }).eq('id', true)
    const { id, token } = await stayLink(true, 14)
    expect(await arrivalOf(token)).toMatchObject({
      revealed: false,
      access_codes_fr: null,
      house_manual_fr: null,
    })

    await pay(id, await totalOf(id))
    expect(await arrivalOf(token)).toMatchObject({ revealed: true, ...ARRIVAL, ...french })
    await admin.client
      .from('villa_arrival_info')
      .update({ access_codes_fr: null, house_manual_fr: null })
      .eq('villa_id', villaId)
    await admin.client.from('payment_settings').update({ arrival_info_days: 7 }).eq('id', true)
  })

  it('keeps it hidden for a stay paid in full whose arrival is further than the setting', async () => {
    const { id, token } = await stayLink(true, 20)
    await pay(id, await totalOf(id))
    expect(await arrivalOf(token)).toMatchObject({
      revealed: false,
      is_paid_in_full: true,
      reveal_from: day(13),
      wifi_password: null,
    })
  })
})

interface Line {
  kind: string
  state: string
  amount: number
  covered: number
}
interface Row {
  booking_id: string
  id: string
  state: string
}

describe('the money on the stay page', () => {
  it('gives the link’s holder each scheduled payment with what is paid, and the figures', async () => {
    const { id, token } = await stayLink(true)
    const total = await totalOf(id)
    const before = await db.anon.rpc('get_stay_money', { p_token: token })
    expect(before.error).toBeNull()
    const lines: Line[] = before.data![0]!.lines
    expect(lines.map((l) => l.kind)).toEqual(['deposit', 'balance'])
    expect(lines.every((l) => l.state === 'due' && Number(l.covered) === 0)).toBe(true)
    const deposit = Number(lines[0]!.amount)

    await pay(id, deposit)
    const { data } = await db.anon.rpc('get_stay_money', { p_token: token })
    expect(data![0]).toMatchObject({
      state: 'deposit_received',
      received: deposit,
      remaining: total - deposit,
    })
    expect(data![0]!.lines.map((l: Line) => [l.state, Number(l.covered)])).toEqual([
      ['paid', deposit],
      ['due', 0],
    ])
  })

  it('answers nothing for a wrong link, and no visitor reads the payments themselves', async () => {
    const { data } = await db.anon.rpc('get_stay_money', { p_token: 'y'.repeat(22) })
    expect(data).toEqual([])
    const rows = await db.anon.from('booking_payments').select('*')
    expect(rows.data ?? []).toEqual([])
    const lines = await db.anon.rpc('booking_payment_lines', {
      p_booking_id: '00000000-0000-0000-0000-000000000000',
    })
    expect(lines.error).not.toBeNull()
  })

  it('gives a signed-in guest who is not staff no payment line and no figures of a real booking', async () => {
    const { id } = await stayLink(true)
    await pay(id, 100)
    const lines = await guestUser.client.rpc('booking_payment_lines', { p_booking_id: id })
    expect(lines.data ?? []).toEqual([])
    const money = await guestUser.client.rpc('booking_money', { p_booking_id: id })
    expect(money.data?.received ?? null).toBeNull()
    const rows = await guestUser.client.from('booking_payments').select('*').eq('booking_id', id)
    expect(rows.data ?? []).toEqual([])
  })
})

describe('payment states for staff', () => {
  it('marks each confirmed booking with its state and filters the bookings table by it', async () => {
    const paid = await stayLink(true)
    await pay(paid.id, await totalOf(paid.id))
    const late = await stayLink(true)
    await db.stack.db.pg.query(`alter table public.bookings disable trigger bookings_keep_quote`)
    await db.stack.db.pg.query(
      `update public.bookings b set quote.payments = array(
         select row(p.kind, p.label, case when p.kind = 'deposit' then $2::date else p.due_on end, p.amount, p.label_fr)::public.quote_payment
         from unnest((b.quote).payments) as p) where id = $1`,
      [late.id, day(-2)],
    )
    await db.stack.db.pg.query(`alter table public.bookings enable trigger bookings_keep_quote`)

    const { data, error } = await admin.client.rpc('admin_booking_payment_states', {
      p_booking_ids: [paid.id, late.id],
    })
    expect(error).toBeNull()
    const states = Object.fromEntries(data!.map((row: Row) => [row.booking_id, row.state]))
    expect(states).toEqual({ [paid.id]: 'paid_in_full', [late.id]: 'overdue' })

    const page = await admin.client.rpc('admin_bookings_page', { p_status: 'overdue' })
    expect(page.error).toBeNull()
    const ids = page.data!.map((row: Row) => row.id)
    expect(ids).toContain(late.id)
    expect(ids).not.toContain(paid.id)

    const attention = await admin.client.rpc('admin_late_payments')
    expect(attention.error).toBeNull()
    expect(attention.data!.find((row: Row) => row.booking_id === late.id)).toMatchObject({
      kind: 'deposit',
      due_on: day(-2),
      villa_name: 'Villa des Pins',
    })
    expect(attention.data!.some((row: Row) => row.booking_id === paid.id)).toBe(false)
  })

  it('refuses payment states and late payments to anyone not staff', async () => {
    for (const client of [db.anon, guestUser.client]) {
      const states = await client.rpc('admin_booking_payment_states', { p_booking_ids: [] })
      expect(states.error).not.toBeNull()
      const late = await client.rpc('admin_late_payments')
      expect(late.error).not.toBeNull()
    }
  })
})
