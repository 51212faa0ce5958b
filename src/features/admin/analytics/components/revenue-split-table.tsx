import { formatAmount } from '@/lib/money'
import { cn } from '@/lib/utils'
import type { AnalyticsFigures } from '../api/get-booking-analytics'
import { revenueSplit, shareOfRevenue, type RevenueSplitRow } from '../lib/revenue-split'

const PARTS = [
  { key: 'rent', label: 'Rent', className: 'bg-navy' },
  { key: 'fees', label: 'Fees', className: 'bg-gold' },
  { key: 'extras', label: 'Extras', className: 'bg-gold-light' },
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
          Revenue split
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          What the booked nights were charged for. Rent, fees and extras add up to revenue; the
          tourist tax is collected for the communes and is not revenue.
        </p>
        <SplitBar total={split.total} />
      </div>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[640px] whitespace-nowrap text-sm">
          <caption className="sr-only">Revenue split per villa</caption>
          <thead>
            <tr className="border-y text-left text-xs uppercase tracking-wide text-muted-foreground">
              <th scope="col" className="px-4 py-3 font-medium sm:px-5">
                Villa
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                Rent
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                Fees
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                Extras
              </th>
              <th scope="col" className="px-3 py-3 text-right font-medium">
                Revenue
              </th>
              <th scope="col" className="border-l px-4 py-3 text-right font-medium sm:px-5">
                Tourist tax collected
                <span className="block normal-case tracking-normal">not revenue</span>
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
    <tr className={cn(strong ? 'border-t-2 bg-muted/40 font-semibold text-navy' : 'border-b')}>
      <th scope="row" className="px-4 py-3 text-left font-medium text-navy sm:px-5">
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

/** The period's split as one bar and a legend with each part's share of revenue. */
function SplitBar({ total }: { total: RevenueSplitRow }) {
  if (total.revenue <= 0) return null
  return (
    <div className="mt-4">
      <div className="flex h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden>
        {PARTS.map((part) => (
          <span
            key={part.key}
            className={part.className}
            style={{ width: `${(Math.max(0, total[part.key]) * 100) / total.revenue}%` }}
          />
        ))}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground">
        {PARTS.map((part) => (
          <li key={part.key} className="flex items-center gap-1.5">
            <span className={cn('inline-block size-2.5 rounded-sm', part.className)} />
            {part.label} {shareOfRevenue(total[part.key], total.revenue)}
          </li>
        ))}
      </ul>
    </div>
  )
}
