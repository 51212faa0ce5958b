// An iCalendar (RFC 5545) file of one all-day event: the guest's "Add to my calendar". Pure: the
// caller passes the moment it was made (DTSTAMP) and a stable UID.

export interface AllDayEvent {
  /** Unique and stable for the event, e.g. "<booking reference>@rivieravillas.com". */
  uid: string
  /** The first day, yyyy-MM-dd. */
  start: string
  /** The day after the last one, yyyy-MM-dd (DTEND of an all-day event is exclusive). */
  end: string
  summary: string
  location?: string | null
  description?: string | null
  url?: string | null
  /** When the file was made. */
  stamp: Date
}

const CRLF = '\r\n'

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** yyyy-MM-dd → yyyyMMdd, the DATE form; anything else is refused. */
function icsDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not a day: ${day}`)
  return day.replaceAll('-', '')
}

/** 2026-07-14T09:30:00Z → 20260714T093000Z. */
function icsStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with a space, and a
 * multi-byte character is never split.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74
    if (size + bytes > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** The .ics file's text: one VEVENT, all day, CRLF line ends. */
export function allDayEventIcs(event: AllDayEvent): string {
  if (icsDate(event.end) <= icsDate(event.start)) {
    throw new Error('An event ends after it starts')
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Riviera Villas//Stay//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsStamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${icsDate(event.start)}`,
    `DTEND;VALUE=DATE:${icsDate(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}
