import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SupabaseClient } from '@supabase/supabase-js'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createConfirmedBooking,
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'

// iCal sync: the export feed (Edge Function ical-export) read with ical.js — not the library that
// wrote it — against the database, and the import (Edge Function sync-calendars) from a feed
// served by this test, through the functions runtime exactly as the admin and pg_cron call it.

let db: DatabaseStack
let staff: SupabaseClient
let villa: string
let sameDayVilla: string
let feedServer: Server
let feedBase: string
/** What the test feed server answers per path: a calendar, an HTTP error, HTML, or silence. */
const feeds = new Map<string, { status?: number; body?: string; hang?: boolean }>()

const compact = (date: string) => date.replaceAll('-', '')

function calendar(...events: string[]) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Channel//EN',
    ...events,
    'END:VCALENDAR',
  ]
    .join('\r\n')
    .concat('\r\n')
}

function allDay(uid: string, first: string, end: string, extra: string[] = []) {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(first)}`,
    `DTEND;VALUE=DATE:${compact(end)}`,
    'SUMMARY:Reserved',
    ...extra,
    'END:VEVENT',
  ].join('\r\n')
}

async function token(villaId: string): Promise<string> {
  const { data, error } = await staff
    .from('villa_calendar_exports')
    .select('token')
    .eq('villa_id', villaId)
    .single()
  if (error) throw error
  return data.token
}

const exportUrl = (value: string) => `${db.stack.url}/functions/v1/ical-export/${value}.ics`

interface ExportedEvent {
  uid: string
  summary: string
  start: string
  end: string
  isDate: boolean
}

function readEvents(text: string): ExportedEvent[] {
  const root = new ICAL.Component(ICAL.parse(text) as unknown[])
  return root.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      isDate: event.startDate.isDate && event.endDate.isDate,
    }
  })
}

async function addFeed(villaId: string, name: string, path: string) {
  const { data, error } = await staff
    .from('villa_calendar_feeds')
    .insert({ villa_id: villaId, name, url: `${feedBase}${path}` })
    .select('id')
    .single()
  if (error) throw error
  return data.id
}

async function syncFeed(feedId: string) {
  const { data, error } = await staff.functions.invoke('sync-calendars', {
    body: { feed_id: feedId },
  })
  if (error) throw error
  return data as {
    synced: number
    failed: number
    feeds: { ok: boolean; error?: string; code?: string; params?: Record<string, unknown> }[]
  }
}

async function feedRow(feedId: string) {
  const { data, error } = await db.service
    .from('villa_calendar_feeds')
    .select('*')
    .eq('id', feedId)
    .single()
  if (error) throw error
  return data
}

async function blockedDays(villaId: string) {
  const { data, error } = await db.service
    .from('blocked_dates')
    .select('blocked_date, reason, feed_id')
    .eq('villa_id', villaId)
    .order('blocked_date')
  if (error) throw error
  return data
}

const daysOf = (rows: { blocked_date: string }[]) => rows.map((row) => row.blocked_date)

beforeAll(async () => {
  feedServer = createServer((req, res) => {
    const feed = feeds.get(req.url ?? '')
    if (feed?.hang) return // never answers: the sync's timeout ends it
    if (!feed) {
      res.writeHead(404).end('not found')
      return
    }
    res.writeHead(feed.status ?? 200, { 'content-type': 'text/calendar; charset=utf-8' })
    res.end(feed.body ?? '')
  })
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve))
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`

  // The sync fetches only the public internet, and this test's server alone besides.
  db = await startDatabaseStack({
    functionEnv: { CALENDAR_SYNC_ALLOWED_HOSTS: new URL(feedBase).host },
  })
  staff = (await db.signIn('staff')).client
  villa = await createVilla(db.service, { name: 'Villa Calendrier' })
  sameDayVilla = await createVilla(db.service, { name: 'Villa Même Jour' })
  await db.service.from('villas').update({ changeover: 'same_day' }).eq('id', sameDayVilla)
}, 120_000)

