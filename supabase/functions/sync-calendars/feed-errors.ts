// Why a feed could not be synced: a stable code with its details, which the admin words in the
// staff member's language (src/features/admin/villas/lib/calendar-feed-status.ts), and the
// English sentence kept beside it (villa_calendar_feeds.last_error: the spec's language, what
// logs and older admins read). No sentence quotes what answered at the link.
import { LINK_REFUSALS, type LinkRefusal } from '../_shared/public-address.ts'

const NOTHING_CHANGED = 'Nothing was changed.'

const lowerFirst = (text: string) => `${text[0]!.toLowerCase()}${text.slice(1)}`

const SENTENCES = {
  link_refused: ({ reason }: { reason: LinkRefusal }) =>
    `${LINK_REFUSALS[reason]}. ${NOTHING_CHANGED}`,
  redirect_refused: ({ reason }: { reason: LinkRefusal }) =>
    `The calendar server redirected the sync elsewhere, and it was not followed: ${lowerFirst(LINK_REFUSALS[reason])}. ${NOTHING_CHANGED}`,
  host_not_found: ({ host }: { host: string }) =>
    `The calendar server ${host} could not be found. ${NOTHING_CHANGED}`,
  too_many_redirects: ({ max }: { max: number }) =>
    `The calendar server redirected more than ${max} times. ${NOTHING_CHANGED}`,
  invalid_redirect: () => `The calendar server redirected to an invalid link. ${NOTHING_CHANGED}`,
  http_status: ({ status }: { status: number }) => `The calendar server answered HTTP ${status}`,
  timeout: ({ seconds }: { seconds: number }) =>
    `The calendar server did not answer within ${seconds} seconds`,
  unreachable: () => 'The calendar server could not be reached',
  too_large: () => `The calendar is larger than 2 MB. ${NOTHING_CHANGED}`,
  not_ical: () => 'The link did not return an iCal calendar (no BEGIN:VCALENDAR)',
  unreadable: () => `The calendar could not be read: it is not valid iCal. ${NOTHING_CHANGED}`,
  too_big: () =>
    `The calendar is too big to read: it has too many events or repetitions. ${NOTHING_CHANGED}`,
  zone_too_many_changes: ({ zone, max }: { zone: string; max: number }) =>
    `The calendar’s time zone “${zone}” changes its clocks more than ${max} times, which no real time zone does: the calendar was not read. ${NOTHING_CHANGED}`,
  zone_too_frequent: ({ zone, frequency }: { zone: string; frequency: string }) =>
    `The calendar’s time zone “${zone}” changes its clocks more often than once a year (${frequency}), which no real time zone does: the calendar was not read. ${NOTHING_CHANGED}`,
  event_too_long: () =>
    `The calendar has an event lasting more than a hundred years: it was not read. ${NOTHING_CHANGED}`,
  rule_interval: ({ interval }: { interval: number }) =>
    `The calendar has a rule repeating every ${interval} periods: it was not read. ${NOTHING_CHANGED}`,
  save_failed: ({ detail }: { detail: string }) => `The blocked days could not be saved: ${detail}`,
  stopped: () =>
    `The sync of this calendar stopped before it finished (it may be too big to read). ${NOTHING_CHANGED}`,
}

/**
 * Every code a feed's failure is stored with: the sync's own, `came_back_empty` (written by
 * apply_calendar_feed) and `unknown` (anything else, its English detail kept as it came).
 */
export const FEED_ERROR_CODES = [
  ...(Object.keys(SENTENCES) as (keyof typeof SENTENCES)[]),
  'came_back_empty',
  'unknown',
] as const

export type FeedErrorCode = keyof typeof SENTENCES

/** A code a failure is stored with (villa_calendar_feeds.last_error_code). */
export type StoredFeedErrorCode = (typeof FEED_ERROR_CODES)[number]

export type FeedErrorParams = Record<string, string | number>

export class FeedError extends Error {
  constructor(
    readonly code: FeedErrorCode,
    readonly params: FeedErrorParams,
    message: string,
  ) {
    super(message)
  }
}

/** The failure `code`, with its details and its English sentence. */
export function feedError<C extends FeedErrorCode>(
  code: C,
  ...details: Parameters<(typeof SENTENCES)[C]>
): FeedError {
  const params = (details[0] ?? {}) as FeedErrorParams
  const say = SENTENCES[code] as (params: FeedErrorParams) => string
  return new FeedError(code, params, say(params))
}
