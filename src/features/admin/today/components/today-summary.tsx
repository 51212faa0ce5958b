import { formatOccupancy } from '@/features/admin/layout/lib/figure-definitions'
import type { AdminToday } from '../api/get-admin-today'
import * as m from '@/paraglide/messages'

/** The day at a glance: five figures, each a jump to its panel below. */
export function TodaySummary({ data }: { data: AdminToday }) {
  const arrivalsToday = data.arrivals.filter((stay) => stay.checkIn === data.today).length
  const departuresToday = data.departures.filter((stay) => stay.checkOut === data.today).length
  const tiles = [
    {
      label: m.admin_today_arrivals_today(),
      value: String(arrivalsToday),
      target: 'today-arrivals',
    },
    {
      label: m.admin_today_departures_today(),
      value: String(departuresToday),
      target: 'today-departures',
    },
    {
      label: m.admin_today_requests_waiting(),
      value: String(data.pendingCount),
      target: 'today-requests',
    },
    { label: m.admin_today_unread(), value: String(data.unreadCount), target: 'today-messages' },
    {
      label: m.admin_today_occupancy_30(),
      value: formatOccupancy(data.occupancy.occupancyRate),
      target: 'today-occupancy',
    },
  ]
  return (
    <ul aria-label={m.admin_today_glance()} className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
      {tiles.map((tile) => (
        <li key={tile.label} className="last:col-span-2 sm:last:col-span-1">
          <a
            href={`#${tile.target}`}
            className="block h-full rounded-lg border bg-card px-4 py-3 shadow-sm hover:border-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="block text-xs text-muted-foreground">{tile.label}</span>
            <span className="mt-1 block font-display text-3xl font-semibold text-navy">
              {tile.value}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
