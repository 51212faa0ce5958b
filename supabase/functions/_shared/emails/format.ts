// How the emails write money, dates and counts: the site's way (src/lib/money.ts), in words a
// guest reads at a glance, in the email's language (issue 22: English as before; French as a
// French house writes it, "1 450 €", "samedi 11 juillet 2026"). Pure functions, no Deno APIs:
// unit-tested with the app's tests.

/** The languages the emails are written in (public.site_language). */
export type Language = 'en' | 'fr'

/** The language an outbox row asks for: French when it says so, else English. */
export function languageOf(value: unknown): Language {
  return value === 'fr' ? 'fr' : 'en'
}

const INTL: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' }

const euros: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }),
  fr: new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }),
}

/** "€12,450" ("12 450 €" in French): whole euros, as the site shows prices. */
export function formatEuro(amount: number | string, language: Language = 'en'): string {
  return euros[language].format(Number(amount))
}

const euroCents: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
  fr: new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
}

/**
 * "30 %", "7.5 %" ("7,5 %" in French): a percentage as the booking page writes it (the number in
 * the language's digits, a no-break space before the sign so "%" never starts a line).
 */
export function formatPercent(percent: number, language: Language = 'en'): string {
  return `${Number(percent).toLocaleString(INTL[language])}\u00a0%`
}

/**
 * An English text of the quote ("10 % of €3,500") with "%" held to its number by a no-break
 * space, so "%" never starts a line; quote_stay's French words already hold theirs. The booking
 * page (src/components/offer/offer-text.ts) and the emails both write it so.
 */
export function keepPercentWithNumber(text: string): string {
  return text.replace(/ %/g, '\u00a0%')
}

/**
 * A line of the quote as the site writes it (src/lib/money.ts formatAmount; a unit test holds the
 * two equal): "€1,250" for whole euros, "€4.32" or "−€725.50" otherwise ("1 250 €", "4,32 €",
 * "−725,50 €" in French).
 */
export function formatAmount(amount: number, language: Language = 'en'): string {
  const text = Number.isInteger(amount)
    ? euros[language].format(Math.abs(amount))
    : euroCents[language].format(Math.abs(amount))
  return amount < 0 ? `−${text}` : text
}

/** A calendar day (yyyy-MM-dd) read in UTC, where it is that day whatever the zone. */
function calendarDay(isoDay: string): Date {
  return new Date(`${isoDay.slice(0, 10)}T00:00:00Z`)
}

/** The day of the month as French writes it: "1er", "2", … "31". */
function frenchDayNumber(day: number | string): string {
  return Number(day) === 1 ? '1er' : String(day)
}

function parts(date: Date, language: Language, options: Intl.DateTimeFormatOptions) {
  const found = new Intl.DateTimeFormat(INTL[language], options).formatToParts(date)
  return (type: Intl.DateTimeFormatPartTypes) => found.find((p) => p.type === type)?.value ?? ''
}

const dueDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A due date as the Terms and the booking page write it: "14 July 2026" ("14 juillet 2026"). */
export function formatDueDay(isoDay: string, language: Language = 'en'): string {
  if (language === 'en') return dueDay.format(calendarDay(isoDay))
  const part = parts(calendarDay(isoDay), language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return `${frenchDayNumber(part('day'))} ${part('month')} ${part('year')}`
}

const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A calendar day (yyyy-MM-dd) as "Saturday 11 July 2026" ("samedi 11 juillet 2026"). */
export function formatDay(isoDay: string, language: Language = 'en'): string {
  if (language === 'en') return longDay.format(calendarDay(isoDay)).replace(',', '')
  const part = parts(calendarDay(isoDay), language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return `${part('weekday')} ${frenchDayNumber(part('day'))} ${part('month')} ${part('year')}`
}

/**
 * The stay as "11 – 18 July 2026", "28 July – 4 August 2026" or "28 December 2026 – 4 January
 * 2027" ("11 – 18 juillet 2026", "1er – 8 juillet 2026" in French).
 */
export function formatStay(checkIn: string, checkOut: string, language: Language = 'en'): string {
  const [inYear, inMonth, inDay] = checkIn.slice(0, 10).split('-').map(Number)
  const [outYear, outMonth, outDay] = checkOut.slice(0, 10).split('-').map(Number)
  const month = (m: number) =>
    new Intl.DateTimeFormat(INTL[language], { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, m - 1, 1)),
    )
  const first = language === 'fr' ? frenchDayNumber(inDay!) : inDay
  const last = language === 'fr' ? frenchDayNumber(outDay!) : outDay
  if (inYear !== outYear) {
    return `${first} ${month(inMonth!)} ${inYear} – ${last} ${month(outMonth!)} ${outYear}`
  }
  if (inMonth !== outMonth) {
    return `${first} ${month(inMonth!)} – ${last} ${month(outMonth!)} ${outYear}`
  }
  return `${first} – ${last} ${month(outMonth!)} ${outYear}`
}

export const PARIS = 'Europe/Paris'

/**
 * A moment as the team on the Riviera reads it, with the zone named so a guest abroad knows:
 * "Sunday 12 July 2026 at 14:30 Paris time (CEST)"; in French "dimanche 12 juillet 2026 à
 * 14 h 30, heure de Paris" ("à 9 h" on the hour).
 */
export function formatParisTime(instant: string | Date, language: Language = 'en'): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  const part = parts(date, language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: PARIS,
    timeZoneName: 'short',
  })
  if (language === 'fr') {
    return `${part('weekday')} ${frenchDayNumber(part('day'))} ${part('month')} ${part('year')} à ${Number(part('hour'))}\u00a0h${part('minute') === '00' ? '' : `\u00a0${part('minute')}`}, heure de Paris`
  }
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
