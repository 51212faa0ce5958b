import { experimentalStaticLocale, getLocale, locales, setLocale } from '@/paraglide/runtime'

/**
 * The languages of the site (issue 22). English is the spec's language and lives at the spec's
 * routes; every other language lives under its own prefix (`/fr/villas`).
 */
export type Locale = (typeof locales)[number]

export const LOCALES: readonly Locale[] = locales
export const DEFAULT_LOCALE: Locale = 'en'

/**
 * The one language this build of the app speaks, or undefined when it speaks them all. A
 * visitor's first visit loads the public site built for their language alone (issue 22: the
 * other's texts and formats are not downloaded); the admin, the dev server and the tests speak
 * every language. Set by the build (scripts/vite/paraglide.ts), so the minifier drops the rest.
 */
export const BUILD_LOCALE = experimentalStaticLocale as Locale | undefined

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The language an address is in: `/fr` and `/fr/…` are French, every other address English. */
export function localeFromPath(pathname: string): Locale {
  for (const locale of locales) {
    if (locale === DEFAULT_LOCALE) continue
    if (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) return locale
  }
  return DEFAULT_LOCALE
}

/** The English address of a page (`/fr/villas` → `/villas`, `/fr` → `/`). */
export function unlocalizedPath(pathname: string): string {
  const locale = localeFromPath(pathname)
  if (locale === DEFAULT_LOCALE) return pathname
  return pathname.slice(locale.length + 1) || '/'
}

/** A page's address in a language (`/villas` → `/fr/villas`, `/` → `/fr`); query and hash kept. */
export function localizedPath(href: string, locale: Locale): string {
  const english = unlocalizedPath(href)
  if (locale === DEFAULT_LOCALE) return english
  if (english === '/' || /^\/[?#]/.test(english)) return `/${locale}${english.slice(1)}`
  return `/${locale}${english}`
}

/** The Intl locale of a language: British English ("26 Nov 2026", "€1,450") and French. */
export function intlLocale(locale: Locale = getLocale()): string {
  return locale === 'fr' ? 'fr-FR' : 'en-GB'
}

/**
 * Makes `locale` the language every message and format uses from now on. Called while rendering
 * (the address decides on the public site, the staff member's choice in the admin), so the
 * components below render in it on the same pass.
 */
export function applyLocale(locale: Locale): void {
  // A one-language build only ever renders its language (the router sends the others away).
  if (BUILD_LOCALE === undefined && getLocale() !== locale) setLocale(locale, { reload: false })
}

export { getLocale as currentLocale }
