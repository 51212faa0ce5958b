import { describe, expect, it } from 'vitest'
import { partyText, termsVersionText } from '@/features/admin/bookings/lib/booking-offer'
import { toStayOffer } from '@/lib/stay-offer'
import { QUOTE } from '../support/stay-quote'

// The offer a booking stored, as the admin reads it: checked, never recomputed.

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
