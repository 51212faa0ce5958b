import { z } from 'zod'
import type { LocalizedText } from '@/lib/i18n/content'
import { currentLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import type { Json } from '@/types/database.types'
import type { LinkRefusal } from '../../../../../supabase/functions/_shared/public-address'
import type { StoredFeedErrorCode } from '../../../../../supabase/functions/sync-calendars/feed-errors'

/** "just now", "5 min ago", "3 h ago", "2 days ago" ("à l’instant", "il y a 5 min" …). */
export function timeAgo(at: string, now: number): string {
  const minutes = Math.floor((now - new Date(at).getTime()) / 60_000)
  if (minutes < 1) return m.admin_villas_just_now()
  if (minutes < 60) return m.admin_villas_minutes_ago({ count: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return m.admin_villas_hours_ago({ count: hours })
  return m.admin_villas_days_ago({ count: Math.floor(hours / 24) })
}

/** Why the sync refuses a link (supabase/functions/_shared/public-address.ts), in the admin's words. */
const LINK_REFUSALS: Record<LinkRefusal, () => string> = {
  link_format: m.admin_villas_feed_url_format,
  link_credentials: m.admin_villas_feed_url_credentials,
  link_local: m.admin_villas_feed_url_local,
  only_http: m.admin_villas_feed_only_http,
}

export function linkRefusalText(reason: LinkRefusal): string {
  return LINK_REFUSALS[reason]()
}

const isLinkRefusal = (value: unknown): value is LinkRefusal =>
  typeof value === 'string' && Object.hasOwn(LINK_REFUSALS, value)

type Params = Record<string, unknown>
const text = (params: Params, name: string) => String(params[name] ?? '')
const lowerFirst = (words: string) => `${words[0]!.toLowerCase()}${words.slice(1)}`

/** How often a time zone's rule repeats (iCal's FREQ, lower case as the sync stores it). */
const FREQUENCIES: Record<string, () => string> = {
  secondly: m.admin_villas_feed_frequency_secondly,
  minutely: m.admin_villas_feed_frequency_minutely,
  hourly: m.admin_villas_feed_frequency_hourly,
  daily: m.admin_villas_feed_frequency_daily,
  weekly: m.admin_villas_feed_frequency_weekly,
  monthly: m.admin_villas_feed_frequency_monthly,
}

/**
 * A feed's failure by the code the sync stores (supabase/functions/sync-calendars/feed-errors.ts
 * and apply_calendar_feed), in the admin's language; null when the details do not fit.
 */
const FEED_PROBLEMS: Record<
  Exclude<StoredFeedErrorCode, 'unknown'>,
  (params: Params) => string | null
> = {
  link_refused: ({ reason }) =>
    isLinkRefusal(reason) ? m.admin_villas_feed_refused({ reason: linkRefusalText(reason) }) : null,
  redirect_refused: ({ reason }) =>
    isLinkRefusal(reason)
      ? m.admin_villas_feed_redirect_refused({ reason: lowerFirst(linkRefusalText(reason)) })
      : null,
  host_not_found: (params) => m.admin_villas_feed_not_found({ host: text(params, 'host') }),
  too_many_redirects: (params) =>
    m.admin_villas_feed_too_many_redirects({ max: text(params, 'max') }),
  invalid_redirect: () => m.admin_villas_feed_invalid_redirect(),
  http_status: (params) => m.admin_villas_feed_http({ status: text(params, 'status') }),
  timeout: (params) => m.admin_villas_feed_timeout({ seconds: text(params, 'seconds') }),
  unreachable: () => m.admin_villas_feed_unreachable(),
  too_large: () => m.admin_villas_feed_too_large(),
  not_ical: () => m.admin_villas_feed_not_ical(),
  unreadable: () => m.admin_villas_feed_unreadable(),
  too_big: () => m.admin_villas_feed_too_big(),
  zone_too_many_changes: (params) =>
    m.admin_villas_feed_zone_too_many_changes({
      zone: text(params, 'zone'),
      max: text(params, 'max'),
    }),
  zone_too_frequent: (params) => {
    const frequency = text(params, 'frequency')
    return Object.hasOwn(FREQUENCIES, frequency)
      ? m.admin_villas_feed_zone_too_frequent({
          zone: text(params, 'zone'),
          frequency: FREQUENCIES[frequency]!(),
        })
      : null
  },
  event_too_long: () => m.admin_villas_feed_event_too_long(),
  rule_interval: (params) =>
    m.admin_villas_feed_rule_interval({ interval: text(params, 'interval') }),
  // The database's own words (English, technical) stay in the sync's log, not on screen.
  save_failed: () => m.admin_villas_feed_save_failed_plain(),
  stopped: () => m.admin_villas_feed_stopped(),
  came_back_empty: (params) =>
    m.admin_villas_feed_came_back_empty({ count: Number(params.count ?? 0) }),
}

/** What a failed sync says: its English sentence, and the code and details it was stored with. */
export interface FeedFailure {
  error: string
  /** Null on failures recorded before the sync stored codes. */
  code: string | null
  params: Json
}

/**
 * A failure in the admin's language when the sync knows its code; an unknown failure (or one
 * recorded before codes) shows its English sentence, marked as English for screen readers.
 */
export function feedProblem({ error, code, params }: FeedFailure): LocalizedText {
  const say =
    code && Object.hasOwn(FEED_PROBLEMS, code)
      ? FEED_PROBLEMS[code as keyof typeof FEED_PROBLEMS]
      : undefined
  const details = params && typeof params === 'object' && !Array.isArray(params) ? params : {}
  const words = say?.(details)
  return words ? { text: words, lang: currentLocale() } : { text: error, lang: 'en' }
}

export interface FeedStatusFields {
  last_attempt_at: string | null
  last_success_at: string | null
  last_error: string | null
  last_error_code?: string | null
  last_error_params?: Json
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
    const problem = feedProblem({
      error: feed.last_error,
      code: feed.last_error_code ?? null,
      params: feed.last_error_params ?? {},
    })
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
