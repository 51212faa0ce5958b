import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingRequest,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'
import { quoteStay, type StayQuote } from './support/stay-quote.ts'

// The whole offer (issue 20): quote_stay answers every line, subtotal, date and rule of a stay,
// worked out here by hand; the booking stores exactly that answer and never changes it.

let db: DatabaseStack

beforeAll(async () => {
  db = await startDatabaseStack()
})
afterAll(() => db?.stop())

interface Party {
  adults?: number
  children?: number
  extras?: string[]
}

function quote(villa: string, checkIn: string, checkOut: string, party: Party = {}) {
  return quoteStay(db.anon, {
    p_villa_id: villa,
    p_check_in: checkIn,
    p_check_out: checkOut,
    p_adults: party.adults ?? 2,
    p_children: party.children ?? 0,
    p_extras: party.extras ?? [],
  })
}

const linesOf = (q: StayQuote) =>
  q.lines!.map((line) => [line.kind, line.label, line.basis, line.amount] as const)

/** A commune with its surcharges and rates (valid_from, classification, amount | percent+cap). */
async function commune(
  departmental: number,
  regional: number,
  rates: {
    from: string
    classification: string
    amount?: number
    percent?: number
    cap?: number
  }[],
) {
  const { data, error } = await db.service
    .from('tourist_tax_communes')
    .insert({
      name: 'Testville',
      insee_code: `9${String(randomInt(10_000)).padStart(4, '0')}`,
      departmental_surcharge_percent: departmental,
      regional_surcharge_percent: regional,
    })
    .select('id')
    .single()
  if (error) throw error
  const inserted = await db.service.from('tourist_tax_rates').insert(
    rates.map((rate) => ({
      commune_id: data.id,
      classification: rate.classification,
      valid_from: rate.from,
      amount: rate.amount ?? null,
      percent: rate.percent ?? null,
      cap: rate.cap ?? null,
    })),
  )
  if (inserted.error) throw inserted.error
  return data.id as string
}

async function villaIn(
  communeId: string | null,
  classification: string,
  price: number,
  maxGuests = 8,
) {
  const villa = await createVilla(db.service, { price_per_night: price, max_guests: maxGuests })
  const { error } = await db.service
    .from('villas')
    .update({ tax_commune_id: communeId, classification })
    .eq('id', villa)
  if (error) throw error
  return villa
}

/** One row at a time: a bulk insert sends null, not the default, for a key another row has. */
async function insertRows(table: string, rows: Record<string, unknown>[]) {
  const ids: string[] = []
  for (const row of rows) {
    const { data, error } = await db.service.from(table).insert(row).select('id').single()
    if (error) throw error
    ids.push((data as { id: string }).id)
  }
  return ids
}

const LONG_AGO = '2020-01-01'

