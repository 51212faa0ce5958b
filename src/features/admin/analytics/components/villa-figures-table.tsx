import { formatEuro } from '@/lib/money'
import type { AnalyticsFigures } from '../api/get-booking-analytics'

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
        <caption className="px-5 pt-5 text-left font-display text-2xl text-navy">By villa</caption>
        <thead>
          <tr className="border-b text-left text-xs uppercase tracking-wide text-muted-foreground">
            <th scope="col" className="px-5 py-3 font-medium">
              Villa
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Occupancy
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Nights
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Revenue
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              ADR
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Bookings
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Avg. value
            </th>
            <th scope="col" className="px-5 py-3 text-right font-medium">
              Lead time
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
                {villa.occupancyRate.toFixed(1)}%
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
                {villa.averageLeadDays.toFixed(1)} d
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
