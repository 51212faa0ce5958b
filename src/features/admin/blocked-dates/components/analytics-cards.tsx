import { Euro, Percent, TrendingUp } from 'lucide-react'
import { Link } from 'react-router-dom'
import { analyticsHref } from '@/features/admin/layout/lib/figure-definitions'
import { formatMonth } from '@/lib/dates'
import { intlLocale } from '@/lib/i18n/locale'
import { formatEuro } from '@/lib/money'
import * as m from '@/paraglide/messages'
import type { BookingAnalytics } from '../lib/analytics'
import { formatOccupancyRate } from '@/features/admin/analytics/lib/chart-format'

/** Occupancy this month (as Analytics counts it), revenue and average booking (spec 9). */
export function AnalyticsCards({ analytics }: { analytics: BookingAnalytics }) {
  const month = formatMonth(analytics.monthStart.slice(0, 7))
  const count = new Intl.NumberFormat(intlLocale())
  const cards = [
    {
      label: m.admin_blocked_occupancy_rate(),
      value: formatOccupancyRate(analytics.occupancyRate),
      hint: m.admin_blocked_occupancy_hint({
        month,
        booked: analytics.nightsBooked,
        bookedText: count.format(analytics.nightsBooked),
        availableText: count.format(analytics.nightsAvailable),
      }),
      definition: m.admin_blocked_occupancy_definition(),
      link: {
        href: analyticsHref(analytics.monthStart, analytics.monthEnd),
        label: m.admin_blocked_month_in_analytics({ month }),
      },
      icon: Percent,
    },
    {
      label: m.admin_blocked_total_revenue(),
      value: formatEuro(analytics.totalRevenue),
      hint: m.admin_blocked_confirmed_bookings({ count: analytics.confirmedCount }),
      definition: m.admin_blocked_total_revenue_definition(),
      icon: Euro,
    },
    {
      label: m.admin_blocked_average_booking(),
      value: formatEuro(analytics.averageBooking),
      hint: m.admin_blocked_average_booking_hint(),
      definition: m.admin_blocked_average_booking_definition(),
      icon: TrendingUp,
    },
  ]
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label={m.admin_blocked_analytics_label()}>
      {cards.map((card) => (
        <li
          key={card.label}
          className="flex items-start justify-between gap-3 rounded-lg border bg-card p-5 shadow-sm"
        >
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{card.label}</p>
            <p className="mt-1 font-display text-3xl font-semibold text-navy">{card.value}</p>
            <p className="mt-1 text-xs text-muted-foreground">{card.hint}</p>
            <p className="mt-2 text-xs text-muted-foreground/90">{card.definition}</p>
            {card.link && (
              <Link
                to={card.link.href}
                className="mt-2 inline-block rounded-sm text-xs font-medium text-navy underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {card.link.label}
              </Link>
            )}
          </div>
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sand text-gold-dark">
            <card.icon className="size-5" aria-hidden="true" />
          </span>
        </li>
      ))}
    </ul>
  )
}
