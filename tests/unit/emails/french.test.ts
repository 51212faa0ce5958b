import { describe, expect, it } from 'vitest'
import { quoteLineBasis, quoteLineLabel } from '@/components/offer/offer-text'
import { applyLocale } from '@/lib/i18n/locale'
import {
  formatAmount,
  formatDay,
  formatDueDay,
  formatEuro,
  formatParisTime,
  formatStay,
  languageOf,
} from '../../../supabase/functions/_shared/emails/format'
import { links } from '../../../supabase/functions/_shared/emails/links'
import {
  dueSentence,
  receivedSentence,
  remainingSentence,
} from '../../../supabase/functions/_shared/emails/money-text'
import {
  cancellationRows,
  guestsText,
  offerLines,
  paymentRows,
  quoteNote,
} from '../../../supabase/functions/_shared/emails/offer'
import { quotePayload } from '../../../supabase/functions/_shared/emails/payload'
import {
  aVilla,
  deVilla,
  laVilla,
  textsFor,
} from '../../../supabase/functions/_shared/emails/texts'

// The emails in French (issue 22, point 5): figures, dates and counts as a French house writes
// them, with French typography's spaces: U+00A0 (no break) and U+202F (narrow, no break).

const NB = '\u00a0'
const NN = '\u202f'

describe('French money in the emails', () => {
  it('writes euros after the figure, thousands apart by a narrow space, cents after a comma', () => {
    expect(formatEuro(1450, 'fr')).toBe(`1${NN}450${NB}€`)
    expect(formatEuro('12450.00', 'fr')).toBe(`12${NN}450${NB}€`)
    expect(formatAmount(4.32, 'fr')).toBe(`4,32${NB}€`)
    expect(formatAmount(-725.5, 'fr')).toBe(`−725,50${NB}€`)
    expect(formatAmount(1250, 'fr')).toBe(`1${NN}250${NB}€`)
  })

  it('keeps English money as it was', () => {
    expect(formatEuro(1450)).toBe('€1,450')
    expect(formatAmount(-725.5, 'en')).toBe('−€725.50')
  })
})

describe('French dates in the emails', () => {
  it('writes a day in full, in lower case, the first of the month as "1er"', () => {
    expect(formatDay('2026-11-26', 'fr')).toBe('jeudi 26 novembre 2026')
    expect(formatDay('2026-07-01', 'fr')).toBe('mercredi 1er juillet 2026')
    expect(formatDueDay('2026-11-26', 'fr')).toBe('26 novembre 2026')
    expect(formatDueDay('2027-01-01', 'fr')).toBe('1er janvier 2027')
  })

  it('writes a stay as short as it reads', () => {
    expect(formatStay('2026-07-11', '2026-07-18', 'fr')).toBe('11 – 18 juillet 2026')
    expect(formatStay('2026-07-28', '2026-08-04', 'fr')).toBe('28 juillet – 4 août 2026')
    expect(formatStay('2026-12-28', '2027-01-01', 'fr')).toBe('28 décembre 2026 – 1er janvier 2027')
  })

  it('writes a moment in Paris time, "14 h 30", and "9 h" on the hour, summer and winter', () => {
    expect(formatParisTime('2026-07-01T12:30:00Z', 'fr')).toBe(
      `mercredi 1er juillet 2026 à 14${NB}h${NB}30, heure de Paris`,
    )
    expect(formatParisTime('2026-11-26T08:00:00Z', 'fr')).toBe(
      `jeudi 26 novembre 2026 à 9${NB}h, heure de Paris`,
    )
    // 23:15 UTC on 1 December is already the 2nd in Paris.
    expect(formatParisTime('2026-12-01T23:15:00Z', 'fr')).toBe(
      `mercredi 2 décembre 2026 à 0${NB}h${NB}15, heure de Paris`,
    )
  })
})

describe('French counts in the emails', () => {
  const t = textsFor('fr')

  it('puts 0 and 1 in the singular, 2 and more in the plural', () => {
    expect(t.counts.nights(1)).toBe(`1${NB}nuit`)
    expect(t.counts.nights(7)).toBe(`7${NB}nuits`)
    expect(t.counts.guests(1)).toBe(`1${NB}voyageur`)
    expect(t.counts.guests(6)).toBe(`6${NB}voyageurs`)
    expect(t.counts.children(0)).toBe(`0${NB}enfant`)
    expect(guestsText(3, 2, 1, 'fr')).toBe(`2${NB}adultes, 1${NB}enfant`)
    expect(guestsText(4, null, 0, 'fr')).toBe(`4${NB}voyageurs`)
  })

  it('keeps the English counts', () => {
    expect(guestsText(3, 2, 1)).toBe('2 adults, 1 child')
    expect(textsFor('en').counts.nights(1)).toBe('1 night')
  })
})

