import { describe, expect, it } from 'vitest'
import { formatAmount as siteAmount } from '@/lib/money'
import { formatAmount as emailAmount } from '../../../supabase/functions/_shared/emails/format'
import {
  cancellationRows,
  guestsText,
  offerLines,
  paymentRows,
  reletSentence,
  securityDeposit,
  termsVersionText,
} from '../../../supabase/functions/_shared/emails/offer'
import { quotePayload } from '../../../supabase/functions/_shared/emails/payload'

// The offer stored with a booking, as the emails write it: the snapshot's own figures and dates.

const STORED = {
  lines: [
    { kind: 'nights', label: '7 nights × €1,250', basis: null, amount: 8750, quantity: 7 },
    {
      kind: 'discount',
      label: 'Week discount (5 %)',
      basis: '5 % of €8,750',
      amount: -437.5,
    },
    { kind: 'fee', label: 'Final cleaning', basis: null, amount: 350 },
    { kind: 'extra', label: 'Airport transfer', basis: '2 × €90', amount: 180 },
    {
      kind: 'tourist_tax',
      label: 'Tourist tax',
      basis: '2 adults × 7 nights × €4.32',
      amount: 60.48,
    },
  ],
  rent: 8750,
  discounts: -437.5,
  fees: 350,
  extras_total: 180,
  tourist_tax: 60.48,
  total: 8902.98,
  security_deposit: 3000,
  payments: [
    { kind: 'deposit', label: 'Deposit (30 %)', due_on: '2026-03-04', amount: 2647.65 },
    { kind: 'balance', label: 'Balance', due_on: '2026-05-12', amount: 6255.33 },
  ],
  cancellation: [
    { from_date: '2026-03-01', until_date: '2026-05-12', charge_percent: 30, amount: 2647.65 },
    { from_date: '2026-05-13', until_date: '2026-06-11', charge_percent: 50, amount: 4412.75 },
    { from_date: '2026-06-12', until_date: '2026-07-11', charge_percent: 100, amount: 8842.5 },
  ],
  relet_fee: 250,
  tax_note: null,
  rounding: 'Each line is rounded to the cent, half up.',
}

describe('the offer in a booking email', () => {
  const quote = quotePayload(STORED)

  it('writes every stored line with its basis and amount, a discount with its minus sign', () => {
    expect(offerLines(quote)).toEqual([
      { label: '7 nights × €1,250', basis: null, amount: '€8,750' },
      { label: 'Week discount (5\u00a0%)', basis: '5\u00a0% of €8,750', amount: '−€437.50' },
      { label: 'Final cleaning', basis: null, amount: '€350' },
      { label: 'Airport transfer', basis: '2 × €90', amount: '€180' },
      { label: 'Tourist tax', basis: '2 adults × 7 nights × €4.32', amount: '€60.48' },
    ])
  })

  it('dates the payments as the booking page does', () => {
    expect(paymentRows(quote)).toEqual([
      ['Deposit (30\u00a0%), due at confirmation, by 4 March 2026', '€2,647.65'],
      ['Balance, tourist tax included, due by 12 May 2026', '€6,255.33'],
    ])
    const full = quotePayload({
      ...STORED,
      payments: [{ kind: 'full', label: 'Full payment', due_on: '2026-06-20', amount: 8902.98 }],
    })
    expect(paymentRows(full)).toEqual([['Full payment, due by 20 June 2026', '€8,902.98']])
  })

  it('dates what cancelling costs, first tier until, last tier from', () => {
    expect(cancellationRows(quote)).toEqual([
      ['Until 12 May 2026', '€2,647.65 (30\u00a0%)'],
      ['13 May 2026 – 11 June 2026', '€4,412.75 (50\u00a0%)'],
      ['From 12 June 2026', '€8,842.50 (100\u00a0%)'],
    ])
    expect(reletSentence(quote)).toBe(
      'If we let the villa again for your dates, we refund what you paid for the nights let again, less €250.',
    )
  })

  it('states the security deposit apart, and nothing when the villa asks none', () => {
    expect(securityDeposit(quote)).toBe('€3,000')
    expect(securityDeposit(quotePayload({ ...STORED, security_deposit: null }))).toBeNull()
    expect(securityDeposit(quotePayload({ ...STORED, security_deposit: 0 }))).toBeNull()
  })

  it('names adults and children, or the guests of a booking made before they were asked', () => {
    expect(guestsText(3, 2, 1)).toBe('2 adults, 1 child')
    expect(guestsText(4, 2, 2)).toBe('2 adults, 2 children')
    expect(guestsText(1, 1, 0)).toBe('1 adult')
    expect(guestsText(4, null, 0)).toBe('4 guests')
  })

  it('quotes the Terms version by its first 8 characters', () => {
    expect(termsVersionText('3f2a9c1b7d0e4f5a6b7c8d9e0f1a2b3c')).toBe('3f2a9c1b')
  })

  it('refuses a stored quote it cannot read rather than showing half of it', () => {
    expect(() => quotePayload({ ...STORED, total: null })).toThrow('The payload has no total')
    expect(() => quotePayload({ ...STORED, lines: [{ kind: 'fee', label: 'Cleaning' }] })).toThrow(
      'The payload has no amount',
    )
  })

  it('writes amounts exactly as the site does', () => {
    for (const amount of [0, 8750, 12450, 4.32, 725.5, -437.5, -1250, 1234567.89]) {
      expect(emailAmount(amount)).toBe(siteAmount(amount))
    }
  })
})
