import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StayOfferBreakdown, type OfferVoice } from '@/components/offer/stay-offer-breakdown'
import { applyLocale } from '@/lib/i18n/locale'
import { toStayOffer } from '@/lib/stay-offer'
import { NO_WITHDRAWAL } from '../../../supabase/functions/_shared/no-withdrawal'
import { QUOTE } from '../support/stay-quote'

// One offer, two readers: the guest (booking widget, request-sent page) and staff (the admin's
// booking detail) see the same stored figures; only a few words and the dates' style differ.

const offer = toStayOffer({
  ...QUOTE,
  lines: [
    ...QUOTE.lines!,
    {
      kind: 'discount',
      label: 'Week discount (5 %)',
      label_fr: 'Remise semaine (5 %)',
      basis: '5 % of €4,000',
      basis_fr: '5 % de 4 000 €',
      quantity: 1,
      unit_amount: -200,
      amount: -200,
      charge_id: null,
    },
  ],
  discounts: -200,
  total: 3800,
  payments: [
    {
      kind: 'deposit',
      label: 'Deposit (30 %)',
      label_fr: 'Acompte (30 %)',
      due_on: '2027-01-04',
      amount: 1140,
    },
    { kind: 'balance', label: 'Balance', label_fr: 'Solde', due_on: '2027-01-14', amount: 2660 },
  ],
  cancellation: [
    { from_date: '2027-01-01', until_date: '2027-01-14', charge_percent: 30, amount: 1140 },
    { from_date: '2027-01-15', until_date: '2027-02-14', charge_percent: 50, amount: 1900 },
    { from_date: '2027-02-15', until_date: '2027-03-01', charge_percent: 100, amount: 3800 },
  ],
})!

function renderAs(voice: OfferVoice) {
  render(
    <StayOfferBreakdown
      offer={offer}
      voice={voice}
      totalLabel="Total (4 nights)"
      totalTestId="the-total"
    />,
  )
}

// A date is kept on one line (no-break spaces); read here with plain spaces.
const texts = (testId: string) =>
  screen.getAllByTestId(testId).map((el) => el.textContent!.replace(/\u00a0(?!%)/g, ' '))

describe('the offer as the guest reads it', () => {
  it('lists every line, the total, the deposit apart, the dated payments and cancellation costs', () => {
    renderAs('guest')
    expect(texts('offer-line')).toEqual([
      '4 nights × €1,000€4,000',
      'Week discount (5\u00a0%)5\u00a0% of €4,000\u2212€200',
    ])
    expect(screen.getByTestId('the-total')).toHaveTextContent('€3,800')
    expect(screen.getByTestId('security-deposit')).toHaveTextContent('€2,000')
    expect(
      screen.getByText('Not part of the total; released within 14 days of departure'),
    ).toBeInTheDocument()
    expect(texts('offer-payment')).toEqual([
      'Deposit (30\u00a0%), due at confirmation, by 4 January 2027€1,140',
      'Balance, tourist tax included, due by 14 January 2027€2,660',
    ])
    expect(texts('offer-cancellation')).toEqual([
      'Until 14 January 2027€1,140 (30\u00a0%)',
      '15 January 2027 – 14 February 2027€1,900 (50\u00a0%)',
      'From 15 February 2027€3,800 (100\u00a0%)',
    ])
    expect(screen.getAllByTestId('offer-payment')[0]!.textContent).toContain(
      'by 4\u00a0January\u00a02027',
    )
    expect(screen.getByText('If you cancel')).toBeInTheDocument()
    expect(
      screen.getByText(
        'If we let the villa again for your dates, we refund what you paid for the nights let again, less €250.',
      ),
    ).toBeInTheDocument()
  })

  it('ends with the no-withdrawal sentence the booking emails write', () => {
    renderAs('guest')
    const offerBox = screen.getByTestId('offer')
    expect(offerBox.lastElementChild).toHaveTextContent(NO_WITHDRAWAL)
    expect(NO_WITHDRAWAL).toBe(
      'Under article L221-28 12° of the French Consumer Code, there is no 14-day right of withdrawal for a stay booked for set dates.',
    )
  })
})

