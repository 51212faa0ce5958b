import { describe, expect, it } from 'vitest'
import {
  amountToReturn,
  deductedTotal,
  guestDepositStatus,
  toDeductions,
} from '@/lib/security-deposit'

describe('a security deposit in words and figures', () => {
  it('returns the deposit less the deductions, to the cent', () => {
    const deductions = [
      { amount: 180, reason: 'Broken glasses' },
      { amount: 95.55, reason: 'Cleaning' },
      { amount: 0.1, reason: 'x' },
    ]
    expect(deductedTotal(deductions)).toBe(275.65)
    expect(amountToReturn(2500, deductions)).toBe(2224.35)
    expect(amountToReturn(0.3, [{ amount: 0.1, reason: 'x' }])).toBe(0.2)
    expect(amountToReturn(2500, [])).toBe(2500)
  })

  it('reads the deductions as the database answers them', () => {
    expect(toDeductions(null)).toEqual([])
    expect(toDeductions([{ amount: 12.5, reason: 'Towel' }])).toEqual([
      { amount: 12.5, reason: 'Towel' },
    ])
  })

  it('tells the guest where it stands', () => {
    expect(guestDepositStatus('received')).toBe('Received, and held until after your stay.')
    expect(guestDepositStatus('returned')).toBe('Returned to you.')
    // After departure, a deposit never received is not owed back.
    expect(guestDepositStatus('requested', true)).toBe(
      'We did not receive it for this stay, so there is nothing to return.',
    )
    expect(guestDepositStatus('received', true)).toBe('Received, and held until after your stay.')
  })
})
