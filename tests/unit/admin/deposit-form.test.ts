import { describe, expect, it } from 'vitest'
import {
  checkDeductions,
  parseAmount,
  placeOfRefusal,
} from '@/features/admin/security-deposits/lib/deposit-form'

describe('the security deposit forms', () => {
  it('reads amounts as staff type them', () => {
    expect(parseAmount('2500')).toBe(2500)
    expect(parseAmount('2 500')).toBe(2500)
    expect(parseAmount('2,500.50')).toBe(2500.5)
    expect(parseAmount('2500,5')).toBe(2500.5)
    expect(parseAmount('2.500,50')).toBe(2500.5)
    expect(parseAmount('€ 95.55')).toBe(95.55)
    for (const bad of ['', 'abc', '1.234', '-5', '12.345', '1e3'])
      expect(parseAmount(bad)).toBeNull()
  })

  it('gives each deduction its problem, in the database’s words, and the total’s', () => {
    const result = checkDeductions(
      [
        { amount: '', reason: 'Glasses' },
        { amount: '50', reason: '   ' },
      ],
      1000,
    )
    expect(result).toEqual({
      errors: {
        rows: [
          { amount: 'Deduction 1: enter an amount above €0, in euros and cents' },
          { reason: 'Deduction 2: say why, in up to 500 characters' },
        ],
      },
    })
    expect(
      checkDeductions(
        [
          { amount: '600', reason: 'Terrace chair' },
          { amount: '500', reason: 'Keys' },
        ],
        1000,
      ),
    ).toMatchObject({ errors: { total: 'Deductions: together they exceed the deposit of €1000' } })
  })

  it('answers the deductions when all is well, reasons trimmed', () => {
    expect(checkDeductions([{ amount: '95,50', reason: ' Cleaning ' }], 1000)).toEqual({
      deductions: [{ amount: 95.5, reason: 'Cleaning' }],
    })
    expect(checkDeductions([], 1000)).toEqual({ deductions: [] })
  })

  it('places a refusal of the database beside its field or deduction', () => {
    expect(placeOfRefusal({ details: 'deductions.2.reason' })).toEqual({ row: 2, part: 'reason' })
    expect(placeOfRefusal({ details: 'returned_on' })).toEqual({ field: 'returned_on' })
    expect(placeOfRefusal({ details: 'villa_reviews.booking_id' })).toBeNull()
    expect(placeOfRefusal(new Error('offline'))).toBeNull()
  })
})
