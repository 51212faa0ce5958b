// The nights an iCal feed (Airbnb, Booking.com, Vrbo…) says are taken, parsed with ical.js.
import ICAL from 'npm:ical.js@2.2.1'

type IcalTime = InstanceType<typeof ICAL.Time>
type IcalEvent = InstanceType<typeof ICAL.Event>
type IcalComponent = InstanceType<typeof ICAL.Component>

/** Where the villas are: a timed event takes the nights of the dates it has there. */
const VILLA_TIME_ZONE = 'Europe/Paris'

/**
 * The work one feed may cost: events plus the occurrences of recurring events looked at, and
 * time. Reading a feed is synchronous CPU, and hosted Edge Functions stop a request past 2 s of
 * CPU for every feed of the run: a feed beyond these fails with its own error, the others go on.
 */
const MAX_WORK = 50_000
const MAX_MILLISECONDS = 400

export interface FeedNights {
  /** Events that count (cancelled ones and our own echoed back excluded). */
  eventCount: number
  /** yyyy-MM-dd, sorted, within [from, to]. */
  nights: string[]
}

export class FeedError extends Error {}

class WorkBudget {
  private spent = 0
  private readonly started = performance.now()

  spend() {
    this.spent += 1
    if (this.spent > MAX_WORK || (this.spent % 256 === 0 && this.isOverTime())) this.stop()
  }

  checkTime() {
    if (this.isOverTime()) this.stop()
  }

  private isOverTime() {
    return performance.now() - this.started > MAX_MILLISECONDS
  }

  private stop(): never {
    throw new FeedError(
      'The calendar is too big to read: it has too many events or repetitions. Nothing was changed.',
    )
  }
}

/** Our own export's events (ical-export) come back if a channel re-exports what it imported. */
function isOurOwnEvent(event: IcalEvent): boolean {
  return /@rivieravillas$/i.test(event.uid ?? '')
}

function isCancelled(component: IcalComponent): boolean {
  return String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED'
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The date as written in the feed. */
const writtenDate = (time: IcalTime) => `${time.year}-${pad(time.month)}-${pad(time.day)}`

const villaClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: VILLA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** yyyy-MM-dd in the villas' time zone, from the parts (a locale's pattern may change). */
function villaDate(instant: Date): string {
  const parts = villaClock.formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

const zoneClocks = new Map<string, Intl.DateTimeFormat | null>()

/** A formatter showing the wall clock of an IANA zone, or null for a name Intl does not know. */
function zoneClock(zone: string): Intl.DateTimeFormat | null {
  if (!zoneClocks.has(zone)) {
    try {
      const clock = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
      zoneClocks.set(zone, clock)
    } catch {
      zoneClocks.set(zone, null)
    }
  }
  return zoneClocks.get(zone)!
}

/** The instant a wall-clock time has in an IANA zone (its offset looked up twice, for DST). */
function instantIn(time: IcalTime, clock: Intl.DateTimeFormat): Date {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      clock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
    )
    const shown = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)
    return shown + parts.second * 1000 - instant
  }
  const guess = wall - offsetAt(wall)
  return new Date(wall - offsetAt(guess))
}

/**
 * The villa's date of a time: all-day dates and floating times as written; times in UTC or in a
 * zone (the feed's VTIMEZONE, which ical.js finds itself, or else an IANA name) on the date they
 * have in the villas' time zone: 23:00Z on the 5th is the 6th in Paris.
 */
function dayOf(time: IcalTime, zoneId: string | null): string {
  if (time.isDate) return writtenDate(time)
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) {
    return villaDate(time.toJSDate())
  }
  // A TZID without its VTIMEZONE: ical.js leaves the time floating.
  const clock = zoneId ? zoneClock(zoneId) : null
  return clock ? villaDate(instantIn(time, clock)) : writtenDate(time)
}

