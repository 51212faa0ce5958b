import { describe, expect, it } from 'vitest'
import { securityDepositPayload } from '../../../supabase/functions/_shared/emails/payload'

// The deposit_returned email's figures, as the database wrote them (issue 21, point 3).

describe('the security deposit in the returned email', () => {
  it('reads the amounts, the day and each deduction with its reason', () => {
    expect(
      securityDepositPayload({
        security_deposit: {
          amount: 2500,
          received_on: '2026-07-01',
          received_method: 'bank_transfer',
          returned_on: '2026-07-28',
          returned_amount: 2224.5,
          deductions: [{ amount: 275.5, reason: 'Broken glasses' }],
        },
      }),
    ).toEqual({
      amount: 2500,
      received_method: 'bank_transfer',
      returned_on: '2026-07-28',
      returned_amount: 2224.5,
      deductions: [{ amount: 275.5, reason: 'Broken glasses' }],
    })
  })

  it('refuses a payload without the deposit rather than send a half-empty email', () => {
    expect(() => securityDepositPayload({})).toThrow('The payload has no security_deposit')
    expect(() =>
      securityDepositPayload({ security_deposit: { amount: 1, returned_on: '2026-07-28' } }),
    ).toThrow('The payload has no returned_amount')
  })
})
