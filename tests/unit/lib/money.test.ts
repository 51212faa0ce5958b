import { describe, expect, it } from 'vitest'
import { formatAmount, formatEuro } from '@/lib/money'

describe('formatAmount', () => {
  it('writes whole euros without cents, like the nightly prices', () => {
    expect(formatAmount(16380)).toBe('€16,380')
    expect(formatAmount(4690)).toBe(formatEuro(4690))
  })

  it('writes the cents of a tax line or a total that has them', () => {
    expect(formatAmount(60.48)).toBe('€60.48')
    expect(formatAmount(14.4)).toBe('€14.40')
    expect(formatAmount(16875.48)).toBe('€16,875.48')
  })

  it('writes a discount with a minus sign before the euro sign', () => {
    expect(formatAmount(-350)).toBe('−€350')
    expect(formatAmount(-25.13)).toBe('−€25.13')
  })
})
