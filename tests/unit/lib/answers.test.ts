import { describe, expect, it } from 'vitest'
import { oneOf, required } from '@/lib/answers'
import { PAYMENT_STATES } from '@/lib/payment-states'

describe('required (a composite answer’s guaranteed fields, checked at the api boundary)', () => {
  it('hands the answer back when every listed field is there, a null in the others kept', () => {
    const answer = { total: 1200, problem: null as { rule: string } | null }
    expect(required(answer, ['total'], 'quote')).toBe(answer)
  })

  it('names the field a function left out', () => {
    expect(() => required({ total: null, bookable: true }, ['total'], 'quote')).toThrow(
      'The quote came back without total',
    )
  })

  it('says so when there is no answer at all', () => {
    expect(() => required(null as { total: number | null } | null, ['total'], 'quote')).toThrow(
      'The quote came back empty',
    )
  })
})

describe('oneOf (a state the database answers as text, checked at the api boundary)', () => {
  it('hands back each value the app knows, typed as its union', () => {
    for (const state of PAYMENT_STATES)
      expect(oneOf(state, PAYMENT_STATES, 'payment state')).toBe(state)
  })

  it('refuses a value the app does not know, naming it and the values it expected', () => {
    expect(() => oneOf('refunded', PAYMENT_STATES, 'payment state')).toThrow(
      'The payment state came back as "refunded", not one of awaiting_deposit, deposit_received, paid_in_full, overdue, cancelled',
    )
  })

  it('refuses a missing value', () => {
    expect(() => oneOf(null, ['open', 'used'] as const, 'review link state')).toThrow(
      'The review link state came back as null, not one of open, used',
    )
  })
})
