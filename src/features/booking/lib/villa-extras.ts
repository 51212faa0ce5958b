// The optional extras a guest may tick for a stay, as quote_stay takes them: a villa-wide extra,
// or the one of the season that prices the arrival day, which replaces the villa-wide extra of
// the same name (supabase/schemas/20_stay_rules_and_pricing.sql, quote_stay's "applicable").
import { langAttribute, pickText } from '@/lib/i18n/content'
import { currentLocale, type Locale } from '@/lib/i18n/locale'
import { formatEuro } from '@/lib/money'
import * as m from '@/paraglide/messages'
import type { Database } from '@/types/database.types'

export type ChargeUnit = Database['public']['Enums']['charge_unit']

export interface ExtraSeason {
  start_date: string
  end_date: string
  priority: number
  is_active: boolean
  created_at: string
}

export interface VillaExtra {
  id: string
  name: string
  description: string
  /** The French name and description; null or blank when not translated (the English shows). */
  name_fr?: string | null
  description_fr?: string | null
  amount: number
  unit: ChargeUnit
  display_order: number
  /** The season the extra belongs to; null for the whole year. */
  season: ExtraSeason | null
  season_id: string | null
}

const UNIT_TEXT: Record<ChargeUnit, () => string> = {
  per_stay: m.booking_unit_per_stay,
  per_night: m.booking_unit_per_night,
  per_guest: m.booking_unit_per_guest,
}

/** "€95 per guest" ("95 € par voyageur"): an extra's price and what it counts. */
export const extraPriceBasis = (extra: Pick<VillaExtra, 'amount' | 'unit'>) =>
  `${formatEuro(extra.amount)} ${UNIT_TEXT[extra.unit]()}`

/** A text in the language on screen, with the `lang` it needs when it is the other language. */
export interface ShownText {
  text: string
  lang: Locale | undefined
}

function shown(english: string, french: string | null | undefined): ShownText {
  const picked = pickText(english, french, currentLocale())
  return { text: picked.text, lang: langAttribute(picked.lang) }
}

/** An extra's name on screen (its French one on the French site, else the English, marked). */
export const extraName = (extra: Pick<VillaExtra, 'name' | 'name_fr'>) =>
  shown(extra.name, extra.name_fr)

/** An extra's description on screen, as extraName. */
export const extraDescription = (extra: Pick<VillaExtra, 'description' | 'description_fr'>) =>
  shown(extra.description, extra.description_fr)

const arrivesIn = (season: ExtraSeason, checkIn: string) =>
  season.is_active && season.start_date <= checkIn && checkIn <= season.end_date

/** Which of two extras of one name the quote takes: the season's (highest priority, latest). */
function outranks(a: VillaExtra, b: VillaExtra) {
  if (!a.season || !b.season) return Boolean(a.season)
  if (a.season.priority !== b.season.priority) return a.season.priority > b.season.priority
  if (a.season.start_date !== b.season.start_date) return a.season.start_date > b.season.start_date
  return a.season.created_at > b.season.created_at
}

/**
 * The extras offered for a stay arriving on `checkIn` (ISO day), in the villa's order; without
 * dates, the villa-wide ones. An extra of a season the stay does not arrive in is not offered
 * (the quote would refuse it).
 */
export function offeredExtras(extras: readonly VillaExtra[], checkIn?: string): VillaExtra[] {
  const byName = new Map<string, VillaExtra>()
  for (const extra of extras) {
    if (extra.season_id !== null && !(checkIn && extra.season && arrivesIn(extra.season, checkIn)))
      continue
    const current = byName.get(extra.name)
    if (!current || outranks(extra, current)) byName.set(extra.name, extra)
  }
  return [...byName.values()].sort(
    (a, b) => a.display_order - b.display_order || a.name.localeCompare(b.name),
  )
}
