import { currentLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import type { AnalyticsFigures } from './analytics-report'

/** What a row of the revenue split shows: its amounts as booking_analytics() answers them. */
export interface RevenueSplitRow {
  key: string
  name: string
  rent: number
  fees: number
  extras: number
  /** rent + fees + extras, to the cent (the database guarantees it). */
  revenue: number
  /** Collected for the commune with the balance: shown apart, never part of revenue. */
  touristTax: number
}

type Figures = Pick<AnalyticsFigures, 'rent' | 'fees' | 'extras' | 'revenue' | 'touristTax'>

const row = (key: string, name: string, figures: Figures): RevenueSplitRow => ({
  key,
  name,
  rent: figures.rent,
  fees: figures.fees,
  extras: figures.extras,
  revenue: figures.revenue,
  touristTax: figures.touristTax,
})

/**
 * The split of the period's revenue into rent (the nights after discounts), fees and extras, per
 * villa (best revenue first, then by name, as the villa table) and for all villas; the tourist
 * tax collected beside it, apart.
 */
export function revenueSplit(
  totals: Figures,
  villas: readonly (Figures & { villaId: string; villaName: string })[],
): { villas: RevenueSplitRow[]; total: RevenueSplitRow } {
  return {
    villas: [...villas]
      .sort((a, b) => b.revenue - a.revenue || a.villaName.localeCompare(b.villaName))
      .map((villa) => row(villa.villaId, villa.villaName, villa)),
    total: row('total', m.admin_analytics_all_villas(), totals),
  }
}

/** "90.1%" ("90,1 %"): a part's share of revenue, one decimal; nothing when there is no revenue. */
export function shareOfRevenue(part: number, revenue: number): string | null {
  if (revenue <= 0) return null
  const share = (Math.round((part * 1000) / revenue) / 10).toFixed(1)
  return currentLocale() === 'fr' ? `${share.replace('.', ',')}\u00a0%` : `${share}%`
}
