import { intlLocale } from '@/lib/i18n/locale'
import { formatEuro } from '@/lib/money'
import * as m from '@/paraglide/messages'
import type { AnalyticsFigures } from '../api/get-booking-analytics'
import { formatOccupancyRate } from '../lib/chart-format'

/** The period's headline figures. */
export function AnalyticsKpis({ figures }: { figures: AnalyticsFigures }) {
  const number = new Intl.NumberFormat(intlLocale())
  const cards = [
    {
      label: m.admin_analytics_occupancy(),
      value: formatOccupancyRate(figures.occupancyRate),
      hint: m.admin_analytics_nights_of({
        booked: figures.nightsBooked,
        bookedText: number.format(figures.nightsBooked),
        availableText: number.format(figures.nightsAvailable),
      }),
    },
    {
      label: m.admin_analytics_revenue(),
      value: formatEuro(figures.revenue),
      hint: m.admin_analytics_revenue_hint(),
    },
    {
      label: m.admin_analytics_adr_long(),
      value: formatEuro(figures.averageDailyRate),
      hint: m.admin_analytics_adr_hint(),
    },
    {
      label: m.admin_analytics_bookings(),
      value: number.format(figures.bookings),
      hint: m.admin_analytics_bookings_hint(),
    },
    {
      label: m.admin_analytics_average_value_long(),
      value: formatEuro(figures.averageBookingValue),
      hint: m.admin_analytics_average_value_hint(),
    },
    {
      label: m.admin_analytics_lead_time(),
      value: m.admin_analytics_days({
        days: figures.averageLeadDays,
        daysText: oneDecimal(figures.averageLeadDays),
      }),
      hint: m.admin_analytics_lead_time_hint(),
    },
  ]
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3"
      aria-label={m.admin_analytics_figures_label()}
    >
      {cards.map((card) => (
        <li key={card.label} className="rounded-lg border bg-card p-4 shadow-sm sm:p-5">
          <p className="text-sm text-muted-foreground">{card.label}</p>
          <p className="mt-1 font-display text-2xl font-semibold text-navy sm:text-3xl">
            {card.value}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{card.hint}</p>
        </li>
      ))}
    </ul>
  )
}

/** "1.5" / "1,5": a figure with one decimal, in the staff member's language. */
export function oneDecimal(value: number): string {
  return new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}
