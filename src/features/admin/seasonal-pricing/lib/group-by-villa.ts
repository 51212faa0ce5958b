/** The villa sections, villas by name: pure logic, no React. */
import type { SeasonConflict } from './season-overlaps'

interface VillaSummary {
  villa_id: string
  villa_name: string
  villa_location: string
  season_count: number
  past_count: number
  has_overlap: boolean
  conflict_count: number
  conflict_winner: string | null
  conflict_other: string | null
  conflict_priority: number | null
  conflict_from: string | null
  conflict_to: string | null
}

interface GroupableVilla {
  id: string
  name: string
  location: string
  price_per_night: number
}

export interface VillaGroup {
  villaId: string
  name: string
  location: string
  /** The villa's base price (null for an inactive villa, which the villa list leaves out). */
  basePrice: number | null
  /** Every season of the villa. */
  seasonCount: number
  /** Seasons that ended before today. */
  pastCount: number
  /** Two active seasons share a day in the next 12 months. */
  hasOverlap: boolean
  /** Two active seasons of the same priority share a day in the next 12 months: the first pair. */
  conflict: SeasonConflict | null
}

function conflictOf(row: VillaSummary): SeasonConflict | null {
  const { conflict_winner: winner, conflict_other: other, conflict_priority: priority } = row
  const { conflict_from: from, conflict_to: to } = row
  if (row.conflict_count === 0 || !winner || !other || priority === null || !from || !to)
    return null
  return { count: row.conflict_count, winner, other, priority, from, to }
}

/** One group per active villa, plus any other villa that has seasons; by name. */
export function groupByVilla(
  summary: readonly VillaSummary[],
  villas: readonly GroupableVilla[],
): VillaGroup[] {
  const groups = new Map<string, VillaGroup>()
  for (const villa of villas)
    groups.set(villa.id, {
      villaId: villa.id,
      name: villa.name,
      location: villa.location,
      basePrice: villa.price_per_night,
      seasonCount: 0,
      pastCount: 0,
      hasOverlap: false,
      conflict: null,
    })
  for (const row of summary) {
    const group = groups.get(row.villa_id)
    const counts = {
      seasonCount: row.season_count,
      pastCount: row.past_count,
      hasOverlap: row.has_overlap,
      conflict: conflictOf(row),
    }
    if (group) Object.assign(group, counts)
    else
      groups.set(row.villa_id, {
        villaId: row.villa_id,
        name: row.villa_name,
        location: row.villa_location,
        basePrice: null,
        ...counts,
      })
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** The number of seasons a section lists: past ones only when they are shown. */
export function listedSeasonCount(group: VillaGroup, showPast: boolean): number {
  return showPast ? group.seasonCount : group.seasonCount - group.pastCount
}