/** The TZID of an event's start and end, as written. */
function zoneIds(component: IcalComponent): { start: string | null; end: string | null } {
  const tzid = (name: string) => {
    const value = component.getFirstProperty(name)?.getParameter('tzid')
    return typeof value === 'string' ? value : null
  }
  const start = tzid('dtstart')
  return { start, end: component.hasProperty('dtend') ? tzid('dtend') : start }
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * The nights from start to end: all-day events end on the morning after their last night
 * (exclusive DTEND); timed events take each night from their start day to their end day, and
 * one night at least (a morning's maintenance blocks that day).
 */
function addNights(
  nights: Set<string>,
  component: IcalComponent,
  start: IcalTime,
  end: IcalTime,
  from: string,
  to: string,
) {
  const zones = zoneIds(component)
  const first = dayOf(start, zones.start)
  const endDay = dayOf(end, zones.end)
  const last = endDay > first ? addDays(endDay, -1) : first
  for (let day = first > from ? first : from; day <= last && day <= to; day = addDays(day, 1)) {
    nights.add(day)
  }
}

/**
 * Where to start iterating a daily or weekly rule that began long before the window: a whole
 * number of its periods later, still short of the window by the event's length and a week, so
 * the occurrences are the rule's own and none that reaches into the window is skipped. Null when
 * the rule must be followed from its start (a COUNT, several rules, RDATEs, a THISANDFUTURE
 * exception).
 */
function fastForward(event: IcalEvent, exceptions: IcalEvent[], from: string): IcalTime | null {
  const component = event.component
  const rules = component.getAllProperties('rrule')
  if (rules.length !== 1 || component.hasProperty('rdate')) return null
  if (exceptions.some((exception) => exception.modifiesFuture())) return null
  const rule = rules[0]!.getFirstValue() as InstanceType<typeof ICAL.Recur>
  const periodDays = rule.freq === 'DAILY' ? 1 : rule.freq === 'WEEKLY' ? 7 : 0
  if (!periodDays || rule.count) return null

  const step = periodDays * (rule.interval || 1)
  const start = event.startDate
  const length = Math.max(0, daysBetween(writtenDate(start), writtenDate(event.endDate)))
  const periods = Math.floor((daysBetween(writtenDate(start), from) - length - 8) / step)
  if (periods <= 0) return null
  const later = start.clone()
  later.adjust(periods * step, 0, 0, 0)
  return later
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
  const budget = new WorkBudget()
  const root = parseCalendar(text)
  budget.checkTime()
  const components = root.getAllSubcomponents('vevent')
  // Exceptions are related by UID below: ical.js would otherwise scan the whole calendar for each
  // event (and relate other events' exceptions too).
  const standalone = { exceptions: [], strictExceptions: true }
  const masters = new Map<string, IcalEvent>()
  const exceptionsOf = new Map<string, IcalEvent[]>()
  const singles: IcalEvent[] = []
  for (const component of components) {
    budget.spend()
    if (component.hasProperty('recurrence-id')) continue
    const event = new ICAL.Event(component, standalone)
    if (event.isRecurring() && event.uid) masters.set(event.uid, event)
    else singles.push(event)
  }
  // A changed or cancelled occurrence of a recurring event is its own VEVENT (RECURRENCE-ID).
  for (const component of components) {
    if (!component.hasProperty('recurrence-id')) continue
    const exception = new ICAL.Event(component, standalone)
    const master = masters.get(exception.uid)
    if (!master) {
      singles.push(exception)
      continue
    }
    master.relateException(exception)
    exceptionsOf.set(exception.uid, [...(exceptionsOf.get(exception.uid) ?? []), exception])
  }

  const nights = new Set<string>()
  let eventCount = 0
  for (const event of singles) {
    if (isCancelled(event.component) || isOurOwnEvent(event) || !event.startDate) continue
    eventCount += 1
    addNights(nights, event.component, event.startDate, event.endDate, from, to)
  }
  for (const event of masters.values()) {
    if (isCancelled(event.component) || isOurOwnEvent(event) || !event.startDate) continue
    eventCount += 1
    const exceptions = exceptionsOf.get(event.uid) ?? []
    const later = fastForward(event, exceptions, from)
    if (later) {
      // Occurrences before the new start that were moved: they may land in the window.
      for (const exception of exceptions) {
        if (exception.recurrenceId.compare(later) >= 0 || isCancelled(exception.component)) continue
        addNights(nights, exception.component, exception.startDate, exception.endDate, from, to)
      }
    }
    const startZone = zoneIds(event.component).start
    // Without exceptions, an occurrence that starts this long before the window ends before it.
    const length = daysBetween(writtenDate(event.startDate), writtenDate(event.endDate))
    const endsBeforeWindow = exceptions.length === 0 ? addDays(from, -Math.max(0, length) - 2) : ''
    const occurrences = event.iterator(later ?? undefined)
    for (let next = occurrences.next(); next; next = occurrences.next()) {
      budget.spend()
      const day = dayOf(next, startZone)
      if (day > to) break
      if (day < endsBeforeWindow) continue
      const details = event.getOccurrenceDetails(next)
      if (!isCancelled(details.item.component)) {
        addNights(nights, details.item.component, details.startDate, details.endDate, from, to)
      }
    }
  }
  return { eventCount, nights: [...nights].sort() }
}
