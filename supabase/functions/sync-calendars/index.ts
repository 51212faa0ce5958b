// Imports the villas' external calendars (Airbnb, Booking.com, Vrbo…): fetches each feed, reads
// the nights its events take and hands them to apply_calendar_feed, which blocks them, marked
// with their feed. A feed that fails records its error and changes nothing; the others go on.
// A feed that suddenly comes back empty keeps its days until a second empty answer confirms it.
// Called every 30 minutes by pg_cron (service role) and by staff's "Sync now" in the admin.
// Body: { feed_id } one feed, { villa_id } a villa's feeds, or nothing for every feed.
// A refusal answers { code, message }: the admin words the code, the message is for logs.
import {
  corsHeaders,
  jsonResponse,
  refuseUnlessServiceOrStaff,
  serviceClient,
  type ServiceClient,
} from '../_shared/clients.ts'
import type { Tables } from '../_shared/database.types.ts'
import { downloadCalendar } from './download.ts'
import { FeedError, feedError, type FeedErrorParams } from './feed-errors.ts'
import { feedNights } from './feed-nights.ts'

const FETCH_TIMEOUT_MS = Number(Deno.env.get('CALENDAR_FETCH_TIMEOUT_MS') ?? 15_000)
/** Calls of this function at once when it syncs several feeds, each feed in a call of its own. */
const PARALLEL_FEEDS = 4
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The columns of a feed the sync reads. */
type Feed = Pick<Tables<'villa_calendar_feeds'>, 'id' | 'villa_id' | 'name' | 'url'>

/** A failure: its code and details (the admin words them), and its English sentence. */
interface Failure {
  code: string
  params: FeedErrorParams
  error: string
}

type FeedResult =
  | { feed_id: string; villa_id: string; name: string; ok: true; events: number; nights: number }
  | ({ feed_id: string; villa_id: string; name: string; ok: false } & Failure)

type Service = ServiceClient

/** A failure the sync knows by its code; any other is `unknown`, with its English detail. */
function failureOf(error: unknown): Failure {
  return error instanceof FeedError
    ? { code: error.code, params: error.params, error: error.message }
    : { code: 'unknown', params: {}, error: (error as Error).message }
}

/**
 * The villas' day (Europe/Paris) `offsetDays` on, yyyy-MM-dd: the day apply_calendar_feed counts
 * from, `(now() at time zone 'Europe/Paris')::date` (src/lib/dates.ts todayInParis in the app).
 */
function parisDay(offsetDays: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + offsetDays)
  return d.toISOString().slice(0, 10)
}

async function syncFeed(service: Service, feed: Feed): Promise<FeedResult> {
  const about = { feed_id: feed.id, villa_id: feed.villa_id, name: feed.name }
  try {
    const text = await downloadCalendar(feed.url, FETCH_TIMEOUT_MS)
    // The database keeps the villas' today to two years ahead; it clips the same window again.
    const { eventCount, nights } = feedNights(text, parisDay(0), parisDay(731))
    const { data, error } = await service.rpc('apply_calendar_feed', {
      p_feed_id: feed.id,
      p_days: nights,
      p_event_count: eventCount,
    })
    if (error) throw feedError('save_failed', { detail: error.message })
    // An empty answer while the feed still blocks days ahead: held back, and already recorded
    // as the feed's error by the database, until the next answer confirms it.
    if (data.held_empty) {
      const params = { count: data.blocked_days ?? 0 }
      return { ...about, ok: false, code: 'came_back_empty', params, error: data.message ?? '' }
    }
    return { ...about, ok: true, events: eventCount, nights: nights.length }
  } catch (error) {
    const failure = failureOf(error)
    await recordFailure(service, feed.id, failure)
    return { ...about, ok: false, ...failure }
  }
}

