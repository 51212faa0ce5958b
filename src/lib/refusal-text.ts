import { currentLocale } from '@/lib/i18n/locale'
import { formatDay, MONTHS } from '@/lib/dates'
import * as m from '@/paraglide/messages'

/**
 * The database's refusals in the language on screen. A `raise exception` sentence is written in
 * English in supabase/schemas/ and is the refusal's stable key: each catalogue entry is
 * that exact sentence, its `%` placeholders standing for the values the database puts in, and
 * tests/unit/lib/refusal-text.test.ts fails when a schema sentence has no entry (or an entry
 * no longer matches one). English shows the sentence as the database wrote it.
 *
 * Visitors' refusals live here (messages/{en,fr}/common.json); staff's are added by the admin bundle
 * (features/admin/layout/lib/admin-refusals.ts, registerRefusalTexts) so public pages never
 * ship them.
 */
type Words = (params: { a: string; b: string; c: string }) => string
export type RefusalCatalogue = ReadonlyArray<readonly [template: string, words: Words]>

const VISITOR_REFUSALS: RefusalCatalogue = [
  ['Please provide a valid email address', m.refusal_email],
  ['Send one request at a time', m.refusal_one_request],
  ['Too many attempts. Please wait a minute and try again.', m.refusal_attempts],
  ['Too many messages. Please wait a few minutes and try again.', m.refusal_messages],
  ["Please provide the guest's full name", m.refusal_guest_name],
  // The booking's own sentences, in the booking journey's words (messages/{en,fr}/booking-and-stay.json).
  [
    'Too many booking requests. Please wait a few minutes and try again.',
    m.booking_problem_throttled,
  ],
  ['At least one guest is required', m.booking_problem_one_guest],
  ['At least one adult is required', m.booking_problem_one_adult],
  ['The number of children cannot be negative', m.booking_problem_children],
  ['Please accept the Terms of Booking', m.refusal_terms],
  ['A booking keeps the quote and the Terms it was sent with', m.refusal_quote_kept],
  ['This link is not valid', m.refusal_link],
  ['This request can no longer be withdrawn', m.refusal_withdrawn],
  ['This review link is not valid', m.refusal_review_link],
  ['This review link has already been used', m.refusal_review_used],
  ['This stay was cancelled: there is no stay to review', m.refusal_review_cancelled],
  ['You can write your review from your departure day, %', m.refusal_review_from],
  ['Rating: choose from 1 to 5 stars', m.refusal_rating],
  ['Your review: write a few words, up to 5,000 characters', m.refusal_review_text],
  ['Your name: enter the name to sign with, up to 200 characters', m.refusal_review_name],
  ['Where you are from: enter a city or country, up to 200 characters', m.refusal_review_place],
]

/** A translator added by another bundle (the admin's): the sentence in French, or null. */
type Translator = (message: string) => string | null
const translators: Translator[] = []

/** Adds refusals (the admin's) to the ones this module knows. */
export function registerRefusalTexts(translate: Translator) {
  if (!translators.includes(translate)) translators.push(translate)
}

const patterns = new WeakMap<RefusalCatalogue, ReadonlyArray<readonly [RegExp, Words]>>()

/** "A % booking cannot be changed to %" as /^A (.+?) booking cannot be changed to (.+?)$/. */
export function templatePattern(template: string): RegExp {
  const escaped = template
    .split('%')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)')
  return new RegExp(`^${escaped}$`, 's')
}

/** The catalogue's words for this sentence, or null when it has no entry. */
export function fromCatalogue(catalogue: RefusalCatalogue, message: string): string | null {
  let compiled = patterns.get(catalogue)
  if (!compiled) {
    compiled = catalogue.map(([template, words]) => [templatePattern(template), words] as const)
    patterns.set(catalogue, compiled)
  }
  for (const [pattern, words] of compiled) {
    const found = message.match(pattern)
    if (found) {
      const [a = '', b = '', c = ''] = found.slice(1).map(localValue)
      return words({ a, b, c })
    }
  }
  return null
}

const ENGLISH_MONTH = new RegExp(`\\b(${MONTHS.join('|')})\\b`)

/**
 * A value the database put in a sentence, in the language on screen: its days ("2026-08-14",
 * "14 August 2026", "August 14, 2026 at 10:00") said as the page says days.
 */
function localValue(value: string): string {
  const month = (name: string) =>
    new Intl.DateTimeFormat('fr-FR', { month: 'long' }).format(
      new Date(2026, MONTHS.indexOf(name), 1),
    )
  return value
    .replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (day) => formatDay(day))
    .replace(
      new RegExp(`${ENGLISH_MONTH.source} (\\d{1,2}), (\\d{4})( at )?`, 'g'),
      (_all, name: string, day: string, year: string, at?: string) =>
        `${day} ${month(name)} ${year}${at ? ' à ' : ''}`,
    )
    .replace(
      new RegExp(`(\\d{1,2}) ${ENGLISH_MONTH.source} (\\d{4})`, 'g'),
      (_all, day: string, name: string, year: string) => `${day} ${month(name)} ${year}`,
    )
}

/**
 * The sentence in the language on screen: French when a catalogue knows it, else as written
 * (a sentence no catalogue knows stays readable, in English).
 */
export function refusalWords(message: string): string {
  if (currentLocale() === 'en') return message
  const visitor = fromCatalogue(VISITOR_REFUSALS, message)
  if (visitor) return visitor
  for (const translate of translators) {
    const words = translate(message)
    if (words) return words
  }
  return message
}

/**
 * A failed request's error with its message in the language on screen (lib/api.ts calls it
 * on every error it throws): the code, details and hint are kept, so refusals are still told
 * apart by their SQLSTATE.
 */
export function inLanguageOnScreen<E>(error: E): E {
  if (currentLocale() === 'en' || typeof error !== 'object' || error === null) return error
  const { message } = error as { message?: unknown }
  if (typeof message !== 'string' || !message) return error
  const words = refusalWords(message)
  if (words !== message) {
    try {
      ;(error as unknown as { message: string }).message = words
    } catch {
      // A frozen error keeps its words.
    }
  }
  return error
}