afterAll(async () => {
  feedServer?.closeAllConnections()
  await new Promise((resolve) => feedServer?.close(resolve))
  await db?.stop()
})

describe('the export feed', () => {
  it('lists confirmed stays and blocked runs as all-day events, as the database holds them', async () => {
    const stay = await createConfirmedBooking(db.service, {
      villa_id: villa,
      check_in: day(10),
      check_out: day(14),
      guest_name: 'Hortense Delacroix-Privée',
      guest_email: 'hortense.privee@example.com',
      guest_phone: '+33 6 99 88 77 66',
    })
    const sameDayStay = await createConfirmedBooking(db.service, {
      villa_id: sameDayVilla,
      check_in: day(5),
      check_out: day(8),
    })
    // A stay of last season: written as history, past the insert trigger's checks.
    await db.stack.db.pg.transaction(async (tx) => {
      await tx.exec(`set local session_replication_role = replica`)
      await tx.query(
        `insert into public.bookings (villa_id, guest_name, guest_email, guests_count, check_in,
           check_out, status, occupied, reference)
         values ($1, 'Past Guest', 'past@example.com', 2, $2, $3, 'confirmed', daterange($2, $3, '[]'),
           private.new_booking_reference())`,
        [villa, day(-200), day(-195)],
      )
    })
    const blocks = [30, 31, 32, 40].map((offset) => ({
      villa_id: villa,
      blocked_date: day(offset),
      reason: 'Maintenance',
    }))
    expect((await db.service.from('blocked_dates').insert(blocks)).error).toBeNull()

    const response = await fetch(exportUrl(await token(villa)))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const text = await response.text()
    expect(text).not.toMatch(/Hortense|Delacroix|hortense\.privee|99 88 77|Camille|example\.com/i)
    expect(text).toMatch(/^X-WR-CALNAME:Villa Calendrier — Riviera Villas\r?$/m)
    expect(text).toMatch(/^PRODID:/m)

    // The database's view: stays by the days they occupy (full-day changeover: the check-out
    // day too, so DTEND is the day after it), blocked days as runs.
    const { data: stays } = await db.service
      .from('bookings')
      .select('id, occupied')
      .eq('villa_id', villa)
      .eq('status', 'confirmed')
      .order('check_in')
    expect(stays!.map((row) => row.occupied)).toEqual([
      `[${day(-200)},${day(-194)})`,
      `[${day(10)},${day(15)})`,
    ])
    expect(readEvents(text).sort((a, b) => a.start.localeCompare(b.start))).toEqual([
      {
        uid: `booking-${stays![0]!.id}@rivieravillas`,
        summary: 'Reserved',
        start: day(-200),
        end: day(-194),
        isDate: true,
      },
      {
        uid: `booking-${stay}@rivieravillas`,
        summary: 'Reserved',
        start: day(10),
        end: day(15),
        isDate: true,
      },
      {
        uid: `blocked-${villa}-${day(30)}@rivieravillas`,
        summary: 'Not available',
        start: day(30),
        end: day(33),
        isDate: true,
      },
      {
        uid: `blocked-${villa}-${day(40)}@rivieravillas`,
        summary: 'Not available',
        start: day(40),
        end: day(41),
        isDate: true,
      },
    ])

    // A same-day changeover villa sells its check-out day: the event ends on it.
    const sameDay = readEvents(await (await fetch(exportUrl(await token(sameDayVilla)))).text())
    expect(sameDay).toEqual([
      {
        uid: `booking-${sameDayStay}@rivieravillas`,
        summary: 'Reserved',
        start: day(5),
        end: day(8),
        isDate: true,
      },
    ])
  })

  it('answers 404 to an unknown token, and to the old link once a new one is made', async () => {
    expect((await fetch(exportUrl('x'.repeat(32)))).status).toBe(404)
    expect((await fetch(`${db.stack.url}/functions/v1/ical-export/`)).status).toBe(404)

    const before = await token(villa)
    const { data: renewed, error } = await staff.rpc('admin_regenerate_calendar_token', {
      p_villa_id: villa,
    })
    expect(error).toBeNull()
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(renewed).not.toBe(before)
    expect((await fetch(exportUrl(before))).status).toBe(404)
    expect((await fetch(exportUrl(renewed!))).status).toBe(200)
  })

  it('gives every new villa a link of its own', async () => {
    const fresh = await createVilla(db.service)
    const value = await token(fresh)
    expect(value).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(value).not.toBe(await token(villa))
  })
})

