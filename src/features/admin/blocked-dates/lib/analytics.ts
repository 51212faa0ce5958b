import { getDaysInMonth, parseISO } from 'date-fns'

interface AnalyticsBooking {
  status: string
  total_price: number
  check_in: string
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
 * revenue / confirmed count, rounded to whole euros.
 */
export function bookingAnalytics(
  bookings: readonly AnalyticsBooking[],
  today: Date,
): BookingAnalytics {
  const confirmed = bookings.filter((booking) => booking.status === 'confirmed')
  const year = today.getFullYear()
  const month = today.getMonth()
  const checkInsThisMonth = confirmed.filter((booking) => {
    const checkIn = parseISO(booking.check_in)
    return checkIn.getFullYear() === year && checkIn.getMonth() === month
  }).length
  const totalRevenue = confirmed.reduce((sum, booking) => sum + Number(booking.total_price), 0)
  return {
    occupancyRate: ((checkInsThisMonth / getDaysInMonth(today)) * 100).toFixed(1),
    totalRevenue,
    averageBooking: confirmed.length === 0 ? 0 : Math.round(totalRevenue / confirmed.length),
    confirmedCount: confirmed.length,
  }
}
