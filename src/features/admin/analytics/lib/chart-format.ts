/** How the Analytics chart writes its figures: axes, bar values and tooltips. */
import { formatOccupancy } from '@/features/admin/layout/lib/figure-definitions'
import { parseIsoDay } from '@/lib/dates'
import { currentLocale, intlLocale } from '@/lib/i18n/locale'

const oneDecimal = (value: number) =>
  new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(value)
const monthShort = () => new Intl.DateTimeFormat(intlLocale(), { month: 'short', year: '2-digit' })
const monthLong = () => new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric' })

const monthDate = (month: string) => parseIsoDay(`${month}-01`)

/**
 * "€0", "€950", "€12.5K", "€1.2M": short enough for an axis and above a bar; in French
 * "0 €", "950 €", "12,5 k€", "1,2 M€".
 */
export function formatCompactEuro(amount: number): string {
  const euros = Math.round(amount)
  const [value, unit] =
    Math.abs(euros) < 1_000
      ? [String(euros), '']
      : Math.abs(euros) < 1_000_000
        ? [oneDecimal(euros / 1_000), 'K']
        : [oneDecimal(euros / 1_000_000), 'M']
  if (currentLocale() === 'fr') return `${value}\u00a0${unit === 'K' ? 'k' : unit}€`
  return `€${value}${unit}`
}

/** "Jul 26" for the axis; "July 2026" for the tooltip. */
export function formatMonthShort(month: string): string {
  return monthShort().format(monthDate(month))
}
export function formatMonthLong(month: string): string {
  return monthLong().format(monthDate(month))
}

/**
 * "52.1%": the database's one-decimal occupancy as every screen writes it (formatOccupancy);
 * in French "52,1 %".
 */
export function formatOccupancyRate(rate: number): string {
  if (currentLocale() === 'en') return formatOccupancy(rate)
  const value = new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rate)
  return `${value}\u00a0%`
}

/** "52%" ("52 %" in French) on the axis (whole percents); the tooltip keeps one decimal. */
export function formatPercentTick(rate: number): string {
  return currentLocale() === 'fr' ? `${Math.round(rate)}\u00a0%` : `${Math.round(rate)}%`
}

/**
 * How wide the chart must be at least: room enough per month that no month is
 * cut off (on a phone the chart scrolls sideways). Past two years, bars get thin and the axis
 * names every few months; values then live in the tooltip and the table.
 */
export function chartLayout(monthCount: number) {
  const showsValues = monthCount <= 24
  const perMonth = showsValues ? 52 : 12
  return {
    /** Pixels; the chart fills its card when the card is wider. */
    minWidth: monthCount * perMonth + 110,
    showsValues,
    tickInterval: showsValues ? 0 : Math.ceil(monthCount / 12) - 1,
  }
}

/**
 * Round steps for the revenue axis (€0, €1M, €2M, €3M, €4M rather than €850K steps): four or
 * five ticks of 1, 2, 2.5 or 5 × a power of ten, the last at or above the highest month.
 */
export function revenueTicks(max: number): number[] {
  if (max <= 0) return [0]
  const rough = max / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough)!
  const ticks = [0]
  while (ticks[ticks.length - 1]! < max) ticks.push(ticks.length * step)
  return ticks
}

/** The month the chart opens on: this month when the period holds it, else the last one. */
export function initialMonth(months: readonly string[], thisMonth: string): string | undefined {
  return months.includes(thisMonth) ? thisMonth : months[months.length - 1]
}
