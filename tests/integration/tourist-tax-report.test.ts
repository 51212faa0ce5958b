import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import {
  createBooking,
  createConfirmedBooking,
  createVilla,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'
import { todayInParis } from '../../src/lib/dates.ts'

// The monthly tourist-tax report (issue 20, point 6): the nights, taxable persons, rate and tax of
// confirmed stays in a month, per commune and villa, read from the stored quotes and worked out
// here by hand.

interface ReportRow {
  commune_id: string | null
  commune_name: string | null
  insee_code: string | null
  villa_id: string | null
  villa_name: string | null
  registration_number: string | null
  classification: string | null
  rate: number | null
  stays: number
  nights: number
  taxable_persons: number
  person_nights: number
  exempt_person_nights: number
  tax: number
  is_total: boolean
}

let db: DatabaseStack
let staff: SupabaseClient

/** The first day of the month `months` after this one (the villas' day), as yyyy-MM-dd. */
function monthStart(months: number) {
  const date = new Date(`${todayInParis().slice(0, 7)}-01T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 10)
}
function plusDays(iso: string, days: number) {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

// This month (M) and the next (N), far enough ahead for stays to be bookable today.
const M = monthStart(3)
const N = monthStart(4)
const LONG_AGO = '2020-01-01'

async function commune(name: string, departmental: number, regional: number) {
  const { data, error } = await db.service
    .from('tourist_tax_communes')
    .insert({
      name,
      insee_code: `9${String(randomInt(10_000)).padStart(4, '0')}`,
      departmental_surcharge_percent: departmental,
      regional_surcharge_percent: regional,
    })
    .select('id')
    .single()
  if (error) throw error
  return data.id as string
}

async function rate(row: Record<string, unknown>) {
  const { data, error } = await db.service.from('tourist_tax_rates').insert(row).select('id')
  if (error) throw error
  return (data[0] as { id: string }).id
}

async function villa(name: string, communeId: string, classification: string, extra = {}) {
  const id = await createVilla(db.service, { name, price_per_night: 400, max_guests: 8 })
  const { error } = await db.service
    .from('villas')
    .update({ tax_commune_id: communeId, classification, ...extra })
    .eq('id', id)
  if (error) throw error
  return id
}

let guest = 0
function stay(villaId: string, checkIn: string, checkOut: string, adults: number, children = 0) {
  guest += 1
  return {
    villa_id: villaId,
    check_in: checkIn,
    check_out: checkOut,
    adults,
    children,
    guests_count: adults + children,
    guest_email: `tax-guest-${guest}@example.com`,
  }
}

async function report(client: SupabaseClient, month: string) {
  const { data, error } = await client.rpc('tourist_tax_report', { p_month: month })
  if (error) throw error
  return data as ReportRow[]
}

const figures = (row: ReportRow | undefined) =>
  row && {
    villa: row.villa_name,
    rate: row.rate,
    stays: row.stays,
    nights: row.nights,
    taxablePersons: row.taxable_persons,
    personNights: row.person_nights,
    exemptPersonNights: row.exempt_person_nights,
    tax: row.tax,
  }

let riviera: string
let collines: string
let estérel: string
let oliviers: string
let pins: string
let estérelRate: string
const stored = new Map<string, number>()

beforeAll(async () => {
  db = await startDatabaseStack()
  staff = (await db.signIn('staff')).client

  // Riviera: the Var's 10 % and the region's 34 % on top. A 4-star villa pays €2.30 per adult
  // and night (× 1.44 = €3.312, €3.31 to the cent), €3.00 from the first day of N (€4.32); an
  // unclassified one 3 % of the nightly price per guest, at most €4 (× 1.44).
  riviera = await commune('Alpha Riviera', 10, 34)
  estérelRate = await rate({
    commune_id: riviera,
    classification: '4_stars',
    valid_from: LONG_AGO,
    amount: 2.3,
  })
  await rate({ commune_id: riviera, classification: '4_stars', valid_from: N, amount: 3 })
  await rate({
    commune_id: riviera,
    classification: 'unclassified',
    valid_from: LONG_AGO,
    percent: 3,
    cap: 4,
  })
  // Collines: no surcharge, €1.50 for a 3-star villa.
  collines = await commune('Beta Collines', 0, 0)
  await rate({ commune_id: collines, classification: '3_stars', valid_from: LONG_AGO, amount: 1.5 })
  // Collines' first rate for 5-star villas starts on the first day of N.
  await rate({ commune_id: collines, classification: '5_stars', valid_from: N, amount: 2 })

  estérel = await villa('Villa Estérel Test', riviera, '4_stars', {
    registration_number: '83119000123AB',
  })
  oliviers = await villa('Villa Oliviers Test', riviera, 'unclassified')
  pins = await villa('Villa Pins Test', collines, '3_stars')
  const cap = await villa('Villa Cap Test', collines, '5_stars')

  const confirmed = [
    // Across the month boundary and the new rate: 3 nights in M at €3.31, 2 in N at €4.32;
    // 2 adults (the child exempt): 19.86 + 17.28 = 37.14.
    stay(estérel, plusDays(N, -3), plusDays(N, 2), 2, 1),
    // 4 nights in M, 3 adults × 4 × €3.31 = 39.72.
    stay(estérel, plusDays(M, 4), plusDays(M, 8), 3),
    // Unclassified, 2 adults and 2 children: 3 % × €400 / 4 guests = €3 (under the €4 cap),
    // × 1.44 = €4.32; 2 adults × 4 nights × €4.32 = 34.56.
    stay(oliviers, plusDays(M, 19), plusDays(M, 23), 2, 2),
    // Collines: 1 adult × 2 nights × €1.50 = 3.00.
    stay(pins, plusDays(M, 9), plusDays(M, 11), 1),
    // The 2 nights before Collines' first 5-star rate owe nothing (the quote has no line for
    // them); the 2 in N: 2 adults × 2 nights × €2 = 8.00.
    stay(cap, plusDays(N, -2), plusDays(N, 2), 2),
  ]
  for (const input of confirmed) {
    const id = await createConfirmedBooking(db.service, input)
    const { data } = await db.service.from('bookings').select('quote').eq('id', id).single()
    stored.set(id, (data!.quote as { tourist_tax: number }).tourist_tax)
  }
  // A pending request and a declined one owe nothing.
  await createBooking(db.service, stay(estérel, plusDays(M, 11), plusDays(M, 14), 4))
  const declined = await createBooking(
    db.service,
    stay(estérel, plusDays(M, 15), plusDays(M, 18), 6),
  )
  const { error } = await db.service
    .from('bookings')
    .update({ status: 'cancelled' })
    .eq('id', declined)
  if (error) throw error
})
afterAll(() => db?.stop())

const ours = (rows: ReportRow[]) =>
  rows.filter((row) => row.commune_id === riviera || row.commune_id === collines)

describe('the monthly tourist-tax report', () => {
  it('counts each commune’s confirmed nights, adults, rate and tax by villa, with totals', async () => {
    const rows = ours(await report(staff, plusDays(M, 14)))
    expect(rows.map((row) => [row.commune_name, row.villa_name, row.is_total])).toEqual([
      ['Alpha Riviera', 'Villa Estérel Test', false],
      ['Alpha Riviera', 'Villa Oliviers Test', false],
      ['Alpha Riviera', null, true],
      ['Beta Collines', 'Villa Pins Test', false],
      ['Beta Collines', null, true],
    ])
    expect(rows.map(figures)).toEqual([
      {
        villa: 'Villa Estérel Test',
        rate: 3.31,
        stays: 2,
        nights: 7,
        taxablePersons: 5,
        personNights: 18,
        exemptPersonNights: 3,
        tax: 59.58,
      },
      {
        villa: 'Villa Oliviers Test',
        rate: 4.32,
        stays: 1,
        nights: 4,
        taxablePersons: 2,
        personNights: 8,
        exemptPersonNights: 8,
        tax: 34.56,
      },
      {
        villa: null,
        rate: null,
        stays: 3,
        nights: 11,
        taxablePersons: 7,
        personNights: 26,
        exemptPersonNights: 11,
        tax: 94.14,
      },
      {
        villa: 'Villa Pins Test',
        rate: 1.5,
        stays: 1,
        nights: 2,
        taxablePersons: 1,
        personNights: 2,
        exemptPersonNights: 0,
        tax: 3,
      },
      {
        villa: null,
        rate: null,
        stays: 1,
        nights: 2,
        taxablePersons: 1,
        personNights: 2,
        exemptPersonNights: 0,
        tax: 3,
      },
    ])
    expect(rows[0]).toMatchObject({
      registration_number: '83119000123AB',
      classification: '4_stars',
    })
  })

  it('counts the nights of a stay across two months each in its own month, at its rate', async () => {
    const rows = ours(await report(staff, N))
    expect(rows.map(figures)).toEqual([
      {
        villa: 'Villa Estérel Test',
        rate: 4.32,
        stays: 1,
        nights: 2,
        taxablePersons: 2,
        personNights: 4,
        exemptPersonNights: 2,
        tax: 17.28,
      },
      {
        villa: null,
        rate: null,
        stays: 1,
        nights: 2,
        taxablePersons: 2,
        personNights: 4,
        exemptPersonNights: 2,
        tax: 17.28,
      },
      // Only the nights the stored quote taxed: from the commune's first rate on.
      {
        villa: 'Villa Cap Test',
        rate: 2,
        stays: 1,
        nights: 2,
        taxablePersons: 2,
        personNights: 4,
        exemptPersonNights: 0,
        tax: 8,
      },
      {
        villa: null,
        rate: null,
        stays: 1,
        nights: 2,
        taxablePersons: 2,
        personNights: 4,
        exemptPersonNights: 0,
        tax: 8,
      },
    ])
  })

  it('adds up over the months to the tourist tax the bookings stored, to the cent', async () => {
    const months = [monthStart(2), M, N, monthStart(5)]
    let cents = 0
    for (const month of months) {
      for (const row of ours(await report(staff, month))) {
        if (!row.is_total) cents += Math.round(row.tax * 100)
      }
    }
    const storedCents = [...stored.values()].reduce((sum, tax) => sum + Math.round(tax * 100), 0)
    expect(storedCents).toBe(3714 + 3972 + 3456 + 300 + 800)
    expect(cents).toBe(storedCents)
  })

  it('stays the same when the commune changes its rates or surcharges afterwards', async () => {
    const before = ours(await report(staff, M))
    const changes = [
      db.service.from('tourist_tax_rates').update({ amount: 9.99 }).eq('id', estérelRate),
      db.service
        .from('tourist_tax_communes')
        .update({ departmental_surcharge_percent: 0, regional_surcharge_percent: 0 })
        .eq('id', riviera),
    ]
    for (const change of changes) expect((await change).error).toBeNull()
    expect(ours(await report(staff, M))).toEqual(before)
  })

  it('is empty for a month without confirmed stays', async () => {
    expect(ours(await report(staff, monthStart(7)))).toEqual([])
  })

  it('refuses visitors and signed-in users who are not staff', async () => {
    const visitor = await db.anon.rpc('tourist_tax_report', { p_month: M })
    expect(visitor.error?.code).toBe('42501')
    expect(visitor.data).toBeNull()
    const user = (await db.signIn(null)).client
    const signedIn = await user.rpc('tourist_tax_report', { p_month: M })
    expect(signedIn.error).toMatchObject({
      code: '42501',
      message: 'Only staff can read the tourist-tax report',
    })
  })
})
