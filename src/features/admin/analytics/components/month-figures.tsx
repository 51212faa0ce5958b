import { intlLocale } from '@/lib/i18n/locale'
import { formatEuro } from '@/lib/money'
import * as m from '@/paraglide/messages'
import type { AnalyticsFigures } from '../api/get-booking-analytics'
import { formatMonthLong, formatOccupancyRate } from '../lib/chart-format'

export type Month = AnalyticsFigures & { month: string }

/** One month's figures: above the chart (the month hovered or tapped) and in its tooltip. */
export function MonthFigures({ month, compact = false }: { month: Month; compact?: boolean }) {
  const count = new Intl.NumberFormat(intlLocale())
  return (
    <p
      className={compact ? 'text-sm' : 'mt-3 min-h-10 text-sm text-navy'}
      aria-live={compact ? undefined : 'polite'}
      data-testid={compact ? undefined : 'chart-month'}
    >
      <span className="font-medium">{formatMonthLong(month.month)}</span>
      {!compact && <span className="hidden sm:inline"> · </span>}
      <span className={compact ? 'block' : 'block sm:inline'}>
        {m.admin_analytics_month_figures({
          revenue: formatEuro(month.revenue),
          occupancy: formatOccupancyRate(month.occupancyRate),
          nights: m.admin_analytics_nights_of({
            booked: month.nightsBooked,
            bookedText: count.format(month.nightsBooked),
            availableText: count.format(month.nightsAvailable),
          }),
        })}
      </span>
    </p>
  )
}

/** The chart's figures for screen readers. */
export function MonthsTable({ months }: { months: readonly Month[] }) {
  return (
    <table className="sr-only">
      <caption>{m.admin_analytics_by_month()}</caption>
      <thead>
        <tr>
          <th scope="col">{m.admin_analytics_month()}</th>
          <th scope="col">{m.admin_analytics_revenue()}</th>
          <th scope="col">{m.admin_analytics_occupancy()}</th>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{formatMonthLong(month.month)}</th>
            <td>{formatEuro(month.revenue)}</td>
            <td>{formatOccupancyRate(month.occupancyRate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
