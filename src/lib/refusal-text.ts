import { pickText } from '@/lib/i18n/content'
import { currentLocale } from '@/lib/i18n/locale'

/**
 * The database's refusals in the language on screen. A `raise exception` sentence is written in
 * English in supabase/schemas/ and is the refusal's stable key: each catalogue entry is
 * that exact sentence, its `%` placeholders standing for the values the database puts in, and
 * tests/unit/lib/refusal-text.test.ts fails when a schema sentence has no entry (or an entry
 * no longer matches one). English shows the sentence as the database wrote it.
 *
 * A booking rule's refusal needs no catalogue: the database words it in both languages
 * (quote_stay's problem) and the booking trigger raises it with the rule as its detail
 * (`quote_stay.min_nights`, …) and the French sentence as its hint (ownFrench).
 *
 * The catalogues load apart and register here (registerRefusalTexts), so no page's first
 * visit ships them: the visitors' (lib/visitor-refusals.ts, messages/{en,fr}/common.json) loads
 * after a French page (app/locale-root.tsx), the staff's with the admin (admin-refusals.ts).
 */

/** A catalogue loaded apart (the visitors', the staff's): the sentence in French, or null. */
type Translator = (message: string) => string | null
const translators: Translator[] = []

/** Adds a catalogue's refusals to the ones this module knows. */
export function registerRefusalTexts(translate: Translator) {
  if (!translators.includes(translate)) translators.push(translate)
}

/**
 * The sentence in the language on screen: French when a catalogue knows it, else as written
 * (a sentence no catalogue knows stays readable, in English).
 */
export function refusalWords(message: string): string {
  if (currentLocale() === 'en') return message
  for (const translate of translators) {
    const words = translate(message)
    if (words) return words
  }
  return message
}

/** The French a refusal carries itself (a booking rule's, as the booking trigger raises it). */
function ownFrench(error: object): string | null {
  const { details, hint } = error as { details?: unknown; hint?: unknown }
  return typeof details === 'string' &&
    details.startsWith('quote_stay.') &&
    typeof hint === 'string'
    ? hint
    : null
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
  const own = ownFrench(error)
  const words = own === null ? refusalWords(message) : pickText(message, own, currentLocale()).text
  if (words !== message) {
    try {
      ;(error as unknown as { message: string }).message = words
    } catch {
      // A frozen error keeps its words.
    }
  }
  return error
}
