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

describe('euro amounts without Intl', () => {
  // Whole euros, cents, rounding at the half cent, thousands and millions, and negatives.
  const amounts = [
    ...Array.from({ length: 400 }, (_, i) => i * 7.37),
    ...Array.from({ length: 200 }, (_, i) => Math.round(1.9 ** (i / 6) * 100) / 100),
    0,
    0.005,
    0.015,
    1.005,
    2.675,
    999.995,
    1000,
    999_999.5,
    1_234_567.891,
    -5,
    -0.4,
    -1250.5,
  ]
  for (const [locale, intl] of [
    ['en', 'en-GB'],
    ['fr', 'fr-FR'],
  ] as const) {
    it(`writes every amount as Intl's ${intl} does`, () => {
      const whole = new Intl.NumberFormat(intl, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      })
      const cents = new Intl.NumberFormat(intl, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
      })
      for (const amount of amounts) {
        expect(formatEuro(amount, locale), String(amount)).toBe(whole.format(amount))
        if (amount >= 0 && !Number.isInteger(amount)) {
          expect(formatAmount(amount, locale), String(amount)).toBe(cents.format(amount))
        }
      }
    })
  }
})