describe('who may see and change calendar sync', () => {
  it('keeps links and feeds from visitors and non-staff users', async () => {
    await addFeed(villa, 'Hidden', '/hidden.ics')
    const user = (await db.signIn('user')).client
    for (const client of [db.anon, user]) {
      const links = await client.from('villa_calendar_exports').select('token')
      expect(links.data ?? []).toEqual([])
      const list = await client.from('villa_calendar_feeds').select('url')
      expect(list.data ?? []).toEqual([])
      const renew = await client.rpc('admin_regenerate_calendar_token', { p_villa_id: villa })
      expect(renew.error?.code).toMatch(/^(42501|PGRST202)$/)
      const apply = await client.rpc('apply_calendar_feed', {
        p_feed_id: villa,
        p_days: [],
        p_event_count: 0,
      })
      expect(apply.error?.code).toMatch(/^(42501|PGRST202)$/)
      const added = await client
        .from('villa_calendar_feeds')
        .insert({ villa_id: villa, name: 'Sneaky', url: 'https://example.com/x.ics' })
      expect(added.error?.code).toBe('42501')
    }
    // Villas stay readable by visitors, without anything secret on them.
    const { data: visible } = await db.anon.from('villas').select('*').eq('id', villa).single()
    expect(JSON.stringify(visible)).not.toContain(await token(villa))
  })

  it('lets only staff and scheduled jobs run a sync', async () => {
    const user = (await db.signIn('user')).client
    const asUser = await user.functions.invoke('sync-calendars', { body: {} })
    const refused = (asUser.error as { context?: Response })?.context
    expect(refused?.status).toBe(403)
    // A code the admin words in the staff member's language; the message is for logs.
    expect(await refused?.json()).toMatchObject({ code: 'not_staff' })
    const asVisitor = await db.anon.functions.invoke('sync-calendars', { body: {} })
    expect((asVisitor.error as { context?: Response })?.context?.status).toBe(403)
    const noKey = await fetch(`${db.stack.url}/functions/v1/sync-calendars`, { method: 'POST' })
    expect(noKey.status).toBe(401)
  })

  it('answers a feed removed meanwhile with a code the admin words', async () => {
    const gone = await staff.functions.invoke('sync-calendars', {
      body: { feed_id: '00000000-0000-4000-8000-000000000000' },
    })
    const response = (gone.error as { context?: Response })?.context
    expect(response?.status).toBe(404)
    expect(await response?.json()).toEqual({
      code: 'feed_not_found',
      message: 'No such calendar feed',
    })
  })

  it('refuses feed links that are not http or https, with a clear message', async () => {
    const bad = await staff
      .from('villa_calendar_feeds')
      .insert({ villa_id: villa, name: 'Bad', url: 'ftp://example.com/feed.ics' })
    expect(bad.error?.message).toBe(
      'A calendar link starts with https:// (or http://) and has no spaces',
    )
    const unnamed = await staff
      .from('villa_calendar_feeds')
      .insert({ villa_id: villa, name: '  ', url: 'https://example.com/feed.ics' })
    expect(unnamed.error?.message).toBe('Give the calendar a name, such as Airbnb')
    const webcal = await staff
      .from('villa_calendar_feeds')
      .insert({ villa_id: villa, name: 'iCloud', url: 'webcal://example.com/feed.ics' })
      .select('url')
      .single()
    expect(webcal.data?.url).toBe('https://example.com/feed.ics')
    const again = await staff
      .from('villa_calendar_feeds')
      .insert({ villa_id: villa, name: 'Again', url: 'https://example.com/feed.ics' })
    expect(again.error?.code).toBe('23505')
    await staff.from('villa_calendar_feeds').delete().eq('url', 'https://example.com/feed.ics')
  })
})