describe('the tourist tax', () => {
  it('classified: the fixed rate with the surcharges, per adult and night; children exempt', async () => {
    const var83 = await commune(10, 34, [{ from: LONG_AGO, classification: '5_stars', amount: 3 }])
    const villa = await villaIn(var83, '5_stars', 1450)
    await db.service
      .from('villa_booking_terms')
      .update({ security_deposit: 5000 })
      .eq('villa_id', villa)

    const q = await quote(villa, day(100), day(107), { adults: 2, children: 1 })
    // €3.00 × (1 + 10 % + 34 %) = €4.32 per adult per night.
    expect(linesOf(q)).toEqual([
      ['nights', '7 nights × €1,450', null, 10150],
      ['tourist_tax', 'Tourist tax', '2 adults × 7 nights × €4.32', 60.48],
    ])
    expect(q).toMatchObject({
      bookable: true,
      adults: 2,
      children: 1,
      rent: 10150,
      discounts: 0,
      fees: 0,
      extras_total: 0,
      tourist_tax: 60.48,
      price_without_tax: 10150,
      total: 10210.48,
      security_deposit: 5000,
      relet_fee: 250,
      tax_missing: false,
      quoted_on: day(0),
      tax_note:
        "Tourist tax of Testville: €3 per adult per night for a 5-star villa, plus the department's 10 % and the region's 34 % surcharges, included in the rate shown. Children under 18 are exempt.",
      rounding:
        'Amounts in euros, each line rounded to the cent (half up); the total is the sum of the lines.',
    })
  })

  it('unclassified: a percentage of the nightly price per guest, capped, surcharge added', async () => {
    const alpes = await commune(10, 0, [
      { from: LONG_AGO, classification: 'unclassified', percent: 5, cap: 3 },
    ])
    // 5 % × €200 ÷ 4 guests = €2.50, under the cap; × 1.10 = €2.75.
    const modest = await villaIn(alpes, 'unclassified', 200)
    const underCap = await quote(modest, day(100), day(103), { adults: 2, children: 2 })
    expect(linesOf(underCap).at(-1)).toEqual([
      'tourist_tax',
      'Tourist tax',
      '2 adults × 3 nights × €2.75',
      16.5,
    ])
    // 5 % × €1,000 ÷ 4 = €12.50, over the cap: €3.00 × 1.10 = €3.30.
    const grand = await villaIn(alpes, 'unclassified', 1000)
    const capped = await quote(grand, day(100), day(103), { adults: 2, children: 2 })
    expect(linesOf(capped).at(-1)).toEqual([
      'tourist_tax',
      'Tourist tax',
      '2 adults × 3 nights × €3.30',
      19.8,
    ])
    expect(capped.total).toBe(3019.8)
    expect(capped.tax_note).toBe(
      "Tourist tax of Testville: 5 % of the nightly price per guest, at most €3 per adult per night, for an unclassified villa, plus the department's 10 % surcharge, included in the rate shown. Children under 18 are exempt.",
    )
  })

  it('uses the rate valid on each night: a stay across 1 January pays both years', async () => {
    const today = day(0)
    const year = Number(today.slice(0, 4))
    // The next 29 December at least a day ahead (always inside the 18-month horizon).
    const dec29 = `${today > `${year}-12-28` ? year + 1 : year}-12-29`
    const y = Number(dec29.slice(0, 4))
    const var83 = await commune(10, 34, [
      { from: `${y}-01-01`, classification: '4_stars', amount: 2.3 },
      { from: `${y + 1}-01-01`, classification: '4_stars', amount: 2.5 },
    ])
    const villa = await villaIn(var83, '4_stars', 800)
    const q = await quote(villa, dec29, `${y + 1}-01-03`, { adults: 2 })
    // 2.30 × 1.44 = 3.312 → €3.31; 2.50 × 1.44 = €3.60.
    expect(linesOf(q)).toEqual([
      ['nights', '5 nights × €800', null, 4000],
      [
        'tourist_tax',
        `Tourist tax, nights of 29 Dec ${y} to 31 Dec ${y}`,
        '2 adults × 3 nights × €3.31',
        19.86,
      ],
      [
        'tourist_tax',
        `Tourist tax, nights of 1 Jan ${y + 1} to 2 Jan ${y + 1}`,
        '2 adults × 2 nights × €3.60',
        14.4,
      ],
    ])
    expect(q.tourist_tax).toBe(34.26)
    expect(q.total).toBe(4034.26)
  })

  it('rounds each rate half up to the cent (€1.15 + 10 % = €1.265 → €1.27)', async () => {
    const alpes = await commune(10, 0, [{ from: LONG_AGO, classification: '1_star', amount: 1.15 }])
    const villa = await villaIn(alpes, '1_star', 300)
    const q = await quote(villa, day(100), day(101), { adults: 3 })
    expect(linesOf(q).at(-1)).toEqual([
      'tourist_tax',
      'Tourist tax',
      '3 adults × 1 night × €1.27',
      3.81,
    ])
  })

  it('without a commune, or a rate for the night, quotes no tax and flags it for staff', async () => {
    const villa = await villaIn(null, '5_stars', 500)
    const q = await quote(villa, day(100), day(102))
    expect(q.lines!.map((line) => line.kind)).toEqual(['nights'])
    expect(q).toMatchObject({ tourist_tax: 0, tax_missing: true, tax_note: null, total: 1000 })

    const future = await commune(10, 34, [{ from: day(101), classification: '5_stars', amount: 3 }])
    const partly = await villaIn(future, '5_stars', 500)
    const p = await quote(partly, day(100), day(102), { adults: 1 })
    expect(linesOf(p).at(-1)).toEqual([
      'tourist_tax',
      'Tourist tax',
      '1 adult × 1 night × €4.32',
      4.32,
    ])
    expect(p.tax_missing).toBe(true)
  })
})

