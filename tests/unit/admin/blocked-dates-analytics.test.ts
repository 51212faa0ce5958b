import { describe, expect, it } from 'vitest'
import { bookingAnalytics } from '@/features/admin/blocked-dates/lib/analytics'

// The cards' arithmetic on the database's counts. Occupancy is the database's one figure
// (tests/integration/admin-today.test.ts holds it equal on every screen); revenue and average
// are the spec's.

describe('booking analytics', () => {
  const figures = {
    month_start: '2026-11-01',
    month_end: '2026-11-30',
    nights_available: 200,
    nights_booked: 87,
    occupancy_rate: 43.5,
    total_revenue: 3501,
    confirmed_count: 3,
  }

  it("shows the database's occupancy of the month, with its nights", () => {
    expect(bookingAnalytics(figures)).toMatchObject({
      monthStart: '2026-11-01',
      monthEnd: '2026-11-30',
      occupancyRate: 43.5,
      nightsBooked: 87,
      nightsAvailable: 200,
    })
  })

  it('sums confirmed totals and averages them to whole euros', () => {
    const analytics = bookingAnalytics(figures)
    expect(analytics.totalRevenue).toBe(3501)
    expect(analytics.averageBooking).toBe(1167)
    expect(analytics.confirmedCount).toBe(3)
  })

  it('reports zeros when nothing is confirmed', () => {
    expect(
      bookingAnalytics({
        ...figures,
        nights_booked: 0,
        occupancy_rate: 0,
        total_revenue: 0,
        confirmed_count: 0,
      }),
    ).toMatchObject({ occupancyRate: 0, totalRevenue: 0, averageBooking: 0, confirmedCount: 0 })
  })
})