describe('a villa’s name in a French sentence', () => {
  it('takes the article its name calls for', () => {
    expect(aVilla('Villa Azur')).toBe('à la Villa Azur')
    expect(aVilla('Le Mas des Oliviers')).toBe('au Mas des Oliviers')
    expect(aVilla('Mas Provençal')).toBe('au Mas Provençal')
    expect(aVilla('Les Terrasses')).toBe('aux Terrasses')
    expect(aVilla("L'Oustau")).toBe('à l’Oustau')
    expect(aVilla('Casa Bella')).toBe('à Casa Bella')
    expect(deVilla('Villa Azur')).toBe('de la Villa Azur')
    expect(deVilla('Le Mas des Oliviers')).toBe('du Mas des Oliviers')
    expect(laVilla('Villa Azur')).toBe('la Villa Azur')
  })
})

describe('the stored offer in French', () => {
  // The snapshot as quote_stay words it in both languages (its French is checked against the
  // site's formats by tests/integration/quote-in-both-languages.test.ts).
  const quote = quotePayload({
    lines: [
      {
        kind: 'nights',
        label: '7 nights × €1,250',
        label_fr: `7${NB}nuits × 1${NN}250${NB}€`,
        basis: null,
        amount: 8750,
      },
      {
        kind: 'discount',
        label: 'Stay of 7 nights or more',
        label_fr: 'Séjour de 7 nuits ou plus',
        basis: '10 % of €8,750',
        basis_fr: `10${NB}% de 8${NN}750${NB}€`,
        amount: -875,
      },
      {
        kind: 'fee',
        label: 'Final cleaning',
        label_fr: null,
        basis: 'per stay',
        basis_fr: 'par séjour',
        amount: 350,
        charge_id: 'c1',
      },
      {
        kind: 'tourist_tax',
        label: 'Tourist tax',
        label_fr: 'Taxe de séjour',
        basis: '2 adults × 7 nights × €4.32',
        basis_fr: `2${NB}adultes × 7${NB}nuits × 4,32${NB}€`,
        amount: 60.48,
      },
    ],
    rent: 8750,
    discounts: -875,
    fees: 350,
    extras_total: 0,
    tourist_tax: 60.48,
    total: 8285.48,
    security_deposit: null,
    payments: [
      {
        kind: 'deposit',
        label: 'Deposit (30 %)',
        label_fr: `Acompte (30${NB}%)`,
        due_on: '2026-06-04',
        amount: 2362.5,
      },
      {
        kind: 'balance',
        label: 'Balance',
        label_fr: 'Solde',
        due_on: '2026-06-11',
        amount: 5922.98,
      },
    ],
    cancellation: [
      { from_date: '2026-06-01', until_date: '2026-06-10', charge_percent: 30, amount: 2362.5 },
      { from_date: '2026-06-11', until_date: '2026-07-11', charge_percent: 100, amount: 8285.48 },
    ],
    relet_fee: null,
    tax_note:
      'Tourist tax of Saint-Tropez: €4.32 per adult per night for a 5-star villa. Children under 18 are exempt.',
    tax_note_fr: `Taxe de séjour de Saint-Tropez${NN}: 4,32${NB}€ par adulte et par nuit pour une villa 5${NB}étoiles. Les enfants de moins de 18 ans en sont exonérés.`,
    rounding:
      'Amounts in euros, each line rounded to the cent (half up); the total is the sum of the lines.',
    rounding_fr: `Montants en euros, chaque ligne arrondie au centime${NN}; le total est la somme des lignes.`,
  })

  it('writes every line as the quote worded it in French, with French amounts', () => {
    expect(offerLines(quote, 'fr')).toEqual([
      { label: `7${NB}nuits × 1${NN}250${NB}€`, basis: null, amount: `8${NN}750${NB}€` },
      {
        label: 'Séjour de 7 nuits ou plus',
        basis: `10${NB}% de 8${NN}750${NB}€`,
        amount: `−875${NB}€`,
      },
      // A charge staff have not named in French keeps its English name.
      { label: 'Final cleaning', basis: 'par séjour', amount: `350${NB}€` },
      {
        label: 'Taxe de séjour',
        basis: `2${NB}adultes × 7${NB}nuits × 4,32${NB}€`,
        amount: `60,48${NB}€`,
      },
    ])
  })

  it('writes the payments, the cancellation tiers and the notes in French', () => {
    expect(paymentRows(quote, 'fr')).toEqual([
      [
        `Acompte (30${NB}%), à régler à la confirmation, au plus tard le 4 juin 2026`,
        `2${NN}362,50${NB}€`,
      ],
      [
        'Solde, taxe de séjour comprise, à régler au plus tard le 11 juin 2026',
        `5${NN}922,98${NB}€`,
      ],
    ])
    expect(cancellationRows(quote, 'fr')).toEqual([
      ['Jusqu’au 10 juin 2026', `2${NN}362,50${NB}€ (30${NB}%)`],
      ['À partir du 11 juin 2026', `8${NN}285,48${NB}€ (100${NB}%)`],
    ])
    // A tier of 7.5 %: French writes its decimal comma, as the booking page does.
    const decimal = {
      ...quote,
      cancellation: [{ ...quote.cancellation[0]!, charge_percent: 7.5 }],
    }
    expect(cancellationRows(decimal, 'fr')[0]![1]).toMatch(new RegExp(`\\(7,5${NB}%\\)$`))
    expect(cancellationRows(decimal, 'en')[0]![1]).toMatch(new RegExp(`\\(7\\.5${NB}%\\)$`))
    expect(quoteNote(quote.tax_note!, quote.tax_note_fr, 'fr')).toBe(quote.tax_note_fr)
    expect(quoteNote(quote.rounding!, quote.rounding_fr, 'fr')).toBe(quote.rounding_fr)
  })

  it('leaves the English offer as stored', () => {
    expect(offerLines(quote).map((line) => line.label)).toEqual([
      '7 nights × €1,250',
      'Stay of 7 nights or more',
      'Final cleaning',
      'Tourist tax',
    ])
    expect(paymentRows(quote)[0]![0]).toBe(
      'Deposit (30\u00a0%), due at confirmation, by 4 June 2026',
    )
    expect(quoteNote(quote.tax_note!, quote.tax_note_fr)).toBe(quote.tax_note)
  })

  it('writes a French name of only spaces in English, as the booking page does', () => {
    const blank = quotePayload({
      ...quote,
      lines: [{ ...quote.lines[1]!, label_fr: '   ', basis_fr: ' ' }],
    })
    expect(offerLines(blank, 'fr')[0]).toMatchObject({
      label: 'Stay of 7 nights or more',
      basis: `10${NB}% of €8,750`,
    })
    applyLocale('fr')
    try {
      expect(quoteLineLabel(blank.lines[0]!)).toEqual({
        text: 'Stay of 7 nights or more',
        lang: 'en',
      })
      expect(quoteLineBasis(blank.lines[0]!)?.text).toBe(`10${NB}% of €8,750`)
    } finally {
      applyLocale('en')
    }
  })

  it('writes a snapshot stored before the French words in English', () => {
    const older = quotePayload({
      ...quote,
      lines: [{ kind: 'nights', label: '7 nights × €1,250', basis: null, amount: 8750 }],
    })
    expect(offerLines(older, 'fr')[0]!.label).toBe('7 nights × €1,250')
  })
})

