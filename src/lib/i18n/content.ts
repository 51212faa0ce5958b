import { currentLocale, type Locale } from './locale'

/**
 * Content staff write in two languages (issue 22): the English column and its `<column>_fr`
 * twin. A blank text is not written; the page then shows the other language, marked with its
 * own `lang` so screen readers switch voice.
 */
export interface LocalizedText {
  text: string
  /** The language the text is written in (not always the page's). */
  lang: Locale
}

export interface LocalizedList {
  items: string[]
  lang: Locale
}

function isBlank(text: string | null | undefined): text is null | undefined | '' {
  return text === null || text === undefined || text.trim() === ''
}

function isBlankList(items: readonly string[] | null | undefined): boolean {
  return !items || items.every((item) => item.trim() === '')
}

/**
 * The text to show on a page in `locale`: the page's language when written, else the other one.
 * Both blank: the page's language with an empty text (the component shows its own fallback).
 */
export function pickText(
  english: string | null | undefined,
  french: string | null | undefined,
  locale: Locale,
): LocalizedText {
  if (locale === 'fr') {
    if (!isBlank(french)) return { text: french, lang: 'fr' }
    if (!isBlank(english)) return { text: english, lang: 'en' }
    return { text: '', lang: 'fr' }
  }
  if (!isBlank(english)) return { text: english, lang: 'en' }
  if (!isBlank(french)) return { text: french, lang: 'fr' }
  return { text: '', lang: 'en' }
}

/** The same rule for a list (a villa's amenities): the whole list in one language, never mixed. */
export function pickList(
  english: readonly string[] | null | undefined,
  french: readonly string[] | null | undefined,
  locale: Locale,
): LocalizedList {
  const written = (items: readonly string[] | null | undefined) =>
    (items ?? []).filter((item) => item.trim() !== '')
  const [first, second]: [Locale, Locale] = locale === 'fr' ? ['fr', 'en'] : ['en', 'fr']
  const of = (lang: Locale) => (lang === 'fr' ? french : english)
  if (!isBlankList(of(first))) return { items: written(of(first)), lang: first }
  if (!isBlankList(of(second))) return { items: written(of(second)), lang: second }
  return { items: [], lang: locale }
}

/**
 * The `lang` attribute a text needs inside a page in `pageLocale`: its language when it differs
 * from the page's, else nothing (the element inherits the page's, as does a text of no known
 * language). `<span lang={langAttribute(pickText(en, fr, locale).lang)}>`.
 */
export function langAttribute(
  textLang: Locale | null | undefined,
  pageLocale: Locale = currentLocale(),
): Locale | undefined {
  return textLang && textLang !== pageLocale ? textLang : undefined
}

/** What a bilingual text lacks, for the admin's flags: nothing, the French, or the English. */
export type MissingLanguage = 'fr' | 'en' | null

/**
 * The language missing from a pair: French when only the English is written, English when only
 * the French is, nothing when both are (or neither: an empty optional text needs no translation).
 */
export function missingLanguage(
  english: string | readonly string[] | null | undefined,
  french: string | readonly string[] | null | undefined,
): MissingLanguage {
  const blank = (value: string | readonly string[] | null | undefined) =>
    typeof value === 'string' || value === null || value === undefined
      ? isBlank(value)
      : isBlankList(value)
  const hasEnglish = !blank(english)
  const hasFrench = !blank(french)
  if (hasEnglish && !hasFrench) return 'fr'
  if (hasFrench && !hasEnglish) return 'en'
  return null
}

/** Whether any pair of a row lacks a language (the admin lists' "French missing" badge). */
export function isMissingTranslation(
  pairs: readonly (readonly [
    string | readonly string[] | null | undefined,
    string | readonly string[] | null | undefined,
  ])[],
): boolean {
  return pairs.some(([english, french]) => missingLanguage(english, french) !== null)
}
