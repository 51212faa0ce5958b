/** The 12-month strip of nightly prices above a villa's seasons: pure logic, no React. */
import { addDays, addMonths, format } from 'date-fns'
import { parseIsoDay, isoDay } from '@/lib/dates'
import { currentLocale, intlLocale } from '@/lib/i18n/locale'

export interface StripSeason {
  id: string
  season_name: string
  start_date: string
  end_date: string
  priority: number
  is_active: boolean
  created_at: string
}

export interface StripDay {
  date: string
  price: number
  /** The season whose price applies (null: the villa's base price). */
  season: string | null
  /** Every active season covering the day, winner first; more than one is an overlap. */
  covering: string[]
  /** The winner shares its priority with another season that day: a tie-break, not a choice. */
  isConflict: boolean
}

export interface PriceBand {
  min: number
  max: number
  colour: string
}

/** Light sand to deep navy: cheaper nights light, dearer nights dark. */
export const BAND_COLOURS = ['#f4ead8', '#e3cc9a', '#c8a15a', '#8a6a2f', '#1b3f63', '#0a1c2e']

/** Today through the day before the same date 12 months on (365 or 366 days). */
export function stripRange(today: string): { from: string; to: string } {
  return { from: today, to: isoDay(addDays(addMonths(parseIsoDay(today), 12), -1)) }
}

/** The database's order for the winning season: priority, then latest start, then newest. */
function byPrecedence(a: StripSeason, b: StripSeason): number {
  return (
    b.priority - a.priority ||
    b.start_date.localeCompare(a.start_date) ||
    b.created_at.localeCompare(a.created_at) ||
    a.id.localeCompare(b.id)
  )
}

/** Each day's price (from the database) with the season that sets it and those that overlap. */
export function buildStrip(
  prices: readonly { date: string; price: number }[],
  seasons: readonly StripSeason[],
): StripDay[] {
  const active = seasons.filter((season) => season.is_active).sort(byPrecedence)
  return prices.map(({ date, price }) => {
    const seasonsOfDay = active.filter(
      (season) => season.start_date <= date && date <= season.end_date,
    )
    const covering = seasonsOfDay.map((season) => season.season_name)
    const isConflict =
      seasonsOfDay.length > 1 && seasonsOfDay[0]!.priority === seasonsOfDay[1]!.priority
    return { date, price, season: covering[0] ?? null, covering, isConflict }
  })
}

/**
 * Colour bands for the prices shown: one per distinct price when there are few, else up to
 * `BAND_COLOURS.length` bands of about as many distinct prices each.
 */
export function priceBands(prices: readonly number[]): PriceBand[] {
  const distinct = [...new Set(prices)].sort((a, b) => a - b)
  const count = Math.min(distinct.length, BAND_COLOURS.length)
  const bands: PriceBand[] = []
  for (let i = 0; i < count; i += 1) {
    const slice = distinct.slice(
      Math.floor((i * distinct.length) / count),
      Math.floor(((i + 1) * distinct.length) / count),
    )
    const colour =
      BAND_COLOURS[Math.round((i * (BAND_COLOURS.length - 1)) / Math.max(1, count - 1))]!
    bands.push({ min: slice[0]!, max: slice[slice.length - 1]!, colour })
  }
  return bands
}

/** The band a price falls in (the last band for anything above, the first below). */
export function bandOf(price: number, bands: readonly PriceBand[]): PriceBand | undefined {
  return bands.find((band) => price <= band.max) ?? bands[bands.length - 1]
}

export interface StripMonth {
  /** yyyy-MM */
  key: string
  /** "Jul 2026" */
  label: string
  /** Indexed by day of month - 1; days outside the range are null. */
  days: (StripDay | null)[]
}

/** "Jul 2026" ("juil. 2026" in French): a row's label. */
function monthLabel(date: string): string {
  if (currentLocale() === 'en') return format(parseIsoDay(date), 'MMM yyyy')
  return new Intl.DateTimeFormat(intlLocale(), { month: 'short', year: 'numeric' }).format(
    parseIsoDay(date),
  )
}

/** The strip laid out one row per month, one column per day of the month. */
export function stripMonths(days: readonly StripDay[]): StripMonth[] {
  const months: StripMonth[] = []
  for (const day of days) {
    const key = day.date.slice(0, 7)
    let month = months[months.length - 1]
    if (month?.key !== key) {
      month = { key, label: monthLabel(day.date), days: [] }
      months.push(month)
    }
    month.days[Number(day.date.slice(8, 10)) - 1] = day
  }
  for (const month of months) month.days = Array.from(month.days, (day) => day ?? null)
  return months
}

/** The names of the seasons that overlap on some day of the strip. */
export function overlappingSeasons(days: readonly StripDay[]): string[] {
  const names = new Set<string>()
  for (const day of days) if (day.covering.length > 1) day.covering.forEach((n) => names.add(n))
  return [...names]
}

/** Whether two active seasons share a day within the range (the section's "Overlaps" flag). */
export function seasonsOverlap(
  seasons: readonly Pick<StripSeason, 'start_date' | 'end_date' | 'is_active'>[],
  range: { from: string; to: string },
): boolean {
  const active = seasons.filter(
    (s) => s.is_active && s.end_date >= range.from && s.start_date <= range.to,
  )
  return active.some((a, i) =>
    active.slice(i + 1).some(
      (b) =>
        a.start_date <= b.end_date &&
        b.start_date <= a.end_date &&
        // the shared days must fall inside the range too
        (a.start_date > b.start_date ? a.start_date : b.start_date) <= range.to &&
        (a.end_date < b.end_date ? a.end_date : b.end_date) >= range.from,
    ),
  )
}
