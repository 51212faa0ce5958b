import { formatEuro } from '@/lib/money'
import * as m from '@/paraglide/messages'
import { oneDecimal } from './analytics-kpis'
import type { AnalyticsFigures } from '../api/get-booking-analytics'
import { formatOccupancyRate } from '../lib/chart-format'

/** Each active villa's figures for the period, best revenue first. */
export function VillaFiguresTable({
  villas,
}: {
  villas: readonly (AnalyticsFigures & { villaId: string; villaName: string })[]
}) {
  const rows = [...villas].sort(
    (a, b) => b.revenue - a.revenue || a.villaName.localeCompare(b.villaName),
  )
  return (
    <div className="overflow-x-auto rounded-lg border bg-card shadow-sm">
      <table className="w-full min-w-[720px] whitespace-nowrap text-sm">
        <caption className="px-5 pt-5 text-left font-display text-2xl text-navy">
          {m.admin_analytics_by_villa()}
        </caption>
        <thead>
          <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
            <th scope="col" className="px-5 py-3 font-medium">
              {m.admin_analytics_villa()}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {m.admin_analytics_occupancy()}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {m.admin_analytics_nights()}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {m.admin_analytics_revenue()}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {m.admin_analytics_adr()}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {m.admin_analytics_bookings()}
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              {m.admin_analytics_avg_value()}
            </th>
            <th scope="col" className="px-5 py-3 text-right font-medium">
              {m.admin_analytics_lead_time_short()}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((villa) => (
            <tr key={villa.villaId} className="border-b last:border-0">
              <th scope="row" className="px-5 py-3 text-left font-medium text-navy">
                {villa.villaName}
              </th>
              <td className="px-3 py-3 text-right tabular-nums">
                {formatOccupancyRate(villa.occupancyRate)}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">
                {villa.nightsBooked} / {villa.nightsAvailable}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{formatEuro(villa.revenue)}</td>
              <td className="px-3 py-3 text-right tabular-nums">
                {formatEuro(villa.averageDailyRate)}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{villa.bookings}</td>
              <td className="px-3 py-3 text-right tabular-nums">
                {formatEuro(villa.averageBookingValue)}
              </td>
              <td className="px-5 py-3 text-right tabular-nums">
                {m.admin_analytics_days_short({ days: oneDecimal(villa.averageLeadDays) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