async function feedsToSync(service: Service, body: { feed_id?: unknown; villa_id?: unknown }) {
  let query = service
    .from('villa_calendar_feeds')
    .select('id, villa_id, name, url')
    .order('created_at')
  if (typeof body.feed_id === 'string') query = query.eq('id', body.feed_id)
  if (typeof body.villa_id === 'string') query = query.eq('villa_id', body.villa_id)
  const { data, error } = await query
  if (error) throw error
  return data
}

async function recordFailure(service: Service, feedId: string, failure: Failure) {
  const { error } = await service.rpc('record_calendar_feed_failure', {
    p_feed_id: feedId,
    p_error: failure.error,
    p_code: failure.code,
    p_params: failure.params,
  })
  if (error) console.error('sync-calendars: could not record a failure:', error.message)
}

/**
 * Several feeds (a villa's "Sync now", or every feed): each in a call of this function of its
 * own, a few at a time, with the caller's credentials. Hosted limits CPU time per request (2 s):
 * one hostile calendar then spends only its own call's, and a feed whose call died anyway (CPU
 * limit, crash) gets that recorded here rather than keeping an old status.
 */
async function syncEachAlone(req: Request, service: Service, feeds: Feed[]) {
  const self = `${Deno.env.get('SUPABASE_URL')}/functions/v1/sync-calendars`
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  for (const name of ['authorization', 'apikey']) {
    const value = req.headers.get(name)
    if (value) headers[name] = value
  }
  const syncOne = async (feed: Feed): Promise<FeedResult> => {
    const about = { feed_id: feed.id, villa_id: feed.villa_id, name: feed.name }
    try {
      const response = await fetch(self, {
        method: 'POST',
        headers,
        body: JSON.stringify({ feed_id: feed.id }),
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS + 30_000),
      })
      const summary = (await response.json().catch(() => null)) as { feeds?: FeedResult[] } | null
      const result = summary?.feeds?.[0]
      if (response.ok && result) return result
      throw new Error(`HTTP ${response.status}`)
    } catch (error) {
      console.error(
        `sync-calendars: the call for feed ${feed.id} failed:`,
        (error as Error).message,
      )
      const failure = failureOf(feedError('stopped'))
      await recordFailure(service, feed.id, failure)
      return { ...about, ok: false, ...failure }
    }
  }
  const results: FeedResult[] = new Array(feeds.length)
  let next = 0
  const worker = async () => {
    while (next < feeds.length) {
      const index = next++
      results[index] = await syncOne(feeds[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FEEDS, feeds.length) }, worker))
  return results
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (req.method !== 'POST') return jsonResponse(405, { message: 'Use POST' })
  const refused = await refuseUnlessServiceOrStaff(req)
  if (refused) return refused

  let body: { feed_id?: unknown; villa_id?: unknown } = {}
  const raw = await req.text()
  if (raw.trim()) {
    try {
      body = JSON.parse(raw) ?? {}
    } catch {
      return jsonResponse(400, { message: 'The body must be JSON: { feed_id } or { villa_id }' })
    }
  }
  for (const key of ['feed_id', 'villa_id'] as const) {
    const value = body[key]
    if (value !== undefined && (typeof value !== 'string' || !UUID.test(value))) {
      return jsonResponse(400, { message: `${key} must be a uuid` })
    }
  }

  const service = serviceClient()
  try {
    const feeds = await feedsToSync(service, body)
    if (typeof body.feed_id === 'string' && feeds.length === 0) {
      return jsonResponse(404, { code: 'feed_not_found', message: 'No such calendar feed' })
    }
    const results =
      typeof body.feed_id === 'string'
        ? await Promise.all(feeds.map((feed) => syncFeed(service, feed)))
        : await syncEachAlone(req, service, feeds)
    return jsonResponse(200, {
      synced: results.filter((result) => result.ok).length,
      failed: results.filter((result) => !result.ok).length,
      feeds: results,
    })
  } catch (error) {
    console.error('sync-calendars:', (error as Error).message)
    return jsonResponse(500, { code: 'sync_failed', message: 'The calendars could not be synced' })
  }
})
