// The nights an iCal feed (Airbnb, Booking.com, Vrbo…) says are taken, parsed with ical.js.
import ICAL from 'npm:ical.js@2.2.1'
import { FeedError, feedError } from './feed-errors.ts'

type IcalTime = InstanceType<typeof ICAL.Time>
type IcalEvent = InstanceType<typeof ICAL.Event>
type IcalComponent = InstanceType<typeof ICAL.Component>

/** Where the villas are: a timed event takes the nights of the dates it has there. */
const VILLA_TIME_ZONE = 'Europe/Paris'

/**
 * The work one feed may cost: events, occurrences of recurring events and every step ical.js
 * takes to find them (time zone rules included), and time. Reading a feed is synchronous CPU, and
 * hosted Edge Functions stop a request past 2 s of CPU
 * (https://supabase.com/docs/guides/functions/limits): a feed beyond these fails with its own
 * error, recorded on the feed well before that limit, and changes nothing. The time is the wall
 * clock's, never less than the CPU time it stands for; each feed has a call of its own.
 */
const MAX_WORK = 200_000
const MAX_MILLISECONDS = 800
/** Events (VEVENT blocks) a feed may have, counted before ical.js parses anything. */
const MAX_EVENTS = 20_000
/** Time zone observances and their RDATEs, all VTIMEZONEs together (real ones have a few dozen). */
const MAX_ZONE_CHANGES = 2_000

export interface FeedNights {
  /** Events that count (cancelled ones and our own echoed back excluded). */
  eventCount: number
  /** yyyy-MM-dd, sorted, within [from, to]. */
  nights: string[]
}

class WorkBudget {
  private spent = 0
  private readonly started = performance.now()

  spend() {
    this.spent += 1
    if (this.spent > MAX_WORK || (this.spent % 64 === 0 && this.isOverTime())) this.stop()
  }

  checkTime() {
    if (this.isOverTime()) this.stop()
  }

  private isOverTime() {
    return performance.now() - this.started > MAX_MILLISECONDS
  }

  private stop(): never {
    throw feedError('too_big')
  }
}

/**
 * The budget of the feed being read. ical.js iterates rules in loops of its own (a time zone's
 * transitions, and rules that never match, such as the 30th of February every second, would loop
 * for ever): each step of its recurrence iterator spends from this budget, so those loops stop
 * too. Reading is synchronous, so one feed at a time holds it.
 */
let activeBudget: WorkBudget | null = null

