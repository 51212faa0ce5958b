import type { Database } from '@/types/database.types'

/** What booking_card_figures() answers: counted by the database over every booking. */
export type BookingCardFigures =
  Database['public']['Functions']['booking_card_figures']['Returns'][number]

export interface BookingAnalytics {
  /** The month the occupancy covers, yyyy-MM-dd, both days included. */
  monthStart: string
  monthEnd: string
  /** Percent, one decimal: booked nights ÷ available nights, as Analytics counts it. */
  occupancyRate: number
  nightsBooked: number
  nightsAvailable: number
  totalRevenue: number
  /** Whole euros. */
  averageBooking: number
  confirmedCount: number
}

/**
 * The cards: the month's occupancy as the database defines it for every screen (booked nights ÷
 * available nights, villa-nights not blocked); revenue = sum of confirmed totals; average =
 * revenue / confirmed count, rounded to whole euros (spec 9).
 */
export function bookingAnalytics(figures: BookingCardFigures): BookingAnalytics {
  const totalRevenue = Number(figures.total_revenue)
  return {
    monthStart: figures.month_start,
    monthEnd: figures.month_end,
    occupancyRate: Number(figures.occupancy_rate),
    nightsBooked: figures.nights_booked,
    nightsAvailable: figures.nights_available,
    totalRevenue,
    averageBooking:
      figures.confirmed_count === 0 ? 0 : Math.round(totalRevenue / figures.confirmed_count),
    confirmedCount: figures.confirmed_count,
  }
}