describe('discounts', () => {
  it('applies the best of each kind, on the nights, rounded half up', async () => {
    const villa = await villaIn(null, 'unclassified', 500)
    await insertRows('villa_discounts', [
      { villa_id: villa, kind: 'length_of_stay', threshold: 7, percent: 10 },
      { villa_id: villa, kind: 'length_of_stay', threshold: 14, percent: 15 },
      { villa_id: villa, kind: 'early_bird', threshold: 90, percent: 5 },
      { villa_id: villa, kind: 'early_bird', threshold: 180, percent: 8 },
      { villa_id: villa, kind: 'last_minute', threshold: 14, percent: 7 },
      { villa_id: villa, kind: 'length_of_stay', threshold: 3, percent: 50, is_active: false },
    ])
    const week = await quote(villa, day(100), day(107))
    expect(linesOf(week)).toEqual([
      ['nights', '7 nights × €500', null, 3500],
      ['discount', 'Stay of 7 nights or more', '10 % of €3,500', -350],
      ['discount', 'Early booking, 90 days or more ahead', '5 % of €3,500', -175],
    ])
    expect(week).toMatchObject({ discounts: -525, total: 2975, price_without_tax: 2975 })

    const fortnight = await quote(villa, day(200), day(214))
    expect(linesOf(fortnight).slice(1)).toEqual([
      ['discount', 'Stay of 14 nights or more', '15 % of €7,000', -1050],
      ['discount', 'Early booking, 180 days or more ahead', '8 % of €7,000', -560],
    ])

    const lastMinute = await quote(villa, day(5), day(8))
    expect(linesOf(lastMinute).slice(1)).toEqual([
      ['discount', 'Last minute, 14 days or fewer ahead', '7 % of €1,500', -105],
    ])

    // €1,005 × 2.5 % = €25.125: half up gives €25.13 (half to even would give €25.12).
    const odd = await villaIn(null, 'unclassified', 335)
    await insertRows('villa_discounts', [
      { villa_id: odd, kind: 'length_of_stay', threshold: 3, percent: 2.5 },
    ])
    const rounded = await quote(odd, day(30), day(33))
    expect(linesOf(rounded).at(-1)).toEqual([
      'discount',
      'Stay of 3 nights or more',
      '2.5 % of €1,005',
      -25.13,
    ])
    expect(rounded.total).toBe(979.87)
  })
})

