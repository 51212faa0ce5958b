import {
  Bar,
  CartesianGrid,
  ComposedChart,
  LabelList,
  Line,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts'
import type { NameType, ValueType } from 'recharts/types/component/DefaultTooltipContent'
import { formatOccupancy } from '@/features/admin/layout/lib/figure-definitions'
import { formatEuro } from '@/lib/money'
import type { AnalyticsFigures } from '../api/get-booking-analytics'
import {
  chartLayout,
  formatCompactEuro,
  formatMonthLong,
  formatMonthShort,
  formatPercentTick,
} from '../lib/chart-format'

type Month = AnalyticsFigures & { month: string }

const GOLD = '#c8a15a'
const NAVY = '#0f2a44'
const AXIS = { fontSize: 12, fill: '#5b6775' }
const count = new Intl.NumberFormat('en-GB')

/**
 * Revenue by month as bars (left axis, € value above each bar) and occupancy as a line (right
 * axis, %), with a tooltip per month. Wider than a phone, it scrolls sideways rather than cut
 * months off. The same figures are in a table for screen readers.
 */
export function MonthlyChart({ months }: { months: readonly Month[] }) {
  const layout = chartLayout(months.length)
  return (
    <figure className="rounded-lg border bg-card p-4 shadow-sm sm:p-5">
      <figcaption>
        <span className="block font-display text-2xl text-navy">
          Revenue and occupancy by month
        </span>
        <span className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm" style={{ background: GOLD }} />
            Revenue (left axis)
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4" style={{ background: NAVY }} />
            Occupancy (right axis)
          </span>
        </span>
      </figcaption>
      <div
        className="mt-4 overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        tabIndex={0}
        role="region"
        aria-label="Chart: revenue and occupancy by month (scrolls sideways)"
        data-testid="analytics-chart"
      >
        <div style={{ minWidth: layout.minWidth }}>
          <ComposedChart
            responsive
            data={[...months]}
            style={{ width: '100%', height: 320 }}
            margin={{ top: 24, right: 8, bottom: 8, left: 8 }}
          >
            <CartesianGrid vertical={false} stroke="#e7e1d6" />
            <XAxis
              dataKey="month"
              tickFormatter={formatMonthShort}
              interval={layout.tickInterval}
              tick={AXIS}
              tickLine={false}
            />
            <YAxis
              yAxisId="revenue"
              tickFormatter={formatCompactEuro}
              tick={AXIS}
              width={64}
              axisLine={false}
              tickLine={false}
              label={{ value: 'Revenue', angle: -90, position: 'insideLeft', ...AXIS }}
            />
            <YAxis
              yAxisId="occupancy"
              orientation="right"
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              tickFormatter={formatPercentTick}
              tick={AXIS}
              width={52}
              axisLine={false}
              tickLine={false}
              label={{ value: 'Occupancy', angle: 90, position: 'insideRight', ...AXIS }}
            />
            <Tooltip content={MonthTooltip} cursor={{ fill: 'rgba(200, 161, 90, 0.12)' }} />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              name="Revenue"
              fill={GOLD}
              radius={[3, 3, 0, 0]}
              maxBarSize={36}
              isAnimationActive={false}
            >
              {layout.showsValues && (
                <LabelList
                  dataKey="revenue"
                  position="top"
                  formatter={(value) => formatCompactEuro(Number(value))}
                  style={{ fontSize: 10, fill: NAVY }}
                />
              )}
            </Bar>
            <Line
              yAxisId="occupancy"
              dataKey="occupancyRate"
              name="Occupancy"
              stroke={NAVY}
              strokeWidth={2}
              dot={{ r: 3, fill: NAVY }}
              isAnimationActive={false}
            />
          </ComposedChart>
        </div>
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
              <th scope="row">{formatMonthLong(month.month)}</th>
              <td>{formatEuro(month.revenue)}</td>
              <td>{formatOccupancy(month.occupancyRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

function MonthTooltip({ active, payload }: TooltipContentProps<ValueType, NameType>) {
  const month = payload?.[0]?.payload as Month | undefined
  if (!active || !month) return null
  return (
    <div className="rounded-md border bg-card px-3 py-2 text-sm shadow-md">
      <p className="font-medium text-navy">{formatMonthLong(month.month)}</p>
      <p>Revenue: {formatEuro(month.revenue)}</p>
      <p>
        Occupancy: {formatOccupancy(month.occupancyRate)} ({count.format(month.nightsBooked)} of{' '}
        {count.format(month.nightsAvailable)} nights)
      </p>
    </div>
  )
}
