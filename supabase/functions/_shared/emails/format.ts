// How the emails write money, dates and counts: the site's way (src/lib/money.ts), in words a
// guest reads at a glance. Pure functions, no Deno APIs: unit-tested with the app's tests.

const euro = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
})

/** "€12,450": whole euros, as the site shows prices. */
export function formatEuro(amount: number | string): string {
  return euro.format(Number(amount))
}

const euroCents = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * A line of the quote as the site writes it (src/lib/money.ts formatAmount; a unit test holds the
 * two equal): "€1,250" for whole euros, "€4.32" or "−€725.50" otherwise.
 */
export function formatAmount(amount: number): string {
  const text = Number.isInteger(amount)
    ? euro.format(Math.abs(amount))
    : euroCents.format(Math.abs(amount))
  return amount < 0 ? `−${text}` : text
}

const dueDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A due date as the Terms and the booking page write it: "14 July 2026". */
export function formatDueDay(isoDay: string): string {
  return dueDay.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`))
}

const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A calendar day (yyyy-MM-dd) as "Saturday 11 July 2026". */
export function formatDay(isoDay: string): string {
  return longDay.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`)).replace(',', '')
}

/** The stay as "11 – 18 July 2026", "28 July – 4 August 2026" or "28 December 2026 – 4 January 2027". */
export function formatStay(checkIn: string, checkOut: string): string {
  const [inYear, inMonth, inDay] = checkIn.slice(0, 10).split('-').map(Number)
  const [outYear, outMonth, outDay] = checkOut.slice(0, 10).split('-').map(Number)
  const month = (m: number) =>
    new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, m - 1, 1)),
    )
  if (inYear !== outYear) {
    return `${inDay} ${month(inMonth!)} ${inYear} – ${outDay} ${month(outMonth!)} ${outYear}`
  }
  if (inMonth !== outMonth) {
    return `${inDay} ${month(inMonth!)} – ${outDay} ${month(outMonth!)} ${outYear}`
  }
  return `${inDay} – ${outDay} ${month(outMonth!)} ${outYear}`
}

export const PARIS = 'Europe/Paris'

/**
 * A moment as the team on the Riviera reads it, with the zone named so a guest abroad knows:
 * "Sunday 12 July 2026 at 14:30 Paris time (CEST)".
 */
export function formatParisTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: PARIS,
    timeZoneName: 'short',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  // ICU names the zone CET/CEST; older data says GMT+1/GMT+2.
  const named = part('timeZoneName')
  const zone = /^CES?T$/.test(named) ? named : named === 'GMT+2' ? 'CEST' : 'CET'
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')} at ${part('hour')}:${part('minute')} Paris time (${zone})`
}

/** "1 night", "7 nights"; "1 guest", "6 guests". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/**
 * The first name to greet a guest by, or null when the name typed on the form does not look
 * like a name (letters, accents, spaces, hyphens, apostrophes; at most 40 characters): guest
 * emails never repeat a stranger's words, such as a link typed as a name.
 */
export function greetingName(fullName: string): string | null {
  const name = fullName.trim()
  if (name.length > 40 || !/^\p{L}[\p{L}\p{M} '’-]*$/u.test(name)) return null
  return firstName(name)
}

/** The guest's first name for a greeting: "Camille" of "Camille Laurent". */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || fullName.trim()
}

/**
 * The reference a guest quotes: "RV-" and the first 8 characters of the booking id, upper case
 * — the same as the site's confirmation page and admin show (src/lib/booking-reference.ts; the
 * functions run on Deno and cannot import the app's code, a unit test holds the two equal).
 */
export function bookingReference(bookingId: string, stored?: string | null): string {
  return stored ?? `RV-${bookingId.replace(/-/g, '').slice(0, 8).toUpperCase()}`
}
