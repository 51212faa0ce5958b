import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createVilla,
  day,
  startDatabaseStack,
  type DatabaseStack,
} from './support/database-stack.ts'

// The calendar sync against what a hostile link can do: calendars built to exhaust it
// (tests/fixtures/calendars) and links to this machine or the private network (SSRF), run
// through the functions runtime exactly as staff's "Sync now" and pg_cron call it.

let db: DatabaseStack
let staff: SupabaseClient
/** The test's calendar server, the one local host the sync is allowed (CALENDAR_SYNC_ALLOWED_HOSTS). */
let channel: Server
let channelBase: string
/** A private service on this machine that no feed may reach: it counts who asked. */
let secret: Server
let secretPort: number
let secretHits = 0
const SECRET_LINE = 'SECRET-TOKEN: inbox-api-key-8f3a'
const answers = new Map<string, { status?: number; body?: string; location?: string }>()

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/calendars/${name}`, import.meta.url), 'utf8')

const compact = (date: string) => date.replaceAll('-', '')

function goodCalendar(uid: string, first: string, end: string) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Channel//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART;VALUE=DATE:${compact(first)}`,
    `DTEND;VALUE=DATE:${compact(end)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

async function addFeed(villaId: string, name: string, url: string) {
  const { data, error } = await db.service
    .from('villa_calendar_feeds')
    .insert({ villa_id: villaId, name, url })
    .select('id')
    .single()
  if (error) throw error
  return data.id
}

async function sync(body: { feed_id: string } | { villa_id: string }) {
  const { data, error } = await staff.functions.invoke('sync-calendars', { body })
  if (error) throw error
  return data as {
    synced: number
    failed: number
    feeds: { feed_id: string; ok: boolean; error?: string }[]
  }
}

async function feedRow(feedId: string) {
  const { data, error } = await db.service
    .from('villa_calendar_feeds')
    .select('last_error, last_error_code, last_error_params, last_success_at, blocked_day_count')
    .eq('id', feedId)
    .single()
  if (error) throw error
  return data
}

beforeAll(async () => {
  channel = createServer((req, res) => {
    const answer = answers.get(req.url ?? '')
    if (!answer) return void res.writeHead(404).end(SECRET_LINE)
    res.writeHead(answer.status ?? 200, {
      'content-type': 'text/calendar; charset=utf-8',
      ...(answer.location ? { location: answer.location } : {}),
    })
    res.end(answer.body ?? '')
  })
  await new Promise<void>((resolve) => channel.listen(0, '127.0.0.1', resolve))
  channelBase = `http://127.0.0.1:${(channel.address() as AddressInfo).port}`
  secret = createServer((_req, res) => {
    secretHits += 1
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`${SECRET_LINE}\r\n`)
  })
  await new Promise<void>((resolve) => secret.listen(0, '::', resolve))
  secretPort = (secret.address() as AddressInfo).port

  db = await startDatabaseStack({
    functionEnv: { CALENDAR_SYNC_ALLOWED_HOSTS: new URL(channelBase).host },
  })
  staff = (await db.signIn('staff')).client
  // The function's first call starts Deno: not counted in the timings below.
  const warm = await createVilla(db.service, { name: 'Villa Chauffe' })
  answers.set('/warm.ics', { body: goodCalendar('w@channel.test', day(3), day(4)) })
  await sync({ feed_id: await addFeed(warm, 'Warm', `${channelBase}/warm.ics`) })
}, 120_000)

afterAll(async () => {
  for (const server of [channel, secret]) {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  }
  await db?.stop()
})

