// The nights an iCal feed (Airbnb, Booking.com, Vrbo…) says are taken, parsed with ical.js.
import ICAL from 'npm:ical.js@^2.2.1'

type IcalTime = InstanceType<typeof ICAL.Time>
type IcalEvent = InstanceType<typeof ICAL.Event>
type IcalComponent = InstanceType<typeof ICAL.Component>

/** Recurrences are expanded this far at most, whatever the rule says. */
const MAX_OCCURRENCES = 5000

export interface FeedNights {
  /** Events that count (cancelled ones and our own echoed back excluded). */
  eventCount: number
  /** yyyy-MM-dd, sorted, within [from, to]. */
  nights: string[]
}

export class FeedError extends Error {}

/** Our own export's events (ical-export) come back if a channel re-exports what it imported. */
function isOurOwnEvent(event: IcalEvent): boolean {
  return /@rivieravillas$/i.test(event.uid ?? '')
}

function isCancelled(component: IcalComponent): boolean {
  return String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED'
}

/** The wall-clock date of a time, as written in the feed (its own zone). */
function dateOf(time: IcalTime): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/**
 * The nights from start to end: all-day events end on the morning after their last night
 * (exclusive DTEND); timed events take each night from their start day to their end day, and
 * one night at least (a morning's maintenance blocks that day).
 */
function addNights(nights: Set<string>, start: IcalTime, end: IcalTime, from: string, to: string) {
  const first = dateOf(start)
  const endDay = dateOf(end)
  const last = endDay > first ? addDays(endDay, -1) : first
  for (let day = first > from ? first : from; day <= last && day <= to; day = addDays(day, 1)) {
    nights.add(day)
  }
}

function parseCalendar(text: string): IcalComponent {
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 2000))) {
    throw new FeedError('The link did not return an iCal calendar (no BEGIN:VCALENDAR)')
  }
  try {
    const root = new ICAL.Component(ICAL.parse(text) as unknown[])
    if (root.name !== 'vcalendar') throw new Error(`a ${root.name} instead of a calendar`)
    return root
  } catch (error) {
    throw new FeedError(`The calendar could not be read: ${(error as Error).message}`)
  }
}

/** Every night the feed's events take between from and to (inclusive, yyyy-MM-dd). */
export function feedNights(text: string, from: string, to: string): FeedNights {
  const root = parseCalendar(text)
  const components = root.getAllSubcomponents('vevent')
  const masters = new Map<string, IcalEvent>()
  const singles: IcalEvent[] = []
  for (const component of components) {
    if (component.hasProperty('recurrence-id')) continue
    const event = new ICAL.Event(component)
    if (event.isRecurring() && event.uid) masters.set(event.uid, event)
    else singles.push(event)
  }
  // A changed or cancelled occurrence of a recurring event is its own VEVENT (RECURRENCE-ID).
  for (const component of components) {
    if (!component.hasProperty('recurrence-id')) continue
    const exception = new ICAL.Event(component)
    const master = masters.get(exception.uid)
    if (master) master.relateException(exception)
    else singles.push(exception)
  }

  const nights = new Set<string>()
  let eventCount = 0
  for (const event of singles) {
    if (isCancelled(event.component) || isOurOwnEvent(event) || !event.startDate) continue
    eventCount += 1
    addNights(nights, event.startDate, event.endDate, from, to)
  }
  for (const event of masters.values()) {
    if (isCancelled(event.component) || isOurOwnEvent(event) || !event.startDate) continue
    eventCount += 1
    const occurrences = event.iterator()
    for (let n = 0, next = occurrences.next(); next && n < MAX_OCCURRENCES; n++) {
      if (dateOf(next) > to) break
      const details = event.getOccurrenceDetails(next)
      if (!isCancelled(details.item.component)) {
        addNights(nights, details.startDate, details.endDate, from, to)
      }
      next = occurrences.next()
    }
  }
  return { eventCount, nights: [...nights].sort() }
}
