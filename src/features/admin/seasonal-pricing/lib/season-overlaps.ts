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
import { currentLocale, intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

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

/**
 * "Jul 1–31, 2027", "Jun 28 – Jul 3, 2027", "Dec 28, 2026 – Jan 3, 2027", "Jul 4, 2027";
 * in French "1–31 juil. 2027", "28 juin – 3 juil. 2027" (Intl's own range rules).
 */
export function formatDayRange(from: string, to: string): string {
  const start = parseIsoDay(from)
  const end = parseIsoDay(to)
  if (currentLocale() !== 'en') {
    const days = new Intl.DateTimeFormat(intlLocale(), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
    return from === to ? days.format(start) : days.formatRange(start, end)
  }
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
  return winner.start_date !== loser.start_date
    ? m.admin_seasons_starts_later()
    : m.admin_seasons_added_later()
}

/** The header's warning for a villa with same-priority seasons sharing days. */
export function conflictMessage(conflict: SeasonConflict): string {
  const days = formatDayRange(conflict.from, conflict.to)
  const more =
    conflict.count > 1 ? ` ${m.admin_seasons_more_pairs({ count: conflict.count - 1 })}` : ''
  return (
    m.admin_seasons_conflict({
      winner: conflict.winner,
      other: conflict.other,
      priority: conflict.priority,
      days,
    }) + more
  )
}

/** The line under a season that shares days with another: who applies there, and why. */
export function overlapNote(overlap: SeasonOverlap, seasonId: string): string {
  const { winner, loser, from, to, isConflict } = overlap
  const days = formatDayRange(from, to)
  if (isConflict)
    return m.admin_seasons_note_tie({
      priority: winner.priority,
      other: seasonId === winner.id ? loser.season_name : winner.season_name,
      days,
      winner: winner.season_name,
      why: tieBreak(winner, loser),
    })
  return seasonId === winner.id
    ? m.admin_seasons_note_overrides({ loser: loser.season_name, priority: loser.priority, days })
    : m.admin_seasons_note_applies_instead({
        winner: winner.season_name,
        priority: winner.priority,
        days,
      })
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