describe('importing a feed', () => {
  let importVilla: string
  let feed: string
  let booking: string

  beforeAll(async () => {
    importVilla = await createVilla(db.service, { name: 'Villa Import' })
    booking = await createConfirmedBooking(db.service, {
      villa_id: importVilla,
      check_in: day(50),
      check_out: day(53),
    })
    await db.service.from('blocked_dates').insert([
      { villa_id: importVilla, blocked_date: day(21), reason: 'Owner stay' },
      { villa_id: importVilla, blocked_date: day(90), reason: 'Owner stay' },
    ])
    feed = await addFeed(importVilla, 'Airbnb', '/airbnb.ics')
  })

  it('blocks the nights of the feed, marked with their source, and reports stays it cannot block', async () => {
    feeds.set('/airbnb.ics', {
      body: calendar(
        // Nights 20, 21, 22 (21 is already blocked by hand and stays so).
        allDay('a1@airbnb.com', day(20), day(23)),
        // Timed: 15:00 on day 60 to 11:00 on day 62 takes nights 60 and 61.
        [
          'BEGIN:VEVENT',
          'UID:a2@airbnb.com',
          'DTSTAMP:20260101T000000Z',
          `DTSTART:${compact(day(60))}T150000Z`,
          `DTEND:${compact(day(62))}T110000Z`,
          'END:VEVENT',
        ].join('\r\n'),
        // Weekly, three times, one night each: 70, 77, 84.
        allDay('a3@airbnb.com', day(70), day(71), ['RRULE:FREQ=WEEKLY;COUNT=3']),
        // No DTEND: one night.
        [
          'BEGIN:VEVENT',
          'UID:a4@airbnb.com',
          'DTSTAMP:20260101T000000Z',
          `DTSTART;VALUE=DATE:${compact(day(100))}`,
          'END:VEVENT',
        ].join('\r\n'),
        allDay('a5@airbnb.com', day(110), day(112), ['STATUS:CANCELLED']),
        // On our confirmed stay (50-53 occupied at a full-day villa): a conflict, not a block.
        allDay('a6@airbnb.com', day(52), day(55)),
        // Long past: history is not rewritten.
        allDay('a7@airbnb.com', day(-40), day(-38)),
      ),
    })
    const result = await syncFeed(feed)
    expect(result).toMatchObject({ synced: 1, failed: 0 })

    const rows = await blockedDays(importVilla)
    const imported = rows.filter((row) => row.feed_id === feed)
    expect(daysOf(imported)).toEqual(
      [20, 22, 54, 60, 61, 70, 77, 84, 100].map((offset) => day(offset)),
    )
    expect(new Set(imported.map((row) => row.reason))).toEqual(new Set(['Calendar sync: Airbnb']))
    expect(rows.filter((row) => row.feed_id === null)).toEqual([
      { blocked_date: day(21), reason: 'Owner stay', feed_id: null },
      { blocked_date: day(90), reason: 'Owner stay', feed_id: null },
    ])

    const status = await feedRow(feed)
    expect(status).toMatchObject({
      last_error: null,
      last_event_count: 6,
      blocked_day_count: 9,
      conflicts: [
        { booking_id: booking, check_in: day(50), check_out: day(53), dates: [day(52), day(53)] },
      ],
    })
    expect(status.last_success_at).not.toBeNull()
    expect(status.last_attempt_at).toBe(status.last_success_at)

    // Staff see the same through the API, and the public calendar shows the days taken.
    const { data: unavailable } = await db.anon.rpc('get_villa_unavailable_dates', {
      p_villa_id: importVilla,
      p_from: day(59),
      p_to: day(62),
    })
    expect(unavailable).toEqual([day(60), day(61)])
  })

  it('follows the feed when it changes: moved stays move, removed stays are unblocked', async () => {
    feeds.set('/airbnb.ics', {
      body: calendar(
        allDay('a1@airbnb.com', day(24), day(26)),
        allDay('a3@airbnb.com', day(70), day(71), ['RRULE:FREQ=WEEKLY;COUNT=3']),
        [
          'BEGIN:VEVENT',
          'UID:a3@airbnb.com',
          `RECURRENCE-ID;VALUE=DATE:${compact(day(77))}`,
          'DTSTAMP:20260101T000000Z',
          `DTSTART;VALUE=DATE:${compact(day(77))}`,
          `DTEND;VALUE=DATE:${compact(day(78))}`,
          'STATUS:CANCELLED',
          'END:VEVENT',
        ].join('\r\n'),
        allDay('a8@airbnb.com', day(90), day(92)),
      ),
    })
    expect(await syncFeed(feed)).toMatchObject({ synced: 1 })

    const rows = await blockedDays(importVilla)
    expect(daysOf(rows.filter((row) => row.feed_id === feed))).toEqual(
      [24, 25, 70, 84, 91].map((offset) => day(offset)),
    )
    expect(daysOf(rows.filter((row) => row.feed_id === null))).toEqual([day(21), day(90)])
    expect(await feedRow(feed)).toMatchObject({ conflicts: [], blocked_day_count: 5 })
  })

  it('changes nothing when the feed fails, and says why', async () => {
    const before = await blockedDays(importVilla)
    const { last_success_at: lastSuccess } = await feedRow(feed)

    // Each with its code and details, which the admin words in the staff member's language.
    const failures: [
      { status?: number; body?: string; hang?: boolean },
      RegExp,
      string,
      Record<string, unknown>,
    ][] = [
      [
        { status: 500, body: 'oops' },
        /^The calendar server answered HTTP 500$/,
        'http_status',
        { status: 500 },
      ],
      [{ body: '<!doctype html><p>Sign in</p>' }, /not.*iCal calendar/, 'not_ical', {}],
      [
        { body: 'BEGIN:VCALENDAR\r\nthis is not a line\r\n' },
        /could not be read/,
        'unreadable',
        {},
      ],
      [{ hang: true }, /did not answer within 15 seconds/, 'timeout', { seconds: 15 }],
    ]
    for (const [answer, message, code, params] of failures) {
      feeds.set('/airbnb.ics', answer)
      const result = await syncFeed(feed)
      expect(result).toMatchObject({ synced: 0, failed: 1 })
      expect(result.feeds[0]).toMatchObject({ code, params })
      expect(result.feeds[0]!.error).toMatch(message)
      const status = await feedRow(feed)
      expect(status).toMatchObject({ last_error_code: code, last_error_params: params })
      expect(status.last_error).toMatch(message)
      expect(status.last_success_at).toBe(lastSuccess)
      expect(status.last_attempt_at! > lastSuccess!).toBe(true)
      expect(await blockedDays(importVilla)).toEqual(before)
    }
  }, 60_000)

  it('syncs every feed on the schedule, and a good feed after a bad one clears the error', async () => {
    const other = await addFeed(importVilla, 'Booking.com', '/booking.ics')
    feeds.set('/booking.ics', { body: calendar(allDay('b1@booking.com', day(120), day(122))) })
    feeds.set('/airbnb.ics', { body: calendar(allDay('a9@airbnb.com', day(130), day(131))) })

    const { rows: before } = await db.stack.db.pg.query<{ last: number | null }>(
      'select max(id)::int as last from net._http_response',
    )
    await db.stack.cron.run('sync-calendars')
    await db.stack.net.drain()
    await expect
      .poll(async () => (await feedRow(other)).blocked_day_count, { timeout: 20_000 })
      .toBe(2)
    await expect.poll(async () => (await feedRow(feed)).last_error, { timeout: 20_000 }).toBeNull()

    // One call per feed, so one heavy calendar never spends the others' CPU time on hosted.
    const { rows: answers } = await db.stack.db.pg.query<{ content: string }>(
      'select content from net._http_response where id > $1',
      [before[0]?.last ?? 0],
    )
    const synced = answers.map((answer) => {
      const summary = JSON.parse(answer.content) as { feeds: Array<{ feed_id: string }> }
      expect(summary.feeds).toHaveLength(1)
      return summary.feeds[0]!.feed_id
    })
    expect(synced).toEqual(expect.arrayContaining([feed, other]))

    const rows = await blockedDays(importVilla)
    expect(daysOf(rows.filter((row) => row.feed_id === other))).toEqual([day(120), day(121)])
    expect(daysOf(rows.filter((row) => row.feed_id === feed))).toEqual([day(130)])
    expect(rows.find((row) => row.feed_id === other)?.reason).toBe('Calendar sync: Booking.com')
  }, 60_000)

  it('renames the source on the days when a feed is renamed, and removes them with the feed', async () => {
    expect(
      (await staff.from('villa_calendar_feeds').update({ name: 'Airbnb Villa' }).eq('id', feed))
        .error,
    ).toBeNull()
    const renamed = (await blockedDays(importVilla)).filter((row) => row.feed_id === feed)
    expect(renamed.map((row) => row.reason)).toEqual(['Calendar sync: Airbnb Villa'])

    expect((await staff.from('villa_calendar_feeds').delete().eq('id', feed)).error).toBeNull()
    const rows = await blockedDays(importVilla)
    expect(rows.some((row) => row.feed_id === feed)).toBe(false)
    expect(daysOf(rows.filter((row) => row.feed_id === null))).toEqual([day(21), day(90)])
  })
})

