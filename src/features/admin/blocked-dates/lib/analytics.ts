/** What booking_card_figures() answers: counted by the database over every booking. */
export interface BookingCardFigures {
  checkins_this_month: number
  days_in_month: number
  total_revenue: number
  confirmed_count: number
}

export interface BookingAnalytics {
  /** Percent with one decimal, e.g. "12.9". */
  occupancyRate: string
  totalRevenue: number
  /** Whole euros. */
  averageBooking: number
  confirmedCount: number
}

/**
 * Spec 9: occupancy = confirmed bookings whose check-in falls in the current month, over the
 * days of that month, times 100 (one decimal); revenue = sum of confirmed totals; average =
 * revenue / confirmed count, rounded to whole euros. The counts come from the database, so they
 * stay right however many bookings there are.
 */
export function bookingAnalytics(figures: BookingCardFigures): BookingAnalytics {
  const totalRevenue = Number(figures.total_revenue)
  const days = figures.days_in_month || 1
  return {
    occupancyRate: ((figures.checkins_this_month / days) * 100).toFixed(1),
    totalRevenue,
    averageBooking:
      figures.confirmed_count === 0 ? 0 : Math.round(totalRevenue / figures.confirmed_count),
    confirmedCount: figures.confirmed_count,
  }
}
