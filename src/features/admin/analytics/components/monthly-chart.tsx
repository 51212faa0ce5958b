import { useRef, useState } from 'react'
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
import {
  chartLayout,
  formatCompactEuro,
  formatMonthShort,
  formatPercentTick,
  initialMonth,
  revenueTicks,
} from '../lib/chart-format'
import { MonthFigures, MonthsTable, type Month } from './month-figures'
import { todayInParis } from '@/lib/dates'
import * as m from '@/paraglide/messages'

const GOLD = '#c8a15a'
const NAVY = '#0f2a44'
const AXIS = { fontSize: 12, fill: '#5b6775' }

/**
 * Revenue by month as bars (left axis, € value above each bar) and occupancy as a line (right
 * axis, %). Hovering or tapping a month shows its figures above the chart, where a phone can
 * read them (a tooltip inside a chart that scrolls sideways would be cut); wider than a phone,
 * the chart scrolls rather than cut months off. The same figures are in a table for screen
 * readers.
 */
export function MonthlyChart({ months }: { months: readonly Month[] }) {
  const layout = chartLayout(months.length)
  const ticks = revenueTicks(Math.max(0, ...months.map((month) => month.revenue)))
  const [active, setActive] = useState(() =>
    initialMonth(
      months.map((month) => month.month),
      todayInParis().slice(0, 7),
    ),
  )
  const shown = months.find((month) => month.month === active)
  const select = (label: unknown) => {
    if (typeof label === 'string') setActive(label)
  }
  // Opens scrolled to the month shown (this month, or the period's last), once.
  const hasScrolled = useRef(false)
  const scrollToShown = (scroller: HTMLDivElement | null) => {
    if (!scroller || !shown || hasScrolled.current) return
    hasScrolled.current = true
    const share = months.indexOf(shown) / Math.max(1, months.length - 1)
    scroller.scrollLeft = share * scroller.scrollWidth - scroller.clientWidth / 2
  }
  return (
    <figure className="rounded-lg border bg-card p-4 shadow-sm sm:p-5">
      <figcaption>
        <span className="block font-display text-2xl text-navy">
          {m.admin_analytics_by_month()}
        </span>
        <span className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm" style={{ background: GOLD }} />
            {m.admin_analytics_revenue_left_axis()}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4" style={{ background: NAVY }} />
            {m.admin_analytics_occupancy_right_axis()}
          </span>
        </span>
      </figcaption>
      {shown && <MonthFigures month={shown} />}
      <div
        ref={scrollToShown}
        className="mt-2 overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        tabIndex={0}
        role="region"
        aria-label={m.admin_analytics_chart_label()}
        data-testid="analytics-chart"
      >
        <div style={{ minWidth: layout.minWidth }}>
          <ComposedChart
            responsive
            data={[...months]}
            style={{ width: '100%', height: 320 }}
            margin={{ top: 24, right: 16, bottom: 8, left: 8 }}
            onMouseMove={(state) => select(state.activeLabel)}
            onClick={(state) => select(state.activeLabel)}
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
              ticks={ticks}
              domain={[0, ticks[ticks.length - 1] ?? 0]}
              tickFormatter={formatCompactEuro}
              tick={AXIS}
              width={64}
              axisLine={false}
              tickLine={false}
              label={{
                value: m.admin_analytics_revenue(),
                angle: -90,
                position: 'insideLeft',
                ...AXIS,
              }}
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
              label={{
                value: m.admin_analytics_occupancy(),
                angle: 90,
                position: 'insideRight',
                ...AXIS,
              }}
            />
            <Tooltip content={TooltipMonth} cursor={{ fill: 'rgba(200, 161, 90, 0.14)' }} />
            <Bar
              yAxisId="revenue"
              dataKey="revenue"
              name={m.admin_analytics_revenue()}
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
              name={m.admin_analytics_occupancy()}
              stroke={NAVY}
              strokeWidth={2}
              dot={{ r: 3, fill: NAVY }}
              isAnimationActive={false}
            />
          </ComposedChart>
        </div>
      </div>
      <MonthsTable months={months} />
    </figure>
  )
}

/** The tooltip on wide screens: the month's name and figures beside the cursor. */
function TooltipMonth({ active, payload }: TooltipContentProps<ValueType, NameType>) {
  const month = payload?.[0]?.payload as Month | undefined
  if (!active || !month) return null
  return (
    <div className="hidden rounded-md border bg-card px-3 py-2 shadow-md sm:block">
      <MonthFigures month={month} compact />
    </div>
  )
}
