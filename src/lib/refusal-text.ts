import { currentLocale } from '@/lib/i18n/locale'

/**
 * The database's refusals in the language on screen. A `raise exception` sentence is written in
 * English in supabase/schemas/ and is the refusal's stable key: each catalogue entry is
 * that exact sentence, its `%` placeholders standing for the values the database puts in, and
 * tests/unit/lib/refusal-text.test.ts fails when a schema sentence has no entry (or an entry
 * no longer matches one). English shows the sentence as the database wrote it.
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
