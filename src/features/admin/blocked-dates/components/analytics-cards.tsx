import { Euro, Percent, TrendingUp } from 'lucide-react'
import { formatEuro } from '@/lib/money'
import type { BookingAnalytics } from '../lib/analytics'

/** Occupancy this month, revenue and average booking (spec 9). */
export function AnalyticsCards({ analytics }: { analytics: BookingAnalytics }) {
  const cards = [
    {
      label: 'Occupancy Rate',
      value: `${analytics.occupancyRate}%`,
      hint: 'Confirmed check-ins this month',
      icon: Percent,
    },
    {
      label: 'Total Revenue',
      value: formatEuro(analytics.totalRevenue),
      hint: `${analytics.confirmedCount} confirmed booking(s)`,
      icon: Euro,
    },
    {
      label: 'Average Booking',
      value: formatEuro(analytics.averageBooking),
      hint: 'Revenue per confirmed booking',
      icon: TrendingUp,
    },
  ]
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Booking analytics">
      {cards.map((card) => (
        <li
          key={card.label}
          className="flex items-start justify-between rounded-lg border bg-card p-5 shadow-sm"
        >
          <div>
            <p className="text-sm text-muted-foreground">{card.label}</p>
            <p className="mt-1 font-display text-3xl font-semibold text-navy">{card.value}</p>
            <p className="mt-1 text-xs text-muted-foreground">{card.hint}</p>
          </div>
          <span className="flex size-10 items-center justify-center rounded-full bg-sand text-gold-dark">
            <card.icon className="size-5" aria-hidden="true" />
          </span>
        </li>
      ))}
    </ul>
  )
}