describe('fees and extras', () => {
  it('adds the fees, the season’s fee instead of the villa’s, and each extra by its unit', async () => {
    const villa = await villaIn(null, 'unclassified', 400)
    const [summer] = await insertRows('seasonal_pricing', [
      {
        villa_id: villa,
        season_name: 'Summer',
        start_date: day(50),
        end_date: day(80),
        price_per_night: 600,
      },
    ])
    const [, , housekeeping, chef, early, retired] = await insertRows('villa_charges', [
      { villa_id: villa, name: 'Final cleaning', amount: 300, unit: 'per_stay' },
      { villa_id: villa, season_id: summer, name: 'Final cleaning', amount: 450, unit: 'per_stay' },
      {
        villa_id: villa,
        name: 'Daily housekeeping',
        amount: 60,
        unit: 'per_night',
        is_optional: true,
        display_order: 1,
      },
      {
        villa_id: villa,
        name: "Chef's dinner",
        amount: 95,
        unit: 'per_guest',
        is_optional: true,
        display_order: 2,
      },
      {
        villa_id: villa,
        name: 'Early check-in',
        amount: 150,
        unit: 'per_stay',
        is_optional: true,
        display_order: 3,
      },
      {
        villa_id: villa,
        name: 'Helicopter',
        amount: 2000,
        unit: 'per_stay',
        is_optional: true,
        is_active: false,
      },
    ])
    const party = { adults: 3, children: 1, extras: [early!, chef!, housekeeping!] }

    const spring = await quote(villa, day(20), day(25), party)
    expect(linesOf(spring)).toEqual([
      ['nights', '5 nights × €400', null, 2000],
      ['fee', 'Final cleaning', 'per stay', 300],
      ['extra', 'Daily housekeeping', '5 nights × €60', 300],
      ['extra', "Chef's dinner", '4 guests × €95', 380],
      ['extra', 'Early check-in', 'per stay', 150],
    ])
    expect(spring).toMatchObject({ fees: 300, extras_total: 830, total: 3130, bookable: true })

    // Arriving in summer: the season's cleaning replaces the villa's.
    const july = await quote(villa, day(55), day(57), { adults: 2 })
    expect(linesOf(july)).toEqual([
      ['nights', '2 nights × €600', null, 1200],
      ['fee', 'Final cleaning', 'per stay', 450],
    ])

    // An inactive extra, a fee, another villa's extra, an unknown id: a clear refusal.
    const other = await villaIn(null, 'unclassified', 400)
    const [foreign] = await insertRows('villa_charges', [
      { villa_id: other, name: 'Boat', amount: 900, is_optional: true },
    ])
    const { data: fee } = await db.service
      .from('villa_charges')
      .select('id')
      .eq('villa_id', villa)
      .is('season_id', null)
      .eq('name', 'Final cleaning')
      .single()
    for (const extra of [
      retired!,
      fee!.id as string,
      foreign!,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const refused = await quote(villa, day(20), day(25), { adults: 2, extras: [extra] })
      expect(refused.problem).toEqual({
        rule: 'extras',
        message: 'An extra you chose is not offered for this stay',
        message_fr: 'Une prestation choisie n’est pas proposée pour ce séjour',
      })
      const insert = await db.anon.from('bookings').insert(
        bookingRequest({
          villa_id: villa,
          check_in: day(20),
          check_out: day(25),
          adults: 2,
          extras: [extra],
          guest_email: `extra-${extra.slice(0, 8)}@example.com`,
        }),
      )
      expect(insert.error?.message).toBe('An extra you chose is not offered for this stay')
    }
  })
})

describe('guests', () => {
  it('counts children toward the villa’s capacity and asks for an adult', async () => {
    const villa = await villaIn(null, 'unclassified', 400, 4)
    expect((await quote(villa, day(20), day(23), { adults: 2, children: 2 })).bookable).toBe(true)
    expect((await quote(villa, day(20), day(23), { adults: 2, children: 3 })).problem).toEqual({
      rule: 'guests',
      message: 'This villa accepts at most 4 guests',
      message_fr: 'Cette villa accueille au plus 4\u00a0voyageurs',
    })
    expect((await quote(villa, day(20), day(23), { adults: 0, children: 2 })).problem).toEqual({
      rule: 'guests',
      message: 'At least one adult is required',
      message_fr: 'Au moins un adulte est nécessaire',
    })
  })

  it('searched with children, a villa’s total taxes only the adults, as its quote does', async () => {
    const var83 = await commune(10, 34, [{ from: LONG_AGO, classification: '5_stars', amount: 3 }])
    const villa = await villaIn(var83, '5_stars', 1450)
    const search = async (party: { p_guests: number; p_adults?: number; p_children?: number }) => {
      const { data, error } = await db.anon.rpc('search_villas', {
        p_check_in: day(100),
        p_check_out: day(107),
        ...party,
      })
      if (error) throw error
      return (data as { villa_id: string; total: number }[]).find((row) => row.villa_id === villa)
        ?.total
    }
    // 7 nights × €1,450 = €10,150; tax 2 adults × 7 nights × €4.32 = €60.48 (3 adults: €90.72).
    expect(await search({ p_guests: 3, p_adults: 2, p_children: 1 })).toBe(10_210.48)
    expect((await quote(villa, day(100), day(107), { adults: 2, children: 1 })).total).toBe(
      10_210.48,
    )
    // An older caller naming only the guests: every guest an adult.
    expect(await search({ p_guests: 3 })).toBe(10_240.72)
  })
})

describe('payment schedule and cancellation dates', () => {
  it('splits deposit and balance only when the balance falls after the deposit', async () => {
    const villa = await villaIn(null, 'unclassified', 1000)
    // Arrival in 64 days: balance due in 4 days, after the deposit's 3.
    const two = await quote(villa, day(64), day(71))
    expect(two.payments).toEqual([
      {
        kind: 'deposit',
        label: 'Deposit (30 %)',
        label_fr: 'Acompte (30\u00a0%)',
        due_on: day(3),
        amount: 2100,
      },
      { kind: 'balance', label: 'Balance', label_fr: 'Solde', due_on: day(4), amount: 4900 },
    ])
    // In 63 days: the balance would fall on the deposit's day: everything at once.
    const one = await quote(villa, day(63), day(70))
    expect(one.payments).toEqual([
      {
        kind: 'full',
        label: 'Full payment',
        label_fr: 'Paiement intégral',
        due_on: day(3),
        amount: 7000,
      },
    ])
    // Arriving in 2 days: never due after arrival.
    const soon = await quote(villa, day(2), day(4))
    expect(soon.payments).toEqual([
      {
        kind: 'full',
        label: 'Full payment',
        label_fr: 'Paiement intégral',
        due_on: day(2),
        amount: 2000,
      },
    ])
  })

  it('the deposit is a share of the price without tourist tax; the balance carries the tax', async () => {
    const var83 = await commune(10, 34, [{ from: LONG_AGO, classification: '5_stars', amount: 3 }])
    const villa = await villaIn(var83, '5_stars', 1450)
    const q = await quote(villa, day(100), day(107), { adults: 2 })
    expect(q.payments).toEqual([
      {
        kind: 'deposit',
        label: 'Deposit (30 %)',
        label_fr: 'Acompte (30\u00a0%)',
        due_on: day(3),
        amount: 3045,
      },
      { kind: 'balance', label: 'Balance', label_fr: 'Solde', due_on: day(40), amount: 7165.48 },
    ])
    expect(q.cancellation).toEqual([
      { from_date: day(0), until_date: day(39), charge_percent: 30, amount: 3045 },
      { from_date: day(40), until_date: day(70), charge_percent: 50, amount: 5075 },
      { from_date: day(71), until_date: day(100), charge_percent: 100, amount: 10150 },
    ])
  })

  it('dates each tier around the 60- and 30-day edges and leaves out the tiers already past', async () => {
    const villa = await villaIn(null, 'unclassified', 100)
    const tiers = async (arrival: number) =>
      (await quote(villa, day(arrival), day(arrival + 1))).cancellation!.map((tier) => [
        tier.from_date,
        tier.until_date,
        tier.charge_percent,
      ])
    // 61 days ahead: cancelling today still costs only the deposit.
    expect(await tiers(61)).toEqual([
      [day(0), day(0), 30],
      [day(1), day(31), 50],
      [day(32), day(61), 100],
    ])
    // 60 days ahead: the first tier is past.
    expect(await tiers(60)).toEqual([
      [day(0), day(30), 50],
      [day(31), day(60), 100],
    ])
    // 30 days ahead: 50 % today only.
    expect(await tiers(30)).toEqual([
      [day(0), day(0), 50],
      [day(1), day(30), 100],
    ])
    // 29 days ahead: everything from today.
    expect(await tiers(29)).toEqual([[day(0), day(29), 100]])
  })
})

describe('the booking’s snapshot', () => {
  it('stores exactly the quote, with the Terms accepted, and never changes it', async () => {
    const var83 = await commune(10, 34, [{ from: LONG_AGO, classification: '5_stars', amount: 3 }])
    const villa = await villaIn(var83, '5_stars', 900)
    const [chef] = await insertRows('villa_charges', [
      { villa_id: villa, name: "Chef's dinner", amount: 95, unit: 'per_guest', is_optional: true },
      { villa_id: villa, name: 'Final cleaning', amount: 250 },
    ])
    await insertRows('villa_discounts', [
      { villa_id: villa, kind: 'length_of_stay', threshold: 7, percent: 10 },
    ])
    const party = { adults: 2, children: 1, extras: [chef!] }
    const shown = await quote(villa, day(120), day(127), party)

    const { error } = await db.anon.from('bookings').insert(
      bookingRequest({
        id: crypto.randomUUID(),
        villa_id: villa,
        check_in: day(120),
        check_out: day(127),
        guests_count: 99, // the database counts adults and children
        adults: 2,
        children: 1,
        extras: [chef],
        total_price: 1,
        guest_email: 'snapshot@example.com',
      }),
    )
    expect(error).toBeNull()
    const read = async () => {
      const { data, error: readError } = await db.service
        .from('bookings')
        .select(
          'id, quote, total_price, adults, children, guests_count, extras, terms_accepted, terms_version',
        )
        .eq('villa_id', villa)
        .single()
      if (readError) throw readError
      return data
    }
    const stored = await read()
    expect(stored.quote).toEqual(shown)
    expect(stored).toMatchObject({
      total_price: shown.total,
      adults: 2,
      children: 1,
      guests_count: 3,
      extras: [chef],
      terms_accepted: true,
    })
    const { data: terms } = await db.anon
      .from('terms_versions')
      .select('sections')
      .eq('version', stored.terms_version!)
      .single()
    expect((terms!.sections as { key: string }[]).map((section) => section.key)).toContain(
      'cancellation',
    )
    // The French Terms are the reference version (issue 22): what the guest accepted holds them.
    expect(terms!.sections as object[]).toContainEqual(
      expect.objectContaining({ key: 'cancellation', content_fr: expect.any(String) }),
    )

    // Every rule changes afterwards: the stored booking does not.
    await db.service.from('villas').update({ price_per_night: 2000 }).eq('id', villa)
    await db.service.from('villa_charges').update({ amount: 500 }).eq('villa_id', villa)
    await db.service.from('villa_discounts').update({ percent: 50 }).eq('villa_id', villa)
    await db.service.from('tourist_tax_rates').update({ amount: 5 }).eq('commune_id', var83)
    await db.service
      .from('tourist_tax_communes')
      .update({ regional_surcharge_percent: 0 })
      .eq('id', var83)
    await db.service
      .from('villa_booking_terms')
      .update({ deposit_percent: 50, security_deposit: 9000, relet_fee: 400 })
      .eq('villa_id', villa)
    await db.service
      .from('villa_cancellation_tiers')
      .update({ charge_percent: 100 })
      .eq('villa_id', villa)
    const { data: section } = await db.service
      .from('page_content')
      .select('id, content')
      .eq('page_slug', 'terms')
      .eq('section_key', 'cancellation')
      .single()
    await db.service
      .from('page_content')
      .update({ content: `${section!.content} (amended)` })
      .eq('id', section!.id)
    const now = await quote(villa, day(120), day(127), party)
    expect(now.total).not.toBe(shown.total)
    expect(await read()).toEqual(stored)

    // A write to the snapshot is refused; confirming still works and keeps it.
    for (const change of [
      { quote: now },
      { total_price: 1 },
      { adults: 1 },
      { extras: [] },
      { terms_version: null },
    ]) {
      const refused = await db.service.from('bookings').update(change).eq('id', stored.id)
      expect(refused.error?.message).toBe(
        'A booking keeps the quote and the Terms it was sent with',
      )
    }
    const confirmed = await db.service
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('id', stored.id)
    expect(confirmed.error).toBeNull()
    expect(await read()).toEqual(stored)

    // The amended Terms are a new version for the next guest.
    await db.anon.from('bookings').insert(
      bookingRequest({
        villa_id: villa,
        check_in: day(200),
        check_out: day(207),
        guest_email: 'next-guest@example.com',
      }),
    )
    const { data: next } = await db.service
      .from('bookings')
      .select('terms_version')
      .eq('guest_email', 'next-guest@example.com')
      .single()
    expect(next!.terms_version).not.toBe(stored.terms_version)
    await db.service
      .from('page_content')
      .update({ content: section!.content })
      .eq('id', section!.id)
  })

  it('refuses a request from the site that does not accept the Terms', async () => {
    const villa = await villaIn(null, 'unclassified', 500)
    for (const terms_accepted of [false, undefined]) {
      const request = bookingRequest({
        villa_id: villa,
        check_in: day(40),
        check_out: day(43),
        guest_email: 'no-terms@example.com',
      })
      const { error } = await db.anon.from('bookings').insert({ ...request, terms_accepted })
      expect(error?.message).toBe('Please accept the Terms of Booking')
    }
  })
})
