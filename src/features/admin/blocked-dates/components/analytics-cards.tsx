import { format, parseISO } from 'date-fns'
import { Euro, Percent, TrendingUp } from 'lucide-react'
import { Link } from 'react-router-dom'
import {
  OCCUPANCY_DEFINITION,
  analyticsHref,
  formatOccupancy,
} from '@/features/admin/layout/lib/figure-definitions'
import { formatEuro } from '@/lib/money'
import type { BookingAnalytics } from '../lib/analytics'

const count = new Intl.NumberFormat('en-GB')

/** Occupancy this month (as Analytics counts it), revenue and average booking (spec 9). */
export function AnalyticsCards({ analytics }: { analytics: BookingAnalytics }) {
  const month = format(parseISO(analytics.monthStart), 'MMMM yyyy')
  const cards = [
    {
      label: 'Occupancy Rate',
      value: formatOccupancy(analytics.occupancyRate),
      hint: `${month}: ${count.format(analytics.nightsBooked)} of ${count.format(analytics.nightsAvailable)} nights booked`,
      definition: OCCUPANCY_DEFINITION,
      link: {
        href: analyticsHref(analytics.monthStart, analytics.monthEnd),
        label: `${month} in Analytics`,
      },
      icon: Percent,
    },
    {
      label: 'Total Revenue',
      value: formatEuro(analytics.totalRevenue),
      hint: `${analytics.confirmedCount} confirmed booking(s)`,
      definition: "Every confirmed booking's total, all dates",
      icon: Euro,
    },
    {
      label: 'Average Booking',
      value: formatEuro(analytics.averageBooking),
      hint: 'Revenue per confirmed booking',
      definition: 'Revenue ÷ confirmed bookings',
      icon: TrendingUp,
    },
  ]
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Booking analytics">
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
