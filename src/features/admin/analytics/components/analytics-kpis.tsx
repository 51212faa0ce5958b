import { formatOccupancy } from '@/features/admin/layout/lib/figure-definitions'
import { formatEuro } from '@/lib/money'
import type { AnalyticsFigures } from '../api/get-booking-analytics'

const number = new Intl.NumberFormat('en-GB')

/** The period's headline figures. */
export function AnalyticsKpis({ figures }: { figures: AnalyticsFigures }) {
  const cards = [
    {
      label: 'Occupancy',
      value: formatOccupancy(figures.occupancyRate),
      hint: `${number.format(figures.nightsBooked)} of ${number.format(figures.nightsAvailable)} nights`,
    },
    { label: 'Revenue', value: formatEuro(figures.revenue), hint: 'Booked nights in the period' },
    {
      label: 'Average daily rate',
      value: formatEuro(figures.averageDailyRate),
      hint: 'Revenue per booked night',
    },
    { label: 'Bookings', value: number.format(figures.bookings), hint: 'Confirmed stays arriving' },
    {
      label: 'Average booking value',
      value: formatEuro(figures.averageBookingValue),
      hint: 'Total of a confirmed stay',
    },
    {
      label: 'Lead time',
      value: `${figures.averageLeadDays.toFixed(1)} days`,
      hint: 'From request to arrival',
    },
  ]
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3"
      aria-label="Figures for the period"
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