describe('the offer as staff read it', () => {
  it('shows the same figures under the admin’s test ids, with the admin’s dates and words', () => {
    renderAs('staff')
    expect(screen.queryByTestId('offer')).toBeNull()
    expect(texts('booking-offer-line')).toHaveLength(2)
    expect(screen.getByTestId('the-total')).toHaveTextContent('€3,800')
    expect(screen.getByTestId('booking-security-deposit')).toHaveTextContent('€2,000')
    expect(screen.getByText('Refundable security deposit (not in the total)')).toBeInTheDocument()
    expect(texts('booking-offer-payment')).toEqual([
      'Deposit (30\u00a0%), due by Jan 04, 2027€1,140',
      'Balance, due by Jan 14, 2027€2,660',
    ])
    expect(screen.getAllByTestId('booking-offer-payment')[0]!.textContent).toContain(
      'by Jan\u00a004,\u00a02027',
    )
    expect(texts('booking-offer-cancellation')[2]).toBe('From Feb 15, 2027€3,800 (100\u00a0%)')
    expect(screen.getByRole('heading', { name: 'If the guest cancels' })).toBeInTheDocument()
    expect(screen.getByText('Re-let fee: €250')).toBeInTheDocument()
    expect(screen.queryByText(NO_WITHDRAWAL)).toBeNull()
  })

  it('marks a discount in green for both', () => {
    renderAs('staff')
    const discount = screen.getAllByTestId('booking-offer-line')[1]!
    expect(within(discount).getByText('\u2212€200')).toHaveClass('text-emerald-700')
  })
})

describe('an offer stored before the quote was worded in French, on a French page', () => {
  afterEach(() => applyLocale('en'))

  it('shows its English words marked English, "%" kept with its figure', () => {
    applyLocale('fr')
    const older = toStayOffer({
      ...QUOTE,
      lines: [
        {
          kind: 'discount',
          label: 'Week discount (5 %)',
          label_fr: null,
          basis: '5 % of €4,000',
          basis_fr: null,
          quantity: 1,
          unit_amount: -200,
          amount: -200,
          charge_id: null,
        },
      ],
      payments: [
        {
          kind: 'deposit',
          label: 'Deposit (30 %)',
          label_fr: null,
          due_on: '2027-01-04',
          amount: 1140,
        },
      ],
      tax_note: 'Tourist tax of Saint-Tropez: 5 % of the nightly price per guest.',
      tax_note_fr: null,
      rounding_fr: null,
    })!
    render(
      <StayOfferBreakdown offer={older} voice="guest" totalLabel="Total" totalTestId="the-total" />,
    )
    // Read as a person does (testing-library folds a no-break space into a space), then exactly.
    const english = (text: string) => {
      const element = screen.getByText(text)
      expect(element).toHaveAttribute('lang', 'en')
      return element.textContent
    }
    expect(english('Week discount (5 %)')).toBe('Week discount (5\u00a0%)')
    expect(english('5 % of €4,000')).toBe('5\u00a0% of €4,000')
    expect(english('Deposit (30 %)')).toBe('Deposit (30\u00a0%)')
    expect(screen.getByTestId('offer-payment').textContent).toMatch(
      /^Deposit \(30\u00a0%\), à la confirmation/,
    )
    expect(english('Tourist tax of Saint-Tropez: 5 % of the nightly price per guest.')).toBe(
      'Tourist tax of Saint-Tropez: 5\u00a0% of the nightly price per guest.',
    )
    expect(screen.getByText('Each line is rounded to the cent, half up.')).toHaveAttribute(
      'lang',
      'en',
    )
  })

  it('writes the cancellation percentages as French does, a decimal one with its comma', () => {
    applyLocale('fr')
    const decimal = toStayOffer({
      ...QUOTE,
      cancellation: [
        { from_date: '2027-01-01', until_date: '2027-01-14', charge_percent: 7.5, amount: 285 },
        { from_date: '2027-01-15', until_date: '2027-03-01', charge_percent: 100, amount: 3800 },
      ],
    })!
    render(
      <StayOfferBreakdown
        offer={decimal}
        voice="guest"
        totalLabel="Total"
        totalTestId="the-total"
      />,
    )
    const costs = screen.getAllByTestId('offer-cancellation').map((row) => row.textContent)
    expect(costs[0]).toMatch(/\(7,5\u00a0%\)$/)
    expect(costs[1]).toMatch(/\(100\u00a0%\)$/)
  })

  it('leaves the French words it has unmarked', () => {
    applyLocale('fr')
    renderAs('guest')
    expect(screen.getByText('Remise semaine (5 %)')).not.toHaveAttribute('lang')
    expect(screen.getByText('Chaque ligne est arrondie au centime.')).not.toHaveAttribute('lang')
  })
})
