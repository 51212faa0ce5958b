// A villa's availability as an iCal feed, for Airbnb, Booking.com and Vrbo to import:
//   <SUPABASE_URL>/functions/v1/ical-export/<token>.ics
// No key (verify_jwt = false): the secret token in the URL is the access. The feed holds dates
// only: no guest names, emails, phones or prices.
import ical from 'npm:ical-generator@10.2.0'
import { serviceClient } from '../_shared/clients.ts'
import type { CompositeTypes } from '../_shared/database.types.ts'

type CalendarExport = CompositeTypes<'calendar_export'>

/** The answer's ranges (calendar_export): each with its first day and the day after its last. */
function ranges(list: CompositeTypes<'calendar_range'>[] | null) {
  return (list ?? []).flatMap(({ id, start, end }) => (start && end ? [{ id, start, end }] : []))
}

/** The token is the last path segment, with or without ".ics" (hosted strips /functions/v1). */
function tokenFrom(url: URL): string | null {
  const last = url.pathname.split('/').filter(Boolean).pop() ?? ''
  let token: string
  try {
    token = decodeURIComponent(last).replace(/\.ics$/i, '')
  } catch {
    return null // a malformed percent-escape (`%.ics`) is no calendar's link
  }
  return /^[A-Za-z0-9_-]{32,200}$/.test(token) ? token : null
}

function notFound(): Response {
  return new Response('No calendar here: the link is wrong or was replaced by a new one.\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}

function calendarText(feed: CalendarExport): string {
  const calendar = ical({
    name: `${feed.villa_name} — Riviera Villas`,
    prodId: { company: 'Riviera Villas', product: 'Availability', language: 'EN' },
  })
  // All-day events with an exclusive end (DTEND = the day after the last night), as Airbnb and
  // Booking.com read them. UIDs stay the same from one fetch to the next.
  for (const stay of ranges(feed.stays)) {
    calendar.createEvent({
      id: `booking-${stay.id}@rivieravillas`,
      start: stay.start,
      end: stay.end,
      allDay: true,
      summary: 'Reserved',
      stamp: new Date(),
    })
  }
  for (const run of ranges(feed.blocked)) {
    calendar.createEvent({
      id: `blocked-${feed.villa_id}-${run.start}@rivieravillas`,
      start: run.start,
      end: run.end,
      allDay: true,
      summary: 'Not available',
      stamp: new Date(),
    })
  }
  return calendar.toString()
}

Deno.serve(async (req) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response('Method not allowed\n', { status: 405, headers: { allow: 'GET, HEAD' } })
  }
  const token = tokenFrom(new URL(req.url))
  if (!token) return notFound()

  const { data, error } = await serviceClient()
    .rpc('calendar_export', { p_token: token })
    .maybeSingle()
  if (error) {
    console.error('ical-export:', error.message)
    return new Response('The calendar is unavailable right now. Try again later.\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' },
    })
  }
  if (!data) return notFound()

  const body = calendarText(data)
  return new Response(req.method === 'HEAD' ? null : body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="availability.ics"',
      // The channels poll every few hours; a short cache keeps their view fresh.
      'cache-control': 'private, max-age=300',
    },
  })
})
