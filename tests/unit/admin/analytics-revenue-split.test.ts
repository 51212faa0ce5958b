import { describe, expect, it } from 'vitest'
import { toBookingAnalyticsReport } from '@/features/admin/analytics/lib/analytics-report'
import { revenueSplit, shareOfRevenue } from '@/features/admin/analytics/lib/revenue-split'
import type { CompositeTypes } from '@/types/database.types'

// The Analytics screen's revenue split: booking_analytics() answers rent, fees, extras and the
// tourist tax per group (tests/integration/analytics-split.test.ts holds the figures); the
// screen reads them at the api boundary and lays them out per villa and for all villas.

const figures = (split: {
  rent: number
  fees: number
  extras: number
  tourist_tax: number
}): CompositeTypes<'analytics_figures'> => ({
  nights_available: 60,
  nights_booked: 11,
  occupancy_rate: 18.3,
  revenue: split.rent + split.fees + split.extras,
  average_daily_rate: 0,
  bookings: 2,
  average_booking_value: 0,
  average_lead_days: 0,
  ...split,
})

const answer: CompositeTypes<'analytics_report'> = {
  from: '2027-03-01',
  to: '2027-03-31',
  totals: figures({ rent: 8522.22, fees: 350, extras: 360, tourist_tax: 60.48 }),
  by_month: [],
  by_villa: [
    {
      villa_id: 'b',
      villa_name: 'Villa Azur',
      figures: figures({ rent: 2222.22, fees: 0, extras: 0, tourist_tax: 0 }),
    },
    {
      villa_id: 'a',
      villa_name: 'Villa Estérel',
      figures: figures({ rent: 6300, fees: 350, extras: 360, tourist_tax: 60.48 }),
    },
  ],
}

describe('the revenue split on the Analytics screen', () => {
  it('reads rent, fees, extras and the tourist tax of every group from the answer', () => {
    const report = toBookingAnalyticsReport(answer)
    expect(report.totals).toMatchObject({
      rent: 8522.22,
      fees: 350,
      extras: 360,
      revenue: 9232.22,
      touristTax: 60.48,
    })
    expect(report.byVilla[1]).toMatchObject({ villaName: 'Villa Estérel', touristTax: 60.48 })
  })

  it('refuses an answer that lost a part of the split, rather than show €0', () => {
    const lost = { ...answer, totals: { ...answer.totals!, tourist_tax: null } }
    expect(() => toBookingAnalyticsReport(lost)).toThrow(
      'The analytics figures came back without tourist_tax',
    )
  })

  it('lists the villas best revenue first, then all villas, the tax beside and never in revenue', () => {
    const report = toBookingAnalyticsReport(answer)
    const split = revenueSplit(report.totals, report.byVilla)
    expect(split.villas.map((row) => [row.name, row.rent, row.revenue, row.touristTax])).toEqual([
      ['Villa Estérel', 6300, 7010, 60.48],
      ['Villa Azur', 2222.22, 2222.22, 0],
    ])
    expect(split.total).toEqual({
      key: 'total',
      name: 'All villas',
      rent: 8522.22,
      fees: 350,
      extras: 360,
      revenue: 9232.22,
      touristTax: 60.48,
    })
  })

  it("gives each part's share of revenue to one decimal, and none without revenue", () => {
    expect(shareOfRevenue(8522.22, 9232.22)).toBe('92.3%')
    expect(shareOfRevenue(350, 9232.22)).toBe('3.8%')
    expect(shareOfRevenue(360, 9232.22)).toBe('3.9%')
    expect(shareOfRevenue(0, 0)).toBeNull()
  })
})