{
  const steps = ICAL.RecurIterator.prototype as unknown as Record<
    string,
    (...args: unknown[]) => unknown
  >
  for (const name of [
    'next',
    'next_second',
    'next_minute',
    'next_hour',
    'next_day',
    'next_week',
    'next_month',
    'next_year',
  ]) {
    const step = steps[name]
    if (typeof step !== 'function') throw new Error(`ical.js has no RecurIterator.${name}`)
    steps[name] = function (this: unknown, ...args: unknown[]) {
      activeBudget?.spend()
      return step.apply(this, args)
    }
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

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000
const dateOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10)

/**
 * The nights taken, kept as runs of day numbers clipped to the window: an event of ten years
 * costs one run, not a loop over its nights (3,000 of them took seconds), and the runs are
 * merged once at the end.
 */
class Nights {
  private readonly runs: [number, number][] = []
  private readonly first: number
  private readonly last: number

  constructor(from: string, to: string) {
    this.first = dayNumber(from)
    this.last = dayNumber(to)
  }

  /**
   * The nights from start to end: all-day events end on the morning after their last night
   * (exclusive DTEND); timed events take each night from their start day to their end day, and
   * one night at least (a morning's maintenance blocks that day).
   */
  add(component: IcalComponent, start: IcalTime, end: IcalTime) {
    const zones = zoneIds(component)
    const first = dayNumber(dayOf(start, zones.start))
    const endDay = dayNumber(dayOf(end, zones.end))
    const last = endDay > first ? endDay - 1 : first
    const from = Math.max(first, this.first)
    const to = Math.min(last, this.last)
    if (from <= to) this.runs.push([from, to])
  }

  /** yyyy-MM-dd, sorted, each once. */
  dates(): string[] {
    const dates: string[] = []
    let next = -Infinity
    for (const [from, to] of this.runs.sort((a, b) => a[0] - b[0])) {
      for (let day = Math.max(from, next); day <= to; day++) dates.push(dateOf(day))
      next = Math.max(next, to + 1)
    }
    return dates
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

/**
 * Time zones change their clocks at most a few times a year: an observance repeating more often
 * than yearly (a hostile feed's MINUTELY rule made ical.js list millions of changes) is refused
 * with its name before anything reads a time in it.
 */
function checkTimeZones(root: IcalComponent, budget: WorkBudget) {
  let changes = 0
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    const name = String(zone.getFirstPropertyValue('tzid') ?? '').slice(0, 60)
    for (const observance of zone.getAllSubcomponents()) {
      budget.spend()
      changes += 1
      for (const rdate of observance.getAllProperties('rdate')) changes += rdate.jCal.length - 3
      if (changes > MAX_ZONE_CHANGES) {
        throw feedError('zone_too_many_changes', { zone: name, max: MAX_ZONE_CHANGES })
      }
      for (const rule of observance.getAllProperties('rrule')) {
        const freq = (rule.getFirstValue() as InstanceType<typeof ICAL.Recur>).freq
        if (freq !== 'YEARLY') {
          throw feedError('zone_too_frequent', {
            zone: name,
            frequency: String(freq).toLowerCase(),
          })
        }
      }
    }
  }
}

/** A duration beyond this (ical.js walks month by month to add one) is not a stay: refused. */
const MAX_DURATION_SECONDS = 100 * 366 * 86_400
/** RDATE and EXDATE values in the whole calendar (a villa's feed has a handful). */
const MAX_LISTED_DATES = 10_000
/** A rule's INTERVAL beyond this is skipped over day by day by ical.js: refused. */
const MAX_INTERVAL = 1_000

/**
 * Values whose arithmetic alone could cost seconds in ical.js: DURATION:-P999999999D took 0.9 s
 * to add and one more digit takes ten times that; INTERVAL=99999999999 likewise in one step.
 */
function checkValues(component: IcalComponent, budget: WorkBudget, dates = { count: 0 }) {
  for (const property of component.getAllProperties()) {
    budget.spend()
    if (property.name === 'rdate' || property.name === 'exdate') {
      // ical.js inserts each into a sorted list one by one: 120,000 EXDATEs took 4 s.
      // Counted in the raw jCal ([name, parameters, type, ...values]), nothing built.
      dates.count += Math.max(0, property.jCal.length - 3)
      if (dates.count > MAX_LISTED_DATES) throw feedError('too_big')
    }
    if (property.type === 'duration' || property.type === 'period') {
      for (const value of property.getValues() as unknown[]) {
        budget.spend()
        const duration =
          property.type === 'duration'
            ? (value as InstanceType<typeof ICAL.Duration>)
            : (value as InstanceType<typeof ICAL.Period>).duration
        if (duration && Math.abs(duration.toSeconds()) > MAX_DURATION_SECONDS) {
          throw feedError('event_too_long')
        }
      }
    } else if (property.type === 'recur') {
      const rule = property.getFirstValue() as InstanceType<typeof ICAL.Recur>
      if ((rule.interval ?? 1) > MAX_INTERVAL) {
        throw feedError('rule_interval', { interval: rule.interval })
      }
    }
  }
  for (const child of component.getAllSubcomponents()) checkValues(child, budget, dates)
}

function parseCalendar(text: string): IcalComponent {
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 2000))) {
    throw feedError('not_ical')
  }
  let events = 0
  for (const _ of text.matchAll(/^BEGIN:VEVENT/gim)) {
    if (++events > MAX_EVENTS) throw feedError('too_big')
  }
  try {
    const root = new ICAL.Component(ICAL.parse(text) as unknown[])
    if (root.name === 'vcalendar') return root
  } catch {
    // ical.js quotes the offending line: never shown, the answer may be anything the link reached.
  }
  throw feedError('unreadable')
}

/** Every night the feed's events take between from and to (inclusive, yyyy-MM-dd). */
export function feedNights(text: string, from: string, to: string): FeedNights {
  const budget = new WorkBudget()
  activeBudget = budget
  try {
    return readNights(text, from, to, budget)
  } catch (error) {
    if (error instanceof FeedError) throw error
    // ical.js's own failures (a calendar nested 60,000 deep overflows its stack) name nothing
    // staff can act on, and may quote the feed.
    console.error('sync-calendars: ical.js failed:', (error as Error).message)
    throw feedError('unreadable')
  } finally {
    activeBudget = null
  }
}

function readNights(text: string, from: string, to: string, budget: WorkBudget): FeedNights {
  const root = parseCalendar(text)
  budget.checkTime()
  checkTimeZones(root, budget)
  checkValues(root, budget)
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
    budget.spend()
    const exception = new ICAL.Event(component, standalone)
    const master = masters.get(exception.uid)
    if (!master) {
      singles.push(exception)
      continue
    }
    master.relateException(exception)
    const related = exceptionsOf.get(exception.uid)
    if (related) related.push(exception)
    else exceptionsOf.set(exception.uid, [exception])
  }

  const nights = new Nights(from, to)
  let eventCount = 0
  for (const event of singles) {
    if (isCancelled(event.component) || isOurOwnEvent(event) || !event.startDate) continue
    eventCount += 1
    nights.add(event.component, event.startDate, event.endDate)
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
        nights.add(exception.component, exception.startDate, exception.endDate)
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
        nights.add(details.item.component, details.startDate, details.endDate)
      }
    }
  }
  return { eventCount, nights: nights.dates() }
}
