import { z } from 'zod'
import type { LocalizedText } from '@/lib/i18n/content'
import { currentLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import type { Json } from '@/types/database.types'

/** "just now", "5 min ago", "3 h ago", "2 days ago" ("à l’instant", "il y a 5 min" …). */
export function timeAgo(at: string, now: number): string {
  const minutes = Math.floor((now - new Date(at).getTime()) / 60_000)
  if (minutes < 1) return m.admin_villas_just_now()
  if (minutes < 60) return m.admin_villas_minutes_ago({ count: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return m.admin_villas_hours_ago({ count: hours })
  return m.admin_villas_days_ago({ count: Math.floor(hours / 24) })
}

/** A link the sync refuses (supabase/functions/_shared/public-address.ts), in the admin's words. */
const REFUSED_LINKS: readonly [string, () => string][] = [
  [
    'A calendar link starts with https:// (or http://) and has no spaces',
    m.admin_villas_feed_url_format,
  ],
  ['A calendar link cannot carry a user name or password', m.admin_villas_feed_url_credentials],
  [
    'A calendar link must point to the internet: addresses of this server or of a private network are never fetched',
    m.admin_villas_feed_url_local,
  ],
  ['Only http:// and https:// links are fetched', m.admin_villas_feed_only_http],
]

/** Why the sync refuses a link, as the server says it (English), in the admin's language. */
export function refusedLinkReason(reason: string): string {
  return REFUSED_LINKS.find(([english]) => english === reason)?.[1]() ?? reason
}

/**
 * The sync's own words for a failed feed (sync-calendars and apply_calendar_feed write them in
 * English, the spec's language), in the admin's language when it is a failure the sync knows;
 * any other stays in English and says so (its lang), for a screen reader.
 */
const FEED_PROBLEMS: readonly [RegExp, (match: RegExpMatchArray) => string][] = [
  [
    /^The calendar server answered HTTP (\d+)$/,
    ([, status]) => m.admin_villas_feed_http({ status: status! }),
  ],
  [/^The calendar server could not be reached$/, () => m.admin_villas_feed_unreachable()],
  [
    /^The calendar server did not answer within (\d+) seconds$/,
    ([, seconds]) => m.admin_villas_feed_timeout({ seconds: seconds! }),
  ],
  [
    /^The calendar server (\S+) could not be found\. Nothing was changed\.$/,
    ([, host]) => m.admin_villas_feed_not_found({ host: host! }),
  ],
  [
    /^The calendar is larger than 2 MB\. Nothing was changed\.$/,
    () => m.admin_villas_feed_too_large(),
  ],
  [
    /^The calendar could not be read: it is not valid iCal\. Nothing was changed\.$/,
    () => m.admin_villas_feed_unreadable(),
  ],
  [
    /^The calendar is too big to read: it has too many events or repetitions\. Nothing was changed\.$/,
    () => m.admin_villas_feed_too_big(),
  ],
  [
    /^The link did not return an iCal calendar \(no BEGIN:VCALENDAR\)$/,
    () => m.admin_villas_feed_not_ical(),
  ],
  [
    /^The sync of this calendar stopped before it finished \(it may be too big to read\)\. Nothing was changed\.$/,
    () => m.admin_villas_feed_stopped(),
  ],
  [
    /^The calendar came back empty although it had (\d+) blocked days?: they are kept\. Sync again to confirm it is really empty\.$/,
    ([, count]) => m.admin_villas_feed_came_back_empty({ count: Number(count) }),
  ],
  [
    /^(.+)\. Nothing was changed\.$/,
    (match) => {
      const reason = refusedLinkReason(match[1]!)
      return reason === match[1] ? match[0] : m.admin_villas_feed_refused({ reason })
    },
  ],
]

export function feedProblem(error: string): LocalizedText {
  if (currentLocale() === 'en') return { text: error, lang: 'en' }
  for (const [pattern, say] of FEED_PROBLEMS) {
    const match = error.match(pattern)
    if (!match) continue
    const text = say(match)
    return { text, lang: text === error ? 'en' : currentLocale() }
  }
  return { text: error, lang: 'en' }
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
  | {
      kind: 'failed'
      error: string
      /** The error's language: English when the sync's words have no translation. */
      errorLang: LocalizedText['lang']
      lastSuccess: string
      heldEmpty?: string
    }

/** The line under a feed: when it last synced and what it blocks, or why it failed. */
export function feedStatus(feed: FeedStatusFields, now: number): FeedStatus {
  if (feed.last_error) {
    const problem = feedProblem(feed.last_error)
    return {
      kind: 'failed',
      error: problem.text,
      errorLang: problem.lang,
      lastSuccess: feed.last_success_at
        ? m.admin_villas_last_success({ ago: timeAgo(feed.last_success_at, now) })
        : m.admin_villas_never_synced(),
      // The rule of apply_calendar_feed: the next empty answer in a row is applied.
      ...(feed.empty_since && { heldEmpty: m.admin_villas_held_empty() }),
    }
  }
  if (!feed.last_success_at) return { kind: 'pending', text: m.admin_villas_not_synced_yet() }
  return {
    kind: 'ok',
    text: m.admin_villas_feed_synced({
      ago: timeAgo(feed.last_success_at, now),
      blocked: m.admin_villas_blocked_days({ count: feed.blocked_day_count ?? 0 }),
    }),
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
