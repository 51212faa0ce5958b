import { describe, expect, it } from 'vitest'
import {
  chartLayout,
  formatCompactEuro,
  formatMonthLong,
  formatMonthShort,
  formatPercentTick,
  initialMonth,
  revenueTicks,
} from '@/features/admin/analytics/lib/chart-format'
import { formatOccupancy } from '@/features/admin/layout/lib/figure-definitions'

describe('the analytics chart’s figures', () => {
  it('writes euros short enough for an axis and a bar', () => {
    expect(formatCompactEuro(0)).toBe('€0')
    expect(formatCompactEuro(950.4)).toBe('€950')
    expect(formatCompactEuro(12_480)).toBe('€12.5K')
    expect(formatCompactEuro(1_234_567)).toBe('€1.2M')
  })

  it('names months short on the axis and in full in the tooltip', () => {
    expect(formatMonthShort('2027-07')).toBe('Jul 27')
    expect(formatMonthLong('2027-07')).toBe('July 2027')
  })

  it('writes occupancy with one decimal everywhere, whole percents on the axis', () => {
    expect(formatOccupancy(52.1)).toBe('52.1%')
    expect(formatOccupancy(0)).toBe('0.0%')
    expect(formatOccupancy(100)).toBe('100.0%')
    expect(formatPercentTick(49.6)).toBe('50%')
  })

  it('gives every month of a year room on a phone, so the chart scrolls instead of cutting', () => {
    const year = chartLayout(12)
    // A phone's card is ~318 px wide: wider than that, the chart scrolls.
    expect(year.minWidth).toBeGreaterThan(318)
    expect(year.minWidth).toBeGreaterThanOrEqual(12 * 52)
    expect(year).toMatchObject({ showsValues: true, tickInterval: 0 })
  })

  it('thins the axis and leaves values to the tooltip past two years', () => {
    const fiveYears = chartLayout(60)
    expect(fiveYears.showsValues).toBe(false)
    expect(fiveYears.tickInterval).toBe(4)
  })

  it('steps the revenue axis in round amounts up to the best month', () => {
    expect(revenueTicks(3_400_000)).toEqual([0, 1_000_000, 2_000_000, 3_000_000, 4_000_000])
    expect(revenueTicks(9_000)).toEqual([0, 2_500, 5_000, 7_500, 10_000])
    expect(revenueTicks(0)).toEqual([0])
  })

  it('opens on this month when the period holds it, else on its last month', () => {
    expect(initialMonth(['2026-10', '2026-11', '2026-12'], '2026-11')).toBe('2026-11')
    expect(initialMonth(['2025-01', '2025-02'], '2026-11')).toBe('2025-02')
    expect(initialMonth([], '2026-11')).toBeUndefined()
  })
})