describe('French money sentences', () => {
  it('says what was received and what remains', () => {
    expect(
      receivedSentence({ amount: 3000, received_on: '2026-07-14', method: 'bank_transfer' }, 'fr'),
    ).toBe(
      `Nous avons bien reçu votre règlement de 3${NN}000${NB}€ par virement le 14 juillet 2026.`,
    )
    expect(
      remainingSentence(
        {
          total: 10000,
          received: 3000,
          remaining: 7000,
          next_due_on: '2026-08-01',
          next_due_amount: 7000,
          state: 'deposit_paid',
        },
        'fr',
      ),
    ).toBe(`Il reste 7${NN}000${NB}€ à régler, au plus tard le 1er août 2026.`)
    expect(
      dueSentence({ kind: 'balance', label: 'Balance', due_on: '2026-08-01', amount: 7000 }, 'fr'),
    ).toBe(`Votre solde de 7${NN}000${NB}€ est attendu au plus tard le 1er août 2026.`)
  })
})

describe('the links of a French email', () => {
  it('lead to the French pages; the admin has no language', () => {
    expect(links.stay('https://rivieravillas.com/', 'tok', 'fr')).toBe(
      'https://rivieravillas.com/fr/stay/tok',
    )
    expect(links.review('https://rivieravillas.com', 'tok', 'fr')).toBe(
      'https://rivieravillas.com/fr/review/tok',
    )
    expect(links.villas('https://rivieravillas.com', 'fr')).toBe(
      'https://rivieravillas.com/fr/villas',
    )
    expect(links.stay('https://rivieravillas.com', 'tok')).toBe(
      'https://rivieravillas.com/stay/tok',
    )
  })

  it('read an outbox row’s language: French only when it says so', () => {
    expect(languageOf('fr')).toBe('fr')
    expect(languageOf('en')).toBe('en')
    expect(languageOf(undefined)).toBe('en')
    expect(languageOf('de')).toBe('en')
  })
})

describe('the French dictionary', () => {
  it('has every text the English one has, none left empty', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, v]) =>
        v && typeof v === 'object' && !Array.isArray(v)
          ? keys(v, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      )
    expect(keys(textsFor('fr')).sort()).toEqual(keys(textsFor('en')).sort())
    // Every text, a sentence's function called with stand-ins for its words and figures.
    const strings = (value: object): string[] =>
      Object.values(value).flatMap((v): string[] =>
        typeof v === 'string'
          ? [v]
          : typeof v === 'function'
            ? [String((v as (...args: string[]) => unknown)(...Array(v.length).fill('X')))]
            : v && typeof v === 'object'
              ? strings(v)
              : [],
      )
    // (A payment's way is '' when it is neither a transfer nor a card: "… de 3 000 € le …".)
    expect(strings(textsFor('fr')).filter((text) => text.trim() === '')).toEqual([''])
    // French typography: no plain space before a colon, semicolon, question or exclamation mark.
    expect(strings(textsFor('fr')).filter((text) => / [:;?!]/.test(text))).toEqual([])
  })
})