describe('a feed that suddenly comes back empty', () => {
  let emptyVilla: string
  let feed: string
  const withNights = calendar(allDay('e1@vrbo.com', day(30), day(33)))

  beforeAll(async () => {
    emptyVilla = await createVilla(db.service, { name: 'Villa Vide' })
    feeds.set('/vrbo.ics', { body: withNights })
    feed = await addFeed(emptyVilla, 'Vrbo', '/vrbo.ics')
    expect(await syncFeed(feed)).toMatchObject({ synced: 1 })
  })

  const imported = async () =>
    daysOf((await blockedDays(emptyVilla)).filter((row) => row.feed_id === feed))
  const held =
    'The calendar came back empty although it had 3 blocked days: they are kept. ' +
    'Sync again to confirm it is really empty.'

  it('keeps its days the first time, says so, and applies a second empty answer in a row', async () => {
    const nights = [day(30), day(31), day(32)]
    expect(await imported()).toEqual(nights)
    const { last_success_at: lastSuccess } = await feedRow(feed)

    // Empty once: held back, recorded like a failure.
    feeds.set('/vrbo.ics', { body: calendar() })
    const first = await syncFeed(feed)
    expect(first).toMatchObject({ synced: 0, failed: 1 })
    expect(first.feeds[0]).toMatchObject({
      error: held,
      code: 'came_back_empty',
      params: { count: 3 },
    })
    expect(await imported()).toEqual(nights)
    let status = await feedRow(feed)
    expect(status).toMatchObject({
      last_error: held,
      last_error_code: 'came_back_empty',
      last_error_params: { count: 3 },
      last_success_at: lastSuccess,
    })
    expect(status.empty_since).not.toBeNull()

    // An answer with nights in between: the empty one is forgotten.
    feeds.set('/vrbo.ics', { body: withNights })
    expect(await syncFeed(feed)).toMatchObject({ synced: 1 })
    expect(await feedRow(feed)).toMatchObject({
      last_error: null,
      last_error_code: null,
      last_error_params: {},
      empty_since: null,
    })

    // Empty again: held again; then empty a second time in a row: applied.
    feeds.set('/vrbo.ics', { body: calendar() })
    expect(await syncFeed(feed)).toMatchObject({ synced: 0, failed: 1 })
    expect(await imported()).toEqual(nights)
    expect(await syncFeed(feed)).toMatchObject({ synced: 1, failed: 0 })
    expect(await imported()).toEqual([])
    status = await feedRow(feed)
    expect(status).toMatchObject({ last_error: null, empty_since: null, blocked_day_count: 0 })
    expect(status.last_success_at! > lastSuccess!).toBe(true)

    // Nothing left to lose: an empty answer is simply applied.
    expect(await syncFeed(feed)).toMatchObject({ synced: 1, failed: 0 })
  })
})

