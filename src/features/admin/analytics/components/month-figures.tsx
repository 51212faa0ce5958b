import { formatOccupancy } from '@/features/admin/layout/lib/figure-definitions'
import { formatEuro } from '@/lib/money'
import type { AnalyticsFigures } from '../api/get-booking-analytics'
import { formatMonthLong } from '../lib/chart-format'

export type Month = AnalyticsFigures & { month: string }

const count = new Intl.NumberFormat('en-GB')

/** One month's figures: above the chart (the month hovered or tapped) and in its tooltip. */
export function MonthFigures({ month, compact = false }: { month: Month; compact?: boolean }) {
  return (
    <p
      className={compact ? 'text-sm' : 'mt-3 min-h-10 text-sm text-navy'}
      aria-live={compact ? undefined : 'polite'}
      data-testid={compact ? undefined : 'chart-month'}
    >
      <span className="font-medium">{formatMonthLong(month.month)}</span>
      {!compact && <span className="hidden sm:inline"> · </span>}
      <span className={compact ? 'block' : 'block sm:inline'}>
        Revenue {formatEuro(month.revenue)} · Occupancy {formatOccupancy(month.occupancyRate)} (
        {count.format(month.nightsBooked)} of {count.format(month.nightsAvailable)} nights)
      </span>
    </p>
  )
}

/** The chart's figures for screen readers. */
export function MonthsTable({ months }: { months: readonly Month[] }) {
  return (
    <table className="sr-only">
      <caption>Revenue and occupancy by month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Revenue</th>
          <th scope="col">Occupancy</th>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{formatMonthLong(month.month)}</th>
            <td>{formatEuro(month.revenue)}</td>
            <td>{formatOccupancy(month.occupancyRate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
