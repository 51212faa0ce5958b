import { formatAmount } from '@/lib/money'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'
import type { AnalyticsFigures } from '../api/get-booking-analytics'
import { revenueSplit, shareOfRevenue, type RevenueSplitRow } from '../lib/revenue-split'

const PARTS = [
  { key: 'rent', label: () => m.admin_analytics_rent(), className: 'bg-navy' },
  { key: 'fees', label: () => m.admin_analytics_fees(), className: 'bg-gold' },
  { key: 'extras', label: () => m.admin_analytics_extras(), className: 'bg-gold-light' },
] as const

/**
 * What the period's revenue was charged for, from the offers stored with the bookings: rent (the
 * nights after discounts), fees and extras, which add up to revenue; then the tourist tax
 * collected for the communes, apart because it is not revenue. Per villa and for all villas.
 */
export function RevenueSplitTable({
  totals,
  villas,
}: {
  totals: AnalyticsFigures
  villas: readonly (AnalyticsFigures & { villaId: string; villaName: string })[]
}) {
  const split = revenueSplit(totals, villas)
  return (
    <section
      aria-labelledby="revenue-split-title"
      className="rounded-lg border bg-card shadow-sm"
      data-testid="revenue-split"
    >
      <div className="px-4 pt-4 sm:px-5 sm:pt-5">
        <h2 id="revenue-split-title" className="font-display text-2xl text-navy">
          {m.admin_analytics_split_title()}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{m.admin_analytics_split_intro()}</p>
        <SplitSummary total={split.total} />
        <SplitBar total={split.total} />
      </div>
      <p className="mt-4 px-4 text-xs text-muted-foreground md:hidden">
        {m.admin_analytics_split_scroll_hint()}
      </p>
      <div
        className="mt-2 overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:mt-4"
        tabIndex={0}
        role="region"
        aria-label={m.admin_analytics_split_region()}
      >
        <table className="w-full min-w-[640px] whitespace-nowrap text-sm">
          <caption className="sr-only">{m.admin_analytics_split_per_villa()}</caption>
          <thead>
            <tr className="border-y text-left text-xs uppercase tracking-wide text-muted-foreground">
              <th scope="col" className={cn(STICKY, 'bg-card px-4 py-3 font-medium sm:px-5')}>
                {m.admin_analytics_villa()}
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                {m.admin_analytics_rent()}
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                {m.admin_analytics_fees()}
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                {m.admin_analytics_extras()}
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                {m.admin_analytics_revenue()}
              </th>
              <th scope="col" className="border-l px-4 py-3 text-right font-medium sm:px-5">
                {m.admin_analytics_tax_collected()}
                <span className="block normal-case tracking-normal">
                  {m.admin_analytics_not_revenue()}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {split.villas.map((villa) => (
              <SplitRow key={villa.key} row={villa} />
            ))}
          </tbody>
          <tfoot>
            <SplitRow row={split.total} strong />
          </tfoot>
        </table>
      </div>
    </section>
  )
}

function SplitRow({ row, strong = false }: { row: RevenueSplitRow; strong?: boolean }) {
  const cell = 'px-3 py-3 text-right tabular-nums'
  return (
    <tr className={cn(strong ? 'border-t-2 bg-muted font-semibold text-navy' : 'border-b')}>
      <th
        scope="row"
        className={cn(
          STICKY,
          strong ? 'bg-muted' : 'bg-card',
          'px-4 py-3 text-left font-medium text-navy sm:px-5',
        )}
      >
        {row.name}
      </th>
      <td className={cell}>{formatAmount(row.rent)}</td>
      <td className={cell}>{formatAmount(row.fees)}</td>
      <td className={cell}>{formatAmount(row.extras)}</td>
      <td className={cn(cell, 'font-semibold text-navy')}>{formatAmount(row.revenue)}</td>
      <td className="border-l px-4 py-3 text-right tabular-nums text-muted-foreground sm:px-5">
        {formatAmount(row.touristTax)}
      </td>
    </tr>
  )
}

/** The villa column stays in view while a phone scrolls the amounts sideways. */
const STICKY = 'sticky left-0 z-10 shadow-[1px_0_0_hsl(var(--border))]'

/** The period's figures, readable on a phone without scrolling: rent + fees + extras = revenue. */
function SplitSummary({ total }: { total: RevenueSplitRow }) {
  const items = [
    ...PARTS.map((part) => {
      const share = shareOfRevenue(total[part.key], total.revenue)
      return {
        label: part.label(),
        swatch: part.className,
        value: total[part.key],
        hint: share && m.admin_analytics_share_of_revenue({ share }),
      }
    }),
    {
      label: m.admin_analytics_revenue(),
      swatch: null,
      value: total.revenue,
      hint: m.admin_analytics_revenue_sum(),
    },
  ]
  return (
    <dl
      className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      aria-label={m.admin_analytics_split_label()}
    >
      {items.map((item) => (
        <div key={item.label} className="rounded-md border bg-background/60 px-3 py-2.5">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            {item.swatch && (
              <span className={cn('inline-block size-2.5 rounded-sm', item.swatch)} aria-hidden />
            )}
            {item.label}
          </dt>
          <dd className="font-display text-xl font-semibold tabular-nums text-navy">
            {formatAmount(item.value)}
          </dd>
          {item.hint && <dd className="text-xs text-muted-foreground">{item.hint}</dd>}
        </div>
      ))}
      <div className="col-span-2 rounded-md border border-dashed px-3 py-2.5 sm:col-span-1">
        <dt className="text-xs text-muted-foreground">{m.admin_analytics_tax_collected()}</dt>
        <dd className="font-display text-xl font-semibold tabular-nums text-muted-foreground">
          {formatAmount(total.touristTax)}
        </dd>
        <dd className="text-xs text-muted-foreground">{m.admin_analytics_for_communes()}</dd>
      </div>
    </dl>
  )
}

/** The period's split as one bar, its colours those of the figures above. */
function SplitBar({ total }: { total: RevenueSplitRow }) {
  if (total.revenue <= 0) return null
  return (
    <div className="mt-3">
      <div className="flex h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
        {PARTS.map((part) => (
          <span
            key={part.key}
            className={part.className}
            style={{ width: `${(Math.max(0, total[part.key]) * 100) / total.revenue}%` }}
          />
        ))}
      </div>
    </div>
  )
}
