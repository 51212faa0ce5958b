import { required } from '@/lib/answers'
import type { CompositeTypes } from '@/types/database.types'

type Report = CompositeTypes<'analytics_report'>

/** One group's figures, as booking_analytics() defines them (see its migration). */
function toFigures(answer: CompositeTypes<'analytics_figures'> | null) {
  const f = required(
    answer,
    [
      'nights_available',
      'nights_booked',
      'occupancy_rate',
      'revenue',
      'average_daily_rate',
      'bookings',
      'average_booking_value',
      'average_lead_days',
      'rent',
      'fees',
      'extras',
      'tourist_tax',
    ],
    'analytics figures',
  )
  return {
    nightsAvailable: f.nights_available,
    nightsBooked: f.nights_booked,
    /** Percent, one decimal. */
    occupancyRate: f.occupancy_rate,
    revenue: f.revenue,
    averageDailyRate: f.average_daily_rate,
    bookings: f.bookings,
    averageBookingValue: f.average_booking_value,
    averageLeadDays: f.average_lead_days,
    /** Revenue split: the nights after discounts, the fees, the extras (they add up to revenue). */
    rent: f.rent,
    fees: f.fees,
    extras: f.extras,
    /** Collected for the communes: not revenue. */
    touristTax: f.tourist_tax,
  }
}

export type AnalyticsFigures = ReturnType<typeof toFigures>

/** The answer as the screens read it (camelCase, the figures of each group side by side). */
export function toBookingAnalyticsReport(answer: Report) {
  const report = required(answer, ['from', 'to'], 'analytics')
  return {
    from: report.from,
    to: report.to,
    totals: toFigures(report.totals),
    byMonth: (report.by_month ?? []).map((row) => {
      const month = required(row, ['month'], 'analytics month')
      return { month: month.month, ...toFigures(month.figures) }
    }),
    byVilla: (report.by_villa ?? []).map((row) => {
      const villa = required(row, ['villa_id', 'villa_name'], 'analytics villa')
      return { villaId: villa.villa_id, villaName: villa.villa_name, ...toFigures(villa.figures) }
    }),
  }
}

export type BookingAnalyticsReport = ReturnType<typeof toBookingAnalyticsReport>
