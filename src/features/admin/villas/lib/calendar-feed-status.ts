import { z } from 'zod'
import type { Json } from '@/types/database.types'

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function timeAgo(at: string, now: number): string {
  const minutes = Math.floor((now - new Date(at).getTime()) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ago`
  const days = Math.floor(hours / 24)
  return `${days} day${days === 1 ? '' : 's'} ago`
}

export interface FeedStatusFields {
  last_attempt_at: string | null
  last_success_at: string | null
  last_error: string | null
  blocked_day_count: number | null
  /** Set while an empty answer is held back (apply_calendar_feed). */
  empty_since?: string | null
}

export type FeedStatus =
  | { kind: 'pending'; text: string }
  | { kind: 'ok'; text: string }
  | { kind: 'failed'; error: string; lastSuccess: string; heldEmpty?: string }

/** The line under a feed: when it last synced and what it blocks, or why it failed. */
export function feedStatus(feed: FeedStatusFields, now: number): FeedStatus {
  if (feed.last_error) {
    return {
      kind: 'failed',
      error: feed.last_error,
      lastSuccess: feed.last_success_at
        ? `Last successful sync ${timeAgo(feed.last_success_at, now)}; its blocked days are kept.`
        : 'Never synced successfully.',
      // The rule of apply_calendar_feed: the next empty answer in a row is applied.
      ...(feed.empty_since && {
        heldEmpty:
          'If the next sync (Sync now, or the automatic one every 30 minutes) finds the ' +
          'calendar empty again, its days are unblocked.',
      }),
    }
  }
  if (!feed.last_success_at) return { kind: 'pending', text: 'Not synced yet' }
  const days = feed.blocked_day_count ?? 0
  return {
    kind: 'ok',
    text: `Synced ${timeAgo(feed.last_success_at, now)} · ${days} blocked day${days === 1 ? '' : 's'}`,
  }
}

const conflictSchema = z.object({
  booking_id: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  dates: z.array(z.string()),
})

export type FeedConflict = z.infer<typeof conflictSchema>

/** The feed's nights that fall on confirmed stays (apply_calendar_feed writes them). */
export function feedConflicts(value: Json): FeedConflict[] {
  const parsed = z.array(conflictSchema).safeParse(value)
  return parsed.success ? parsed.data : []
}
