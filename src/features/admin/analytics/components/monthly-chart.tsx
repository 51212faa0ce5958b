import { formatEuro } from '@/lib/money'
import type { AnalyticsFigures } from '../api/get-booking-analytics'

const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit' })
const label = (month: string) => monthLabel.format(new Date(`${month}-01T00:00:00`))

/**
 * Revenue by month as bars, occupancy written under each: plain SVG, no chart library. The
 * same figures are in a table for screen readers.
 */
export function MonthlyChart({
  months,
}: {
  months: readonly (AnalyticsFigures & { month: string })[]
}) {
  const max = Math.max(1, ...months.map((month) => month.revenue))
  const width = Math.max(months.length * 44, 320)
  const height = 200
  return (
    <figure className="rounded-lg border bg-card p-5 shadow-sm">
      <figcaption className="font-display text-2xl text-navy">
        Revenue and occupancy by month
      </figcaption>
      <div className="mt-4 overflow-x-auto">
        {/* At its natural size, centred; ~44 px a month, scrolling sideways past the card. */}
        <svg
          viewBox={`0 0 ${width} ${height + 44}`}
          aria-hidden="true"
          className="mx-auto block"
          width={width}
          height={height + 44}
        >
          {months.map((month, i) => {
            const barHeight = Math.round((month.revenue / max) * height)
            const x = i * 44 + 8
            return (
              <g key={month.month}>
                <title>{`${label(month.month)}: ${formatEuro(month.revenue)}, ${month.occupancyRate.toFixed(1)}% occupied`}</title>
                <rect
                  x={x}
                  y={height - barHeight}
                  width={28}
                  height={Math.max(barHeight, 1)}
                  rx={3}
                  className="fill-gold"
                />
                <text
                  x={x + 14}
                  y={height + 16}
                  textAnchor="middle"
                  className="fill-navy text-[10px]"
                >
                  {label(month.month)}
                </text>
                <text
                  x={x + 14}
                  y={height + 32}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[10px]"
                >
                  {`${Math.round(month.occupancyRate)}%`}
                </text>
              </g>
            )
          })}
        </svg>
      </div>
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
              <th scope="row">{label(month.month)}</th>
              <td>{formatEuro(month.revenue)}</td>
              <td>{`${month.occupancyRate.toFixed(1)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
