import { isLocale, type Locale } from './locale'

/** Where a visitor's own choice of language is kept (this browser only). */
const CHOICE_KEY = 'rv-language'

/** The language the visitor chose here before (the switch or the prompt), if any. */
export function chosenLanguage(
  storage: Pick<Storage, 'getItem'> | null = safeStorage(),
): Locale | null {
  const value = storage?.getItem(CHOICE_KEY)
  return isLocale(value) ? value : null
}

export function rememberLanguage(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  try {
    storage?.setItem(CHOICE_KEY, locale)
  } catch {
    // Private mode or full storage: the prompt may show again, nothing else changes.
  }
}

/**
 * The language a browser asks for first among ours ("fr-CA, en" → fr), or null when it names
 * none of them. Only the order of the browser's own list counts.
 */
export function preferredLanguage(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0]
    if (isLocale(language)) return language
  }
  return null
}

/** Crawlers read every page in the language of its address: they are never prompted. */
export function isCrawler(userAgent: string): boolean {
  return /bot|crawl|spider|slurp|lighthouse|headless|facebookexternalhit|embedly|preview/i.test(
    userAgent,
  )
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}
