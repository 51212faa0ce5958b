/**
 * What an overlap of seasons means, in staff's words: pure logic, no React.
 *
 * A higher-priority season inside a lower one (Summer Peak inside High Season) is how priorities
 * are meant to be used: it is explained, never flagged. Two active seasons with the SAME priority
 * sharing days are a conflict: the price goes to the later start (then the newer season), a
 * tie-break staff did not choose.
 */
import { format } from 'date-fns'
import { parseIsoDay } from '@/lib/dates'

export interface OverlapSeason {
  id: string
  season_name: string
  start_date: string
  end_date: string
  priority: number
  is_active: boolean
  created_at: string
}

/** The first same-priority pair of a villa, as admin_season_summary reports it. */
export interface SeasonConflict {
  /** Same-priority pairs sharing days in the range. */
  count: number
  winner: string
  other: string
  priority: number
  from: string
  to: string
}

export interface SeasonOverlap {
  /** The season whose price applies on the shared days. */
  winner: OverlapSeason
  loser: OverlapSeason
  from: string
  to: string
  /** Same priority: the winner is a tie-break. */
  isConflict: boolean
}

/** "Jul 1–31, 2027", "Jun 28 – Jul 3, 2027", "Dec 28, 2026 – Jan 3, 2027", "Jul 4, 2027". */
export function formatDayRange(from: string, to: string): string {
  const start = parseIsoDay(from)
  const end = parseIsoDay(to)
  if (from === to) return format(start, 'MMM d, yyyy')
  if (from.slice(0, 7) === to.slice(0, 7))
    return `${format(start, 'MMM d')}–${format(end, 'd, yyyy')}`
  if (from.slice(0, 4) === to.slice(0, 4))
    return `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`
  return `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`
}

/** The pricing functions' order: priority, then latest start, then newest, then id. */
function beats(a: OverlapSeason, b: OverlapSeason): boolean {
  if (a.priority !== b.priority) return a.priority > b.priority
  if (a.start_date !== b.start_date) return a.start_date > b.start_date
  if (a.created_at !== b.created_at) return a.created_at > b.created_at
  return a.id < b.id
}

/** Every pair of active seasons sharing days within the range, with the one that wins. */
export function seasonOverlaps(
  seasons: readonly OverlapSeason[],
  range: { from: string; to: string },
): SeasonOverlap[] {
  const active = seasons.filter(
    (s) => s.is_active && s.end_date >= range.from && s.start_date <= range.to,
  )
  const overlaps: SeasonOverlap[] = []
  active.forEach((a, i) => {
    for (const b of active.slice(i + 1)) {
      const from = [a.start_date, b.start_date, range.from].sort().at(-1)!
      const to = [a.end_date, b.end_date, range.to].sort()[0]!
      if (from > to) continue
      const [winner, loser] = beats(a, b) ? [a, b] : [b, a]
      overlaps.push({ winner, loser, from, to, isConflict: a.priority === b.priority })
    }
  })
  return overlaps.sort((x, y) => x.from.localeCompare(y.from) || x.to.localeCompare(y.to))
}

/** Why the winner of a tie wins: the rule that decided, in words. */
function tieBreak(winner: OverlapSeason, loser: OverlapSeason): string {
  return winner.start_date !== loser.start_date ? 'it starts later' : 'it was added later'
}

/** The header's warning for a villa with same-priority seasons sharing days. */
export function conflictMessage(conflict: SeasonConflict): string {
  const days = formatDayRange(conflict.from, conflict.to)
  const more =
    conflict.count > 1
      ? ` ${conflict.count - 1} more ${conflict.count === 2 ? 'pair shares' : 'pairs share'} days at one priority.`
      : ''
  return (
    `${conflict.winner} and ${conflict.other} both have priority ${conflict.priority} on ${days}: ` +
    `${conflict.winner} applies, by tie-break. Give the season that should win a higher priority.` +
    more
  )
}

/** The line under a season that shares days with another: who applies there, and why. */
export function overlapNote(overlap: SeasonOverlap, seasonId: string): string {
  const { winner, loser, from, to, isConflict } = overlap
  const days = formatDayRange(from, to)
  if (isConflict)
    return (
      `Same priority (${winner.priority}) as ${seasonId === winner.id ? loser.season_name : winner.season_name} ` +
      `on ${days}: ${winner.season_name} applies, as ${tieBreak(winner, loser)}.`
    )
  return seasonId === winner.id
    ? `Overrides ${loser.season_name} (priority ${loser.priority}) on ${days}.`
    : `${winner.season_name} (priority ${winner.priority}) applies instead on ${days}.`
}

/** Each season's notes, by season id. */
export function overlapNotes(
  seasons: readonly OverlapSeason[],
  range: { from: string; to: string },
): Map<string, { text: string; isConflict: boolean }[]> {
  const notes = new Map<string, { text: string; isConflict: boolean }[]>()
  for (const overlap of seasonOverlaps(seasons, range))
    for (const season of [overlap.winner, overlap.loser]) {
      const list = notes.get(season.id) ?? []
      list.push({ text: overlapNote(overlap, season.id), isConflict: overlap.isConflict })
      notes.set(season.id, list)
    }
  return notes
}
