import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingRequest,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'
import { quoteStay, storedOffer, type StayQuote } from './support/stay-quote.ts'

// Issue 22: quote_stay words every line, payment and note once, in English and in French, and
// the booking keeps both. The pages and emails show those words as stored, so here each French
// (and English) text is checked against the figures stored beside it, written as the site's
// Intl formats write them: what the guest reads is what the database counted.

let db: DatabaseStack
beforeAll(async () => {
  db = await startDatabaseStack()
})
afterAll(() => db?.stop())

const NB = '\u00a0'
/** An amount as the site writes it (src/lib/money.ts formatAmount): cents only when there are. */
function money(amount: number, locale: 'en-GB' | 'fr-FR') {
  const cents = !Number.isInteger(amount)
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  }).format(amount)
}
const en = (amount: number) => money(amount, 'en-GB')
const fr = (amount: number) => money(amount, 'fr-FR')
const frDay = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${iso}T12:00:00Z`),
  )
const frCount = (count: number, one: string, many: string) =>
  `${count}${NB}${count < 2 ? one : many}`

async function insert(table: string, row: Record<string, unknown>) {
  const { data, error } = await db.service.from(table).insert(row).select('id').single()
  if (error) throw error
  return (data as { id: string }).id
}

/** A 5-star villa with every kind of line: two prices, two discounts, fees, extras, two tax rates. */
async function villaWithEverything() {
  const commune = await insert('tourist_tax_communes', {
    name: 'Ramatuelle',
    insee_code: `9${String(randomInt(10_000)).padStart(4, '0')}`,
    departmental_surcharge_percent: 10,
    regional_surcharge_percent: 34,
  })
  for (const [from, amount] of [
    ['2020-01-01', 3],
    [day(103), 3.5],
  ] as const) {
    await insert('tourist_tax_rates', {
      commune_id: commune,
      classification: '5_stars',
      valid_from: from,
      amount,
    })
  }
  const villa = await createVilla(db.service, { price_per_night: 1450, max_guests: 8 })
  await db.service
    .from('villas')
    .update({ tax_commune_id: commune, classification: '5_stars' })
    .eq('id', villa)
    .throwOnError()
  await insert('seasonal_pricing', {
    villa_id: villa,
    season_name: 'High summer',
    start_date: day(104),
    end_date: day(130),
    price_per_night: 1650,
  })
  await insert('villa_discounts', {
    villa_id: villa,
    kind: 'length_of_stay',
    threshold: 7,
    percent: 7.5,
  })
  await insert('villa_discounts', {
    villa_id: villa,
    kind: 'early_bird',
    threshold: 90,
    percent: 5,
  })
  await insert('villa_charges', {
    villa_id: villa,
    name: 'Final cleaning',
    name_fr: 'Ménage de fin de séjour',
    amount: 350,
    unit: 'per_stay',
  })
  const housekeeping = await insert('villa_charges', {
    villa_id: villa,
    name: 'Daily housekeeping',
    name_fr: '  Ménage quotidien  ',
    amount: 60,
    unit: 'per_night',
    is_optional: true,
    display_order: 1,
  })
  const chef = await insert('villa_charges', {
    villa_id: villa,
    name: "Chef's dinner",
    name_fr: ' ',
    amount: 95.5,
    unit: 'per_guest',
    is_optional: true,
    display_order: 2,
  })
  return { villa, extras: [housekeeping, chef] }
}

type Line = NonNullable<StayQuote['lines']>[number]
const words = (line: Line) => [line.label, line.label_fr, line.basis, line.basis_fr]

describe('the quote in both languages', () => {
  it('words each line, payment and note in English and in French from the figures it stores', async () => {
    const { villa, extras } = await villaWithEverything()
    const q = await quoteStay(db.anon, {
      p_villa_id: villa,
      p_check_in: day(100),
      p_check_out: day(107),
      p_adults: 2,
      p_children: 1,
      p_extras: extras,
    })
    const lines = q.lines!
    expect(lines.map((line) => line.kind)).toEqual([
      'nights',
      'nights',
      'discount',
      'discount',
      'fee',
      'extra',
      'extra',
      'tourist_tax',
      'tourist_tax',
    ])
    const [cheap, dear, long, early, cleaning, housekeeping, chef, tax1, tax2] = lines as [
      Line,
      Line,
      Line,
      Line,
      Line,
      Line,
      Line,
      Line,
      Line,
    ]

    expect(words(cheap)).toEqual([
      `4 nights × ${en(1450)}`,
      `${frCount(4, 'nuit', 'nuits')} × ${fr(1450)}`,
      null,
      null,
    ])
    expect(words(dear)).toEqual([
      `3 nights × ${en(1650)}`,
      `${frCount(3, 'nuit', 'nuits')} × ${fr(1650)}`,
      null,
      null,
    ])
    expect([cheap.amount, dear.amount]).toEqual([4 * 1450, 3 * 1650])
    const rent = q.rent!
    expect(rent).toBe(10750)
    expect(words(long)).toEqual([
      'Stay of 7 nights or more',
      `Séjour de 7${NB}nuits ou plus`,
      `7.5 % of ${en(rent)}`,
      `7,5${NB}% de ${fr(rent)}`,
    ])
    expect(long.amount).toBe(-806.25)
    expect(words(early)).toEqual([
      'Early booking, 90 days or more ahead',
      `Réservation anticipée, 90${NB}jours ou plus à l’avance`,
      `5 % of ${en(rent)}`,
      `5${NB}% de ${fr(rent)}`,
    ])
    // A charge's French name as staff wrote it, trimmed; none (blank) leaves it to the English.
    expect(words(cleaning)).toEqual([
      'Final cleaning',
      'Ménage de fin de séjour',
      'per stay',
      'par séjour',
    ])
    expect(words(housekeeping)).toEqual([
      'Daily housekeeping',
      'Ménage quotidien',
      `7 nights × ${en(60)}`,
      `${frCount(7, 'nuit', 'nuits')} × ${fr(60)}`,
    ])
    expect(words(chef)).toEqual([
      "Chef's dinner",
      null,
      `3 guests × ${en(95.5)}`,
      `${frCount(3, 'voyageur', 'voyageurs')} × ${fr(95.5)}`,
    ])
    // €3 × 1.44 = €4.32 for three nights, then €3.50 × 1.44 = €5.04 for four.
    expect(words(tax1)).toEqual([
      expect.stringMatching(/^Tourist tax, nights of /),
      `Taxe de séjour, nuits du ${frDay(day(100))} au ${frDay(day(102))}`,
      `2 adults × 3 nights × ${en(4.32)}`,
      `${frCount(2, 'adulte', 'adultes')} × ${frCount(3, 'nuit', 'nuits')} × ${fr(4.32)}`,
    ])
    expect(words(tax2)[1]).toBe(`Taxe de séjour, nuits du ${frDay(day(103))} au ${frDay(day(106))}`)
    expect(words(tax2)[3]).toBe(
      `${frCount(2, 'adulte', 'adultes')} × ${frCount(4, 'nuit', 'nuits')} × ${fr(5.04)}`,
    )
    expect([tax1.amount, tax2.amount]).toEqual([25.92, 40.32])

    // Every amount a line words is one it stores: unit × count makes the line's amount.
    for (const line of [cheap, dear, housekeeping, chef]) {
      expect(line.amount).toBe(Math.round(line.unit_amount! * line.quantity! * 100) / 100)
    }

    expect(q.payments!.map((p) => [p.kind, p.label, p.label_fr])).toEqual([
      ['deposit', 'Deposit (30 %)', `Acompte (30${NB}%)`],
      ['balance', 'Balance', 'Solde'],
    ])
    expect(q.tax_note_fr).toBe(
      `Taxe de séjour de Ramatuelle\u202f: ${fr(3)} par adulte et par nuit pour une villa 5${NB}étoiles, ` +
        `majorée des taxes additionnelles départementale (10${NB}%) et régionale (34${NB}%), ` +
        'comprises dans le tarif indiqué. Les enfants de moins de 18 ans en sont exonérés.',
    )
    expect(q.rounding_fr).toBe(
      'Montants en euros, chaque ligne arrondie au centime (au plus proche, le demi-centime vers le haut)\u202f; le total est la somme des lignes.',
    )
  })

  it('names a discount of 1 night or day in the singular, of more in the plural, in both languages', async () => {
    /** The discount lines of a stay at a villa with one discount of each kind at these thresholds. */
    async function discountWords(
      thresholds: { length_of_stay: number; early_bird: number; last_minute: number },
      checkIn: number,
      nights: number,
    ) {
      const villa = await createVilla(db.service, { price_per_night: 1000, max_guests: 4 })
      for (const [kind, threshold] of Object.entries(thresholds)) {
        await insert('villa_discounts', { villa_id: villa, kind, threshold, percent: 5 })
      }
      const q = await quoteStay(db.anon, {
        p_villa_id: villa,
        p_check_in: day(checkIn),
        p_check_out: day(checkIn + nights),
        p_adults: 2,
      })
      return q
        .lines!.filter((line) => line.kind === 'discount')
        .map((line) => [line.label, line.label_fr])
    }

    // Arriving tomorrow for one night: every threshold of 1 applies.
    expect(await discountWords({ length_of_stay: 1, early_bird: 1, last_minute: 1 }, 1, 1)).toEqual(
      [
        ['Stay of 1 night or more', `Séjour de 1${NB}nuit ou plus`],
        [
          'Early booking, 1 day or more ahead',
          `Réservation anticipée, 1${NB}jour ou plus à l’avance`,
        ],
        [
          'Last minute, 1 day or fewer ahead',
          `Dernière minute, 1${NB}jour ou moins avant l’arrivée`,
        ],
      ],
    )
    // Arriving in three days for three nights: thresholds of 3, 2 and 5 apply.
    expect(await discountWords({ length_of_stay: 3, early_bird: 2, last_minute: 5 }, 3, 3)).toEqual(
      [
        ['Stay of 3 nights or more', `Séjour de 3${NB}nuits ou plus`],
        [
          'Early booking, 2 days or more ahead',
          `Réservation anticipée, 2${NB}jours ou plus à l’avance`,
        ],
        [
          'Last minute, 5 days or fewer ahead',
          `Dernière minute, 5${NB}jours ou moins avant l’arrivée`,
        ],
      ],
    )
  })

  it('writes thousands, cents and negative amounts as the site does', async () => {
    const { data, error } = await db.anon.rpc('euro_text_fr', { p_amount: -1234567.5 })
    expect(error).toBeNull()
    expect(data).toBe(`−${fr(1234567.5)}`)
    for (const amount of [0, 4.32, 950, 1450, 12500.05]) {
      const answer = await db.anon.rpc('euro_text_fr', { p_amount: amount })
      expect(answer.data).toBe(fr(amount))
    }
  })

  it('keeps both languages in the booking, and the stay page reads its payments in French', async () => {
    const { villa } = await villaWithEverything()
    const id = crypto.randomUUID()
    const request = await db.anon
      .from('bookings')
      .insert(bookingRequest({ id, villa_id: villa, check_in: day(100), check_out: day(107) }))
    expect(request.error).toBeNull()
    const { quote } = await storedOffer(db.service, id)
    expect(quote.lines!.map((line) => line.label_fr)).toContain(`Séjour de 7${NB}nuits ou plus`)
    expect(quote.payments!.map((p) => p.label_fr)).toEqual([`Acompte (30${NB}%)`, 'Solde'])
    expect(quote.tax_note_fr).toMatch(/^Taxe de séjour de Ramatuelle/)

    // The schedule in its order, each with its French name (booking_payment_lines).
    const lines = await db.service.rpc('booking_payment_lines', { p_booking_id: id })
    expect(lines.error).toBeNull()
    expect(
      lines.data!.map((line: { kind: string; label_fr: string }) => [line.kind, line.label_fr]),
    ).toEqual([
      ['deposit', `Acompte (30${NB}%)`],
      ['balance', 'Solde'],
    ])
  })
})