describe('days staff block by hand over imported days', () => {
  let handVilla: string
  let feed: string

  beforeAll(async () => {
    handVilla = await createVilla(db.service, { name: 'Villa Main' })
    feeds.set('/expedia.ics', {
      body: calendar(
        allDay('x1@expedia.com', day(3), day(6)),
        allDay('x2@expedia.com', day(25), day(26)),
      ),
    })
    feed = await addFeed(handVilla, 'Expedia', '/expedia.ics')
    expect(await syncFeed(feed)).toMatchObject({ synced: 1 })
  })

  it('become theirs: the feed dropping those nights later does not free them', async () => {
    const { data: result, error } = await staff
      .rpc('admin_block_days', {
        p_villa_id: handVilla,
        p_from: day(1),
        p_to: day(10),
        p_reason: 'Owner stay',
      })
      .single()
    expect(error).toBeNull()
    expect(result).toEqual({ blocked: 10, skipped_booked: 0, skipped_blocked: 0 })
    // One day from the Blocked Dates screen's single-day form (block-dates.ts: an upsert).
    const single = await staff
      .from('blocked_dates')
      .upsert(
        { villa_id: handVilla, blocked_date: day(25), reason: 'Painting', feed_id: null },
        { onConflict: 'villa_id,blocked_date' },
      )
    expect(single.error).toBeNull()

    const manual = (from: number, to: number, reason: string) =>
      Array.from({ length: to - from + 1 }, (_, i) => ({
        blocked_date: day(from + i),
        reason,
        feed_id: null,
      }))
    const expected = [...manual(1, 10, 'Owner stay'), ...manual(25, 25, 'Painting')]
    expect(await blockedDays(handVilla)).toEqual(expected)

    // The channel drops both stays: nothing staff blocked comes free.
    feeds.set('/expedia.ics', { body: calendar(allDay('x3@expedia.com', day(40), day(41))) })
    expect(await syncFeed(feed)).toMatchObject({ synced: 1 })
    expect(await blockedDays(handVilla)).toEqual([
      ...expected,
      { blocked_date: day(40), reason: 'Calendar sync: Expedia', feed_id: feed },
    ])
    expect(await feedRow(feed)).toMatchObject({ blocked_day_count: 1 })
  })
})

