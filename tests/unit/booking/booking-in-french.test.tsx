import { render, screen, within } from '@testing-library/react'
import { addMonths } from 'date-fns'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { StayOfferBreakdown } from '@/components/offer/stay-offer-breakdown'
import { quoteProblemText } from '@/components/offer/offer-text'
import { BookingFields } from '@/features/booking/components/booking-fields'
import { PriceCalendar } from '@/features/booking/components/price-calendar'
import { StayCaption } from '@/features/booking/components/stay-caption'
import { StayProblem } from '@/features/booking/components/stay-summary'
import { bookingFieldErrors } from '@/features/booking/lib/booking-form-schema'
import { formatCellEuro } from '@/features/booking/lib/pricing'
import { rulePeriods, rulesNotice } from '@/features/booking/lib/rule-periods'
import { bookingErrorToast, type BookingFormValues } from '@/features/booking/lib/validate-booking'
import { applyLocale } from '@/lib/i18n/locale'
import { toStayOffer } from '@/lib/stay-offer'
import { QUOTE } from '../support/stay-quote'

// The booking journey on /fr: the same figures, in French words, plurals and formats.

/** French spaces (U+202F in "1 450 €", U+00A0 before a colon) read as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ')

beforeEach(() => applyLocale('fr'))
afterEach(() => applyLocale('en'))

const day = (iso: string) => new Date(`${iso}T00:00:00`)

describe('the calendar in French', () => {
  it('says one night and three nights, and the total in euros the French way', () => {
    const prices = new Map([
      ['2027-07-10', 1450],
      ['2027-07-11', 1450],
      ['2027-07-12', 1450],
    ])
    const caption = (to: string) =>
      render(
        <StayCaption
          range={{ from: day('2027-07-10'), to: day(to) }}
          activeDay={undefined}
          prices={prices}
          basePrice={1000}
          limit={undefined}
          rules={new Map()}
        />,
      )
    const one = caption('2027-07-11')
    expect(plain(one.container.textContent)).toContain('1 nuit · 1 450 € au total')
    one.unmount()
    const three = caption('2027-07-13')
    expect(plain(three.container.textContent)).toContain('3 nuits · 4 350 € au total')
    expect(three.container.textContent).not.toMatch(/nights/)
  })

  it('asks for the arrival first, and shows prices per night', () => {
    render(
      <StayCaption
        range={undefined}
        activeDay={undefined}
        prices={new Map()}
        basePrice={1000}
        limit={undefined}
        rules={new Map()}
      />,
    )
    expect(screen.getByText('Choisissez votre date d’arrivée')).toBeInTheDocument()
    expect(screen.getByText('Prix indiqués par nuit')).toBeInTheDocument()
  })

  it('writes each day’s price the French way: "1 820 €", "12 k€"', () => {
    expect(plain(formatCellEuro(1820))).toBe('1 820 €')
    expect(plain(formatCellEuro(12_500))).toBe('13 k€')
    expect(formatCellEuro(1820, 'en')).toBe('€1,820')
  })

  it('names the weekdays and months in French, the week starting on Monday', () => {
    const today = new Date(2026, 10, 26)
    render(
      <PriceCalendar
        today={today}
        range={{ from: new Date(2027, 6, 10), to: undefined }}
        onRangeChange={() => undefined}
        prices={new Map()}
        basePrice={1450}
        unavailable={[]}
        lastCheckIn={addMonths(today, 18)}
        rules={new Map()}
        changeover="same_day"
      />,
    )
    const grid = screen.getByRole('grid')
    const weekdays = within(grid).getAllByRole('columnheader', { hidden: true })
    expect(weekdays.map((cell) => cell.textContent?.toLowerCase())).toEqual([
      'lu',
      'ma',
      'me',
      'je',
      've',
      'sa',
      'di',
    ])
    expect(screen.getAllByRole('combobox', { hidden: true })[0]).toHaveDisplayValue(/juil/i)
    // The check-in's line and a day's spoken price are French too.
    expect(plain(document.body.textContent)).toContain('Arrivée le sam. 10 juil.')
    expect(
      plain(screen.getByRole('button', { name: /12 juillet/i }).getAttribute('aria-label')),
    ).toMatch(/2 nuits, 2 900 € au total/)
  })

  it('states the arrival rules in French', () => {
    const rules = new Map(
      Array.from({ length: 28 }, (_, i) => {
        const date = new Date(2027, 6, 1 + i)
        const iso = `2027-07-${String(1 + i).padStart(2, '0')}`
        return [
          iso,
          {
            canArrive: date.getDay() === 6,
            minNights: 7,
            departureWeekdays: [6],
            seasonName: null,
          },
        ] as const
      }),
    )
    const notice = rulesNotice(rulePeriods(rules, '2027-07-28'))
    expect(plain(notice?.main)).toBe(
      'Arrivées le samedi uniquement · 7 nuits minimum · départs le samedi',
    )
  })
})

describe('the offer in French', () => {
  // The quote as quote_stay words it in both languages (tests/integration/quote-in-both-languages
  // checks the database's words against these formats).
  const NB = '\u00a0'
  const NN = '\u202f'
  const offer = toStayOffer({
    ...QUOTE,
    adults: 4,
    lines: [
      {
        kind: 'nights',
        label: '3 nights × €1,450',
        label_fr: `3${NB}nuits × 1${NN}450${NB}€`,
        basis: null,
        basis_fr: null,
        quantity: 3,
        unit_amount: 1450,
        amount: 4350,
        charge_id: null,
      },
      {
        kind: 'discount',
        label: 'Stay of 7 nights or more',
        label_fr: 'Séjour de 7 nuits ou plus',
        basis: '10 % of €4,350',
        basis_fr: `10${NB}% de 4${NN}350${NB}€`,
        quantity: 1,
        unit_amount: 10,
        amount: -435,
        charge_id: null,
      },
      {
        kind: 'fee',
        label: 'Final cleaning',
        label_fr: null,
        basis: 'per stay',
        basis_fr: 'par séjour',
        quantity: 1,
        unit_amount: 250,
        amount: 250,
        charge_id: null,
      },
      {
        kind: 'tourist_tax',
        label: 'Tourist tax',
        label_fr: 'Taxe de séjour',
        basis: '4 adults × 1 night × €4.40',
        basis_fr: `4${NB}adultes × 1${NB}nuit × 4,40${NB}€`,
        quantity: 4,
        unit_amount: 4.4,
        amount: 17.6,
        charge_id: null,
      },
    ],
    total: 4182.6,
    payments: [
      {
        kind: 'deposit',
        label: 'Deposit (30 %)',
        label_fr: `Acompte (30${NB}%)`,
        due_on: '2027-01-04',
        amount: 1249.5,
      },
      {
        kind: 'balance',
        label: 'Balance',
        label_fr: 'Solde',
        due_on: '2027-06-10',
        amount: 2933.1,
      },
    ],
    cancellation: [
      { from_date: '2027-01-01', until_date: '2027-05-31', charge_percent: 30, amount: 1249.5 },
      { from_date: '2027-06-01', until_date: '2027-07-10', charge_percent: 100, amount: 4182.6 },
    ],
    tax_note:
      "Tourist tax of Saint-Tropez: €4.40 per adult per night for a 5-star villa, plus the department's 10 % surcharge, included in the rate shown. Children under 18 are exempt.",
    tax_note_fr: `Taxe de séjour de Saint-Tropez${NN}: 4,40${NB}€ par adulte et par nuit pour une villa 5${NB}étoiles, majorée de la taxe additionnelle départementale (10${NB}%), comprise dans le tarif indiqué. Les enfants de moins de 18 ans en sont exonérés.`,
    rounding:
      'Amounts in euros, each line rounded to the cent (half up); the total is the sum of the lines.',
    rounding_fr: `Montants en euros, chaque ligne arrondie au centime (au plus proche, le demi-centime vers le haut)${NN}; le total est la somme des lignes.`,
  })!

  function renderOffer(): string {
    const { container } = render(
      <StayOfferBreakdown offer={offer} voice="guest" totalLabel="Total" totalTestId="total" />,
    )
    return plain(container.textContent)
  }

  it('shows the words the quote stored in French, with French amounts', () => {
    const text = renderOffer()
    for (const french of [
      '3 nuits × 1 450 €',
      '4 350 €',
      'Séjour de 7 nuits ou plus',
      '10 % de 4 350 €',
      '−435 €',
      'par séjour',
      'Taxe de séjour',
      '4 adultes × 1 nuit × 4,40 €',
      'Caution remboursable',
      'Paiements',
      'Acompte (30 %), à la confirmation, au plus tard le 4 janvier 2027',
      'Solde, taxe de séjour comprise, au plus tard le 10 juin 2027',
      'En cas d’annulation',
      'Jusqu’au 31 mai 2027',
      'À partir du 1 juin 2027',
      'Taxe de séjour de Saint-Tropez : 4,40 € par adulte et par nuit pour une villa 5 étoiles, majorée de la taxe additionnelle départementale (10 %), comprise dans le tarif indiqué.',
      'Montants en euros',
      'Code de la consommation',
    ]) {
      expect(text).toContain(french)
    }
    // A fee staff have not named in French shows its English name, marked for screen readers.
    expect(screen.getByText('Final cleaning')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Séjour de 7 nuits ou plus')).not.toHaveAttribute('lang')
    for (const english of [
      'nights',
      'Deposit',
      'Balance',
      'due by',
      'If you cancel',
      'Tourist tax',
    ])
      expect(text).not.toContain(english)
  })

  it('shows the English words on the English site', () => {
    applyLocale('en')
    const text = renderOffer()
    expect(text).toContain('3 nights × €1,450')
    expect(text).toContain('Deposit (30 %), due at confirmation, by 4 January 2027')
    expect(text).toContain('Tourist tax of Saint-Tropez: €4.40 per adult per night')
    expect(screen.getByText('Final cleaning')).not.toHaveAttribute('lang')
    expect(text).not.toContain('nuits')
  })

  it('shows a quote stored before it had French words in English, marked', () => {
    const older = toStayOffer({
      ...QUOTE,
      lines: QUOTE.lines!.map((line) => ({ ...line, label_fr: null })),
    })!
    render(<StayOfferBreakdown offer={older} voice="guest" totalLabel="Total" totalTestId="t" />)
    expect(screen.getByText('4 nights × €1,000')).toHaveAttribute('lang', 'en')
  })

  it('says why the stay cannot be booked in the French the database wrote', () => {
    const problem = {
      rule: 'arrival',
      message: 'Arrivals are on Saturday or Sunday',
      message_fr: 'Arrivées le samedi ou le dimanche',
    }
    render(
      <StayProblem
        quote={{ nights: [], nightCount: 3, total: null, bookable: false, problem, offer: null }}
      />,
    )
    expect(screen.getByTestId('stay-problem')).toHaveTextContent(
      'Arrivées le samedi ou le dimanche',
    )
    applyLocale('en')
    expect(quoteProblemText(problem)).toBe('Arrivals are on Saturday or Sunday')
  })

  it('says a refusal without its French (none written) in English', () => {
    expect(quoteProblemText({ message: 'Minimum 7 nights', message_fr: null })).toBe(
      'Minimum 7 nights',
    )
  })
})

function FieldsForm({ children }: { children?: ReactNode }) {
  const form = useForm<BookingFormValues>()
  return (
    <form>
      <BookingFields maxGuests={6} register={form.register} errors={{}} />
      {children}
    </form>
  )
}

describe('the booking form in French', () => {
  it('labels every field in French', () => {
    render(<FieldsForm />)
    for (const label of [
      'Nom complet',
      'E-mail',
      'Adultes',
      'Enfants',
      'Téléphone (facultatif)',
      'Demandes particulières (facultatif)',
    ]) {
      const escaped = label.replace(/[()]/g, '\\$&')
      expect(screen.getByLabelText(new RegExp(`^${escaped}`))).toBeInTheDocument()
    }
    expect(
      screen.getByText(
        'Jusqu’à 6 voyageurs. Les enfants de moins de 18 ans ne paient pas la taxe de séjour.',
      ),
    ).toBeInTheDocument()
  })

  it('says what is wrong in French, and in English again once back on the English site', () => {
    const draft = {
      guestName: '',
      guestEmail: 'nom@',
      adults: 5,
      children: 3,
      maxGuests: 6,
    }
    const errors = bookingFieldErrors(draft)
    expect(errors).toEqual({
      dates: 'Veuillez choisir vos dates d’arrivée et de départ',
      guestName: 'Veuillez indiquer votre nom complet',
      guestEmail: 'Veuillez indiquer une adresse e-mail valide, par exemple nom@exemple.fr',
    })
    const party = {
      ...draft,
      checkIn: day('2027-07-10'),
      checkOut: day('2027-07-17'),
      guestName: 'Anne',
      guestEmail: 'anne@exemple.fr',
    }
    expect(bookingFieldErrors(party).children).toBe('Entre 1 et 6 voyageurs, enfants compris')
    expect(bookingErrorToast({ guestName: errors.guestName })).toBe(
      'Veuillez remplir tous les champs obligatoires',
    )
    applyLocale('en')
    expect(bookingFieldErrors(draft)).toMatchObject({
      dates: 'Please select check-in and check-out dates',
      guestName: 'Please enter your full name',
    })
    expect(bookingFieldErrors(party).children).toBe('Between 1 and 6 guests, children included')
  })
})