describe('a hostile calendar', () => {
  const tooBig =
    'The calendar is too big to read: it has too many events or repetitions. Nothing was changed.'

  it('fails within its budget with its error recorded, while another villa’s feed syncs on time', async () => {
    const hostileVilla = await createVilla(db.service, { name: 'Villa Hostile' })
    const goodVilla = await createVilla(db.service, { name: 'Villa Paisible' })
    answers.set('/minutely-zone.ics', { body: fixture('minutely-time-zone.ics') })
    answers.set('/impossible.ics', { body: fixture('impossible-rule.ics') })
    answers.set('/every-minute-zone.ics', { body: fixture('rdate-every-minute-zone.ics') })
    answers.set('/good.ics', { body: goodCalendar('g@channel.test', day(30), day(33)) })
    const minutely = await addFeed(hostileVilla, 'Minutely', `${channelBase}/minutely-zone.ics`)
    const impossible = await addFeed(hostileVilla, 'Impossible', `${channelBase}/impossible.ics`)
    const everyMinute = await addFeed(
      hostileVilla,
      'Every minute',
      `${channelBase}/every-minute-zone.ics`,
    )
    const good = await addFeed(goodVilla, 'Good', `${channelBase}/good.ics`)

    const started = performance.now()
    const hostileSync = sync({ villa_id: hostileVilla }).then((result) => ({
      result,
      ms: performance.now() - started,
    }))
    // The good feed is asked for just after: it must not wait for the hostile ones.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const goodStarted = performance.now()
    const goodResult = await sync({ feed_id: good })
    const goodMs = performance.now() - goodStarted
    const hostile = await hostileSync

    expect(goodResult).toMatchObject({ synced: 1, failed: 0 })
    expect(await feedRow(good)).toMatchObject({ last_error: null, blocked_day_count: 3 })
    expect(goodMs).toBeLessThan(2_500)

    // Each hostile feed in a call of its own, each stopped by its budget (0.8 s) well before
    // hosted's 2 s of CPU per request: the whole villa within 4 s.
    expect(hostile.result).toMatchObject({ synced: 0, failed: 3 })
    expect(hostile.ms).toBeLessThan(4_000)
    expect((await feedRow(minutely)).last_error).toBe(
      'The calendar’s time zone “Riviera/Minutely” changes its clocks more often than once a year (minutely), which no real time zone does: the calendar was not read. Nothing was changed.',
    )
    expect(await feedRow(impossible)).toMatchObject({ last_error: tooBig, last_success_at: null })
    expect(await feedRow(everyMinute)).toMatchObject({
      last_error:
        'The calendar’s time zone “Riviera/Every minute” changes its clocks more than 2000 times, which no real time zone does: the calendar was not read. Nothing was changed.',
      last_success_at: null,
    })
  }, 60_000)

  it('reads 3,000 events of ten years each quickly (runs of nights, not night by night)', async () => {
    const villa = await createVilla(db.service, { name: 'Villa Décennie' })
    answers.set('/ten-years.ics', { body: fixture('ten-year-events.ics') })
    const feed = await addFeed(villa, 'Ten years', `${channelBase}/ten-years.ics`)
    const started = performance.now()
    const result = await sync({ feed_id: feed })
    const ms = performance.now() - started
    expect(result).toMatchObject({ synced: 1, failed: 0 })
    expect(await feedRow(feed)).toMatchObject({ last_error: null, blocked_day_count: 732 })
    expect(ms).toBeLessThan(2_500)
  }, 30_000)

  it('refuses a calendar over 2 MB or over 20,000 events before reading it', async () => {
    const villa = await createVilla(db.service, { name: 'Villa Volume' })
    const header = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\n'
    const oneEvent = `BEGIN:VEVENT\r\nUID:e@x\r\nDTSTART;VALUE=DATE:${compact(day(9))}\r\nEND:VEVENT\r\n`
    answers.set('/heavy.ics', {
      body: `${header}BEGIN:VEVENT\r\nUID:h@x\r\nDESCRIPTION:${'x'.repeat(2.5 * 1024 * 1024)}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    })
    answers.set('/many.ics', { body: `${header}${oneEvent.repeat(20_001)}END:VCALENDAR\r\n` })
    const heavy = await addFeed(villa, 'Heavy', `${channelBase}/heavy.ics`)
    const many = await addFeed(villa, 'Many', `${channelBase}/many.ics`)
    const started = performance.now()
    expect(await sync({ villa_id: villa })).toMatchObject({ synced: 0, failed: 2 })
    expect(performance.now() - started).toBeLessThan(2_500)
    expect((await feedRow(heavy)).last_error).toBe(
      'The calendar is larger than 2 MB. Nothing was changed.',
    )
    expect((await feedRow(many)).last_error).toBe(tooBig)
  }, 30_000)

  it('stops within its budget on one event with 19,999 changed occurrences', async () => {
    const villa = await createVilla(db.service, { name: 'Villa Exceptions' })
    const first = Date.parse('2025-01-02T00:00:00Z')
    const exceptions = Array.from({ length: 19_999 }, (_, i) => {
      const date = compact(new Date(first + i * 86_400_000).toISOString().slice(0, 10))
      return `BEGIN:VEVENT\r\nUID:m@x\r\nRECURRENCE-ID;VALUE=DATE:${date}\r\nDTSTART;VALUE=DATE:${date}\r\nEND:VEVENT\r\n`
    })
    answers.set('/exceptions.ics', {
      body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:m@x\r\nDTSTART;VALUE=DATE:20250101\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\n${exceptions.join('')}END:VCALENDAR\r\n`,
    })
    const feed = await addFeed(villa, 'Exceptions', `${channelBase}/exceptions.ics`)
    const started = performance.now()
    const result = (await sync({ feed_id: feed })) as { synced: number; failed: number }
    // It took 5.1 s when changed occurrences were gathered by copying. Read in linear time it
    // now fits the budget on an idle machine and syncs; on a busy one the clock may run out
    // first: either way it ends within the budget, with a true record on the feed.
    expect(performance.now() - started).toBeLessThan(2_500)
    expect(result.synced + result.failed).toBe(1)
    const row = await feedRow(feed)
    expect(row.last_error).toBe(result.failed ? tooBig : null)
    if (result.synced) expect(row.blocked_day_count).toBeGreaterThan(0)
  }, 30_000)

  it('stops on 120,000 excluded dates before ical.js sorts them (that took 4 s)', async () => {
    const villa = await createVilla(db.service, { name: 'Villa Exclusions' })
    const first = Date.parse('2025-01-01T12:00:00Z')
    const excluded = Array.from({ length: 120_000 }, (_, i) =>
      new Date(first + ((i * 7919) % 120_000) * 3_600_000)
        .toISOString()
        .replace(/[-:]|\.\d{3}/g, ''),
    )
    answers.set('/exdates.ics', {
      body: `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:ex@x\r\nDTSTART:20250101T120000Z\r\nRRULE:FREQ=DAILY\r\nEXDATE:${excluded.join(',')}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    })
    const feed = await addFeed(villa, 'Exclusions', `${channelBase}/exdates.ics`)
    const started = performance.now()
    expect(await sync({ feed_id: feed })).toMatchObject({ failed: 1 })
    expect(performance.now() - started).toBeLessThan(2_500)
    expect((await feedRow(feed)).last_error).toBe(tooBig)
  }, 30_000)

  it('refuses durations and intervals whose arithmetic alone would take seconds', async () => {
    const villa = await createVilla(db.service, { name: 'Villa Siècle' })
    const event = (lines: string[]) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:x@hostile.test',
        `DTSTART;VALUE=DATE:${compact(day(10))}`,
        ...lines,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n')
    answers.set('/duration.ics', { body: event(['DURATION:-P99999999999D']) })
    answers.set('/interval.ics', { body: event(['RRULE:FREQ=DAILY;INTERVAL=99999999999']) })
    const duration = await addFeed(villa, 'Duration', `${channelBase}/duration.ics`)
    const interval = await addFeed(villa, 'Interval', `${channelBase}/interval.ics`)
    const started = performance.now()
    expect(await sync({ villa_id: villa })).toMatchObject({ synced: 0, failed: 2 })
    expect(performance.now() - started).toBeLessThan(2_500)
    expect((await feedRow(duration)).last_error).toMatch(/lasting more than a hundred years/)
    expect((await feedRow(interval)).last_error).toMatch(/repeating every 99999999999 periods/)
  }, 30_000)
})

describe('links to this machine or a private network (SSRF)', () => {
  let villa: string

  beforeAll(async () => {
    villa = await createVilla(db.service, { name: 'Villa Réseau' })
  })

  async function refusal(url: string) {
    const feed = await addFeed(villa, `Link ${Math.random()}`, url)
    const result = await sync({ feed_id: feed })
    expect(result.failed).toBe(1)
    return (await feedRow(feed)).last_error ?? ''
  }

  it('never fetches loopback, however it is written, nor the stack’s own APIs', async () => {
    const port = secretPort
    const links = [
      `http://127.0.0.1:${port}/calendar.ics`,
      `http://localhost:${port}/calendar.ics`,
      `http://localhost.:${port}/calendar.ics`,
      `http://calendar.localhost:${port}/calendar.ics`,
      `http://2130706433:${port}/calendar.ics`,
      `http://127.1:${port}/calendar.ics`,
      `http://0x7f.1:${port}/calendar.ics`,
      `http://0177.0.0.1:${port}/calendar.ics`,
      `http://[::1]:${port}/calendar.ics`,
      `http://[::ffff:127.0.0.1]:${port}/calendar.ics`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${port}/calendar.ics`,
      `http://0.0.0.0:${port}/calendar.ics`,
      `http://[::]:${port}/calendar.ics`,
      `${db.stack.url}/rest/v1/villas`,
      `${db.stack.mail.url}/api/v1/messages`,
    ]
    for (const link of links) {
      const error = await refusal(link)
      expect(error, link).toBe(
        'A calendar link must point to the internet: addresses of this server or of a private network are never fetched. Nothing was changed.',
      )
    }
    expect(secretHits).toBe(0)
  }, 120_000)

  it('never fetches private, link-local, metadata, carrier-grade NAT or multicast addresses', async () => {
    for (const link of [
      'http://10.0.0.1/calendar.ics',
      'http://172.16.0.1/calendar.ics',
      'http://172.31.255.255/calendar.ics',
      'http://192.168.1.1/calendar.ics',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/calendar.ics',
      'http://224.0.0.1/calendar.ics',
      'http://255.255.255.255/calendar.ics',
      'http://[fe80::1]/calendar.ics',
      'http://[fc00::1]/calendar.ics',
      'http://[fd12:3456::1]/calendar.ics',
      'http://[::ffff:169.254.169.254]/calendar.ics',
      'http://[64:ff9b::a00:1]/calendar.ics',
      'http://[2002:7f00:1::]/calendar.ics',
      'http://intranet/calendar.ics',
    ]) {
      expect(await refusal(link), link).toMatch(/^A calendar link must point to the internet/)
    }
  }, 120_000)

  it('checks every redirect, and follows five at most', async () => {
    answers.set('/to-loopback.ics', {
      status: 302,
      location: `http://127.0.0.1:${secretPort}/calendar.ics`,
    })
    answers.set('/to-localhost.ics', {
      status: 307,
      location: `http://localhost:${secretPort}/calendar.ics`,
    })
    answers.set('/to-metadata.ics', {
      status: 301,
      location: 'http://169.254.169.254/latest/meta-data/',
    })
    for (const path of ['/to-loopback.ics', '/to-localhost.ics', '/to-metadata.ics']) {
      expect(await refusal(`${channelBase}${path}`)).toBe(
        'The calendar server redirected the sync elsewhere, and it was not followed: a calendar link must point to the internet: addresses of this server or of a private network are never fetched. Nothing was changed.',
      )
    }
    expect(secretHits).toBe(0)

    // A redirect within the allowed server is followed; a loop is stopped.
    answers.set('/moved.ics', { status: 301, location: '/here.ics' })
    answers.set('/here.ics', { body: goodCalendar('m@channel.test', day(40), day(41)) })
    const moved = await addFeed(villa, 'Moved', `${channelBase}/moved.ics`)
    expect(await sync({ feed_id: moved })).toMatchObject({ synced: 1 })
    answers.set('/loop.ics', { status: 302, location: '/loop.ics' })
    expect(await refusal(`${channelBase}/loop.ics`)).toBe(
      'The calendar server redirected more than 5 times. Nothing was changed.',
    )
  }, 60_000)

  it('stores each refusal by its code and reason, for the admin to word', async () => {
    answers.set('/to-metadata.ics?coded', {
      status: 301,
      location: 'http://169.254.169.254/latest/meta-data/',
    })
    answers.set('/loop.ics?coded', { status: 302, location: '/loop.ics?coded' })
    const stored = async (url: string) => {
      const feed = await addFeed(villa, `Coded ${Math.random()}`, url)
      expect((await sync({ feed_id: feed })).failed).toBe(1)
      const { last_error_code, last_error_params } = await feedRow(feed)
      return { code: last_error_code, params: last_error_params }
    }
    expect(await stored(`http://127.0.0.1:${secretPort}/calendar.ics?coded`)).toEqual({
      code: 'link_refused',
      params: { reason: 'link_local' },
    })
    expect(await stored(`${channelBase}/to-metadata.ics?coded`)).toEqual({
      code: 'redirect_refused',
      params: { reason: 'link_local' },
    })
    expect(await stored(`${channelBase}/loop.ics?coded`)).toEqual({
      code: 'too_many_redirects',
      params: { max: 5 },
    })
    expect(secretHits).toBe(0)
  }, 60_000)

  it('never quotes what answered in the error staff read', async () => {
    answers.set('/not-ical.ics', { body: `${SECRET_LINE}\r\n` })
    answers.set('/broken.ics', { body: `BEGIN:VCALENDAR\r\n${SECRET_LINE}\r\n` })
    answers.set('/error.ics', { status: 500, body: SECRET_LINE })
    // Nested 60,000 deep: ical.js overflows its stack, which is not said either.
    answers.set('/nested.ics', {
      body: `BEGIN:VCALENDAR\r\n${'BEGIN:X\r\n'.repeat(60_000)}${'END:X\r\n'.repeat(60_000)}END:VCALENDAR\r\n`,
    })
    const errors = [
      await refusal(`${channelBase}/not-ical.ics`),
      await refusal(`${channelBase}/broken.ics`),
      await refusal(`${channelBase}/nested.ics`),
      await refusal(`${channelBase}/error.ics`),
      await refusal(`${channelBase}/missing.ics`),
    ]
    expect(errors).toEqual([
      'The link did not return an iCal calendar (no BEGIN:VCALENDAR)',
      'The calendar could not be read: it is not valid iCal. Nothing was changed.',
      'The calendar could not be read: it is not valid iCal. Nothing was changed.',
      'The calendar server answered HTTP 500',
      'The calendar server answered HTTP 404',
    ])
    for (const error of errors) expect(error).not.toMatch(/SECRET|inbox-api-key/)
  }, 60_000)
})