describe('recurring events and heavy feeds', () => {
  it('blocks the future nights of a daily rule that started in 2010', async () => {
    const ruleVilla = await createVilla(db.service, { name: 'Villa Règle' })
    feeds.set('/rules.ics', {
      body: calendar(
        // Every day since 2010 until day 40 (UNTIL includes it).
        allDay('r1@channel.test', '2010-01-01', '2010-01-02', [
          `RRULE:FREQ=DAILY;UNTIL=${compact(day(40))}`,
        ]),
        // Tuesdays and Thursdays every other week since the week of 4 January 2010, for ever.
        allDay('r2@channel.test', '2010-01-05', '2010-01-06', [
          'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH',
        ]),
      ),
    })
    const feed = await addFeed(ruleVilla, 'Rules', '/rules.ics')
    expect(await syncFeed(feed)).toMatchObject({ synced: 1, failed: 0 })

    const weekOf2010 = Date.parse('2010-01-04T00:00:00Z')
    const expected = Array.from({ length: 732 }, (_, offset) => day(offset)).filter((date, i) => {
      const at = Date.parse(`${date}T00:00:00Z`)
      const week = Math.floor((at - weekOf2010) / (7 * 86_400_000))
      const weekday = new Date(at).getUTCDay()
      return i <= 40 || (week % 2 === 0 && (weekday === 2 || weekday === 4))
    })
    const imported = (await blockedDays(ruleVilla)).filter((row) => row.feed_id === feed)
    expect(daysOf(imported)).toEqual(expected)
  })

  it('stops a feed too heavy to read with its own error, and syncs the villa’s other feeds', async () => {
    const heavyVilla = await createVilla(db.service, { name: 'Villa Lourde' })
    feeds.set('/light.ics', { body: calendar(allDay('l1@channel.test', day(12), day(14))) })
    feeds.set('/secondly.ics', {
      body: calendar(
        [
          'BEGIN:VEVENT',
          'UID:s1@channel.test',
          'DTSTART:20100101T000000Z',
          'DTEND:20100101T000001Z',
          'RRULE:FREQ=SECONDLY',
          'END:VEVENT',
        ].join('\r\n'),
      ),
    })
    feeds.set('/crowded.ics', {
      body: calendar(
        ...Array.from({ length: 20_001 }, (_, i) =>
          [
            `BEGIN:VEVENT`,
            `UID:c${i}`,
            `DTSTART;VALUE=DATE:${compact(day(20))}`,
            'END:VEVENT',
          ].join('\r\n'),
        ),
      ),
    })
    const light = await addFeed(heavyVilla, 'Light', '/light.ics')
    const secondly = await addFeed(heavyVilla, 'Secondly', '/secondly.ics')
    const crowded = await addFeed(heavyVilla, 'Crowded', '/crowded.ics')

    const { data, error } = await staff.functions.invoke('sync-calendars', {
      body: { villa_id: heavyVilla },
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ synced: 1, failed: 2 })
    const tooBig =
      'The calendar is too big to read: it has too many events or repetitions. Nothing was changed.'
    expect(await feedRow(secondly)).toMatchObject({ last_error: tooBig, last_success_at: null })
    expect(await feedRow(crowded)).toMatchObject({ last_error: tooBig, last_success_at: null })
    expect(await feedRow(light)).toMatchObject({ last_error: null, blocked_day_count: 2 })
    expect(daysOf(await blockedDays(heavyVilla))).toEqual([day(12), day(13)])
  }, 60_000)
})

