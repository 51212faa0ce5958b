import { describe, expect, it } from 'vitest'
import { partyText, termsVersionText } from '@/features/admin/bookings/lib/booking-offer'
import { toStayOffer } from '@/lib/stay-offer'
import type { CompositeTypes } from '@/types/database.types'

// The offer a booking stored, as the admin reads it: checked, never recomputed.

const QUOTE: CompositeTypes<'stay_quote'> = {
  villa_id: 'a1000000-0000-4000-8000-000000000001',
  check_in: '2027-03-01',
  check_out: '2027-03-05',
  guests: 2,
  nights: [],
  night_count: 4,
  bookable: true,
  problem: null,
  adults: 2,
  children: 0,
  extras: [],
  lines: [
    {
      kind: 'nights',
      label: '4 nights × €1,000',
      basis: null,
      quantity: 4,
      unit_amount: 1000,
      amount: 4000,
      charge_id: null,
    },
  ],
  rent: 4000,
  discounts: 0,
  fees: 0,
  extras_total: 0,
  tourist_tax: 0,
  price_without_tax: 4000,
  total: 4000,
  security_deposit: 2000,
  payments: [{ kind: 'full', label: 'Full payment', due_on: '2027-01-04', amount: 4000 }],
  cancellation: [],
  relet_fee: 250,
  tax_note: null,
  tax_missing: false,
  rounding: 'Each line is rounded to the cent, half up.',
  quoted_on: '2027-01-01',
}

describe('a booking’s stored offer in the admin', () => {
  it('is read as stored: lines, subtotals, security deposit and payments', () => {
    expect(toStayOffer(QUOTE)).toMatchObject({
      total: 4000,
      rent: 4000,
      touristTax: 0,
      securityDeposit: 2000,
      payments: [{ kind: 'full', due_on: '2027-01-04', amount: 4000 }],
      reletFee: 250,
    })
  })

  it('is absent on a booking made before offers were stored', () => {
    expect(toStayOffer(null)).toBeNull()
    expect(toStayOffer({ ...QUOTE, lines: null, total: null })).toBeNull()
  })

  it('refuses a stored offer missing a figure rather than showing half of it', () => {
    expect(() => toStayOffer({ ...QUOTE, fees: null })).toThrow('The quote came back without fees')
  })

  it('names the party and quotes the Terms version', () => {
    expect(partyText(3, { adults: 2, children: 1 })).toBe('2 adults, 1 child')
    expect(partyText(5, { adults: 3, children: 2 })).toBe('3 adults, 2 children')
    expect(partyText(1, { adults: 1, children: 0 })).toBe('1 adult')
    expect(partyText(4, { adults: null, children: 0 })).toBe('4')
    expect(termsVersionText('9d050d8001464a9f50da822d2181e6f2')).toBe('9d050d80')
  })
})
