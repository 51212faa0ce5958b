// Imports the villas' external calendars (Airbnb, Booking.com, Vrbo…): fetches each feed, reads
// the nights its events take and hands them to apply_calendar_feed, which blocks them, marked
// with their feed. A feed that fails records its error and changes nothing; the others go on.
// A feed that suddenly comes back empty keeps its days until a second empty answer confirms it.
// Called every 30 minutes by pg_cron (service role) and by staff's "Sync now" in the admin.
// Body: { feed_id } one feed, { villa_id } a villa's feeds, or nothing for every feed.
import {
  corsHeaders,
  jsonResponse,
  refuseUnlessServiceOrStaff,
  serviceClient,
} from '../_shared/clients.ts'
import { FeedError, feedNights } from './feed-nights.ts'

const FETCH_TIMEOUT_MS = Number(Deno.env.get('CALENDAR_FETCH_TIMEOUT_MS') ?? 15_000)
const MAX_FEED_BYTES = 5 * 1024 * 1024
const PARALLEL_FEEDS = 4
const USER_AGENT = 'RivieraVillas-CalendarSync/1.0'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface Feed {
  id: string
  villa_id: string
  name: string
  url: string
}

type FeedResult =
  | { feed_id: string; villa_id: string; name: string; ok: true; events: number; nights: number }
  | { feed_id: string; villa_id: string; name: string; ok: false; error: string }

type Service = ReturnType<typeof serviceClient>

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > MAX_FEED_BYTES) throw new FeedError('The calendar is larger than 5 MB')
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_FEED_BYTES) {
      await reader.cancel()
      throw new FeedError('The calendar is larger than 5 MB')
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

async function download(url: string): Promise<string> {
  if (!/^https?:\/\//i.test(url)) throw new FeedError('Only http:// and https:// links are fetched')
  const seconds = Math.round(FETCH_TIMEOUT_MS / 1000)
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { 'user-agent': USER_AGENT, accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5' },
      redirect: 'follow',
    })
    if (!response.ok) {
      await response.body?.cancel()
      throw new FeedError(`The calendar server answered HTTP ${response.status}`)
    }
    return await readCapped(response)
  } catch (error) {
    if (error instanceof FeedError) throw error
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new FeedError(`The calendar server did not answer within ${seconds} seconds`)
    }
    throw new FeedError(`The calendar server could not be reached: ${(error as Error).message}`)
  }
}

function utcDay(offsetDays: number): string {
  const d = new Date()
  d.setUTCHours(0, 0, 0, 0)
  d.setUTCDate(d.getUTCDate() + offsetDays)
  return d.toISOString().slice(0, 10)
}

async function syncFeed(service: Service, feed: Feed): Promise<FeedResult> {
  const about = { feed_id: feed.id, villa_id: feed.villa_id, name: feed.name }
  try {
    const text = await download(feed.url)
    // The database keeps today to two years ahead; it clips the same window again.
    const { eventCount, nights } = feedNights(text, utcDay(0), utcDay(731))
    const { data, error } = await service.rpc('apply_calendar_feed', {
      p_feed_id: feed.id,
      p_days: nights,
      p_event_count: eventCount,
    })
    if (error) throw new Error(`The blocked days could not be saved: ${error.message}`)
    // An empty answer while the feed still blocks days ahead: held back, and already recorded
    // as the feed's error by the database, until the next answer confirms it.
    const applied = data as { held_empty?: boolean; message?: string } | null
    if (applied?.held_empty) return { ...about, ok: false, error: applied.message ?? '' }
    return { ...about, ok: true, events: eventCount, nights: nights.length }
  } catch (error) {
    const message = (error as Error).message
    const { error: recordError } = await service.rpc('record_calendar_feed_failure', {
      p_feed_id: feed.id,
      p_error: message,
    })
    if (recordError)
      console.error('sync-calendars: could not record a failure:', recordError.message)
    return { ...about, ok: false, error: message }
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
  return data as Feed[]
}

/** Runs the feeds a few at a time: one slow server does not hold up the rest. */
async function syncAll(service: Service, feeds: Feed[]): Promise<FeedResult[]> {
  const results: FeedResult[] = new Array(feeds.length)
  let next = 0
  const worker = async () => {
    while (next < feeds.length) {
      const index = next++
      results[index] = await syncFeed(service, feeds[index]!)
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
      return jsonResponse(404, { message: 'No such calendar feed' })
    }
    const results = await syncAll(service, feeds)
    return jsonResponse(200, {
      synced: results.filter((result) => result.ok).length,
      failed: results.filter((result) => !result.ok).length,
      feeds: results,
    })
  } catch (error) {
    console.error('sync-calendars:', (error as Error).message)
    return jsonResponse(500, { message: 'The calendars could not be synced' })
  }
})