describe('timed events', () => {
  it('take the nights of their dates in Paris; all-day dates and floating times as written', async () => {
    const timedVilla = await createVilla(db.service, { name: 'Villa Horaire' })
    const timed = (uid: string, start: string, end: string) =>
      ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART${start}`, `DTEND${end}`, 'END:VEVENT'].join('\r\n')
    const newYork = [
      'BEGIN:VTIMEZONE',
      'TZID:Eastern Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ].join('\r\n')
    feeds.set('/timed.ics', {
      body: calendar(
        newYork,
        // 23:00 UTC is midnight or 1:00 in Paris, the next day: the night of day 41 only.
        timed('t1@channel.test', `:${compact(day(40))}T230000Z`, `:${compact(day(42))}T090000Z`),
        // 20:00 in New York (its VTIMEZONE) is 2:00 in Paris the next day: the night of day 51.
        timed(
          't2@channel.test',
          `;TZID=Eastern Standard Time:${compact(day(50))}T200000`,
          `;TZID=Eastern Standard Time:${compact(day(52))}T030000`,
        ),
        // An IANA name without its VTIMEZONE: known all the same.
        timed(
          't3@channel.test',
          `;TZID=America/Los_Angeles:${compact(day(55))}T200000`,
          `;TZID=America/Los_Angeles:${compact(day(56))}T200000`,
        ),
        // Floating: as written, the night of day 60.
        timed('t4@channel.test', `:${compact(day(60))}T230000`, `:${compact(day(61))}T090000`),
        allDay('t5@channel.test', day(70), day(71)),
      ),
    })
    const feed = await addFeed(timedVilla, 'Timed', '/timed.ics')
    expect(await syncFeed(feed)).toMatchObject({ synced: 1, failed: 0 })
    expect(daysOf(await blockedDays(timedVilla))).toEqual(
      [41, 51, 56, 60, 70].map((offset) => day(offset)),
    )
  })
})
