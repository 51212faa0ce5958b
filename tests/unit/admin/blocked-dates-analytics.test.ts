import { describe, expect, it } from 'vitest'
import { bookingAnalytics } from '@/features/admin/blocked-dates/lib/analytics'

// The cards' arithmetic on the database's counts. Periods and bulk blocking moved into SQL:
// tests/integration/admin-blocked-periods.test.ts.

describe('booking analytics', () => {
  // November 2026 (30 days): two confirmed check-ins; three confirmed bookings in all.
  const figures = {
    checkins_this_month: 2,
    days_in_month: 30,
    total_revenue: 3501,
    confirmed_count: 3,
  }

  it('counts confirmed check-ins of the current month over its days, one decimal', () => {
    expect(bookingAnalytics(figures).occupancyRate).toBe('6.7')
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
        checkins_this_month: 0,
        days_in_month: 30,
        total_revenue: 0,
        confirmed_count: 0,
      }),
    ).toEqual({ occupancyRate: '0.0', totalRevenue: 0, averageBooking: 0, confirmedCount: 0 })
  })
})
