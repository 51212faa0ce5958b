import { describe, expect, it } from 'vitest'
import {
  countNights,
  formatCellEuro,
  priceLines,
  quoteStay,
  stayNights,
} from '@/features/booking/lib/pricing'

const day = (iso: string) => new Date(`${iso}T00:00:00`)

describe('countNights', () => {
  it('counts the days between check-in and check-out', () => {
    expect(countNights(day('2026-07-10'), day('2026-07-14'))).toBe(4)
  })

  it('rounds a partial day up', () => {
    expect(countNights(new Date('2026-07-10T00:00:00'), new Date('2026-07-11T00:00:00'))).toBe(1)
    expect(countNights(day('2026-07-10'), new Date('2026-07-12T12:00:00'))).toBe(2)
  })

  it('keeps one night across a daylight-saving change', () => {
    expect(countNights(day('2026-10-24'), day('2026-10-25'))).toBe(1)
    expect(countNights(day('2026-10-25'), day('2026-10-26'))).toBe(1)
    expect(countNights(day('2026-03-29'), day('2026-03-30'))).toBe(1)
  })

  it('never counts negative nights', () => {
    expect(countNights(day('2026-07-14'), day('2026-07-10'))).toBe(0)
  })
})

describe('stayNights', () => {
  it('lists check-in up to the day before check-out', () => {
    expect(stayNights(day('2026-07-30'), day('2026-08-02'))).toEqual([
      '2026-07-30',
      '2026-07-31',
      '2026-08-01',
    ])
  })
})

describe('quoteStay', () => {
  it('sums the nightly prices of the stay', () => {
    const prices = new Map([
      ['2026-07-10', 800],
      ['2026-07-11', 1200],
      ['2026-07-12', 1200],
      ['2026-07-13', 900],
    ])
    const quote = quoteStay(day('2026-07-10'), day('2026-07-13'), prices, 500)
    expect(quote.total).toBe(3200)
    expect(quote.nights).toBe(3)
    expect(quote.lines).toEqual([
      { price: 800, nights: 1 },
      { price: 1200, nights: 2 },
    ])
  })

  it('falls back to the base price for days without a loaded price', () => {
    const prices = new Map([['2026-07-10', 1000]])
    const quote = quoteStay(day('2026-07-10'), day('2026-07-13'), prices, 750)
    expect(quote.total).toBe(1000 + 750 + 750)
    expect(quote.lines).toEqual([
      { price: 1000, nights: 1 },
      { price: 750, nights: 2 },
    ])
  })

  it('is nights times the price when no seasonal price applies', () => {
    expect(quoteStay(day('2026-07-10'), day('2026-07-17'), new Map(), 850).total).toBe(7 * 850)
  })
})

describe('formatCellEuro', () => {
  it('gives calendar cells the exact price, shortening only five figures', () => {
    expect(formatCellEuro(850)).toBe('€850')
    expect(formatCellEuro(1000)).toBe('€1,000')
    expect(formatCellEuro(1820)).toBe('€1,820')
    expect(formatCellEuro(1249.6)).toBe('€1,250')
    expect(formatCellEuro(12_500)).toBe('€13k')
  })
})

describe('priceLines', () => {
  it('groups consecutive nights at one price', () => {
    expect(priceLines([{ price: 900 }, { price: 900 }, { price: 1200 }, { price: 900 }])).toEqual([
      { price: 900, nights: 2 },
      { price: 1200, nights: 1 },
      { price: 900, nights: 1 },
    ])
  })
})
