import { currentLocale, type Locale } from '@/lib/i18n/locale'

/**
 * Euro amounts as Intl writes them for en-GB and fr-FR ("€1,250", "1 250 €"), worked out here:
 * every public page shows a price while the app takes the page over, and a page's first
 * Intl.NumberFormat costs a phone 50–80 ms of ICU start-up in one piece (a long task). A unit
 * test compares both languages with Intl over a wide range of amounts.
 */
const WRITING: Record<Locale, { group: string; decimal: string; euros: (n: string) => string }> = {
  en: { group: ',', decimal: '.', euros: (n) => `€${n}` },
  // French groups thousands with a narrow no-break space and puts the sign after a no-break space.
  fr: { group: '\u202f', decimal: ',', euros: (n) => `${n}\u00a0€` },
}

/**
 * A non-negative number rounded half up to `digits` decimals, as whole and fraction digits. Like
 * Intl, it rounds the number as JavaScript writes it (0.015 is "0.015", so 0.02), not its binary
 * value (0.01499…, which toFixed rounds down).
 */
function rounded(value: number, digits: number): [string, string | undefined] {
  const [whole = '0', fraction = ''] = (value < 1e-6 ? '0' : String(value)).split('.')
  const kept = fraction.padEnd(digits, '0').slice(0, digits)
  const units = Number(whole + kept) + ((fraction[digits] ?? '0') >= '5' ? 1 : 0)
  const text = String(units).padStart(digits + 1, '0')
  const split = text.length - digits
  return [text.slice(0, split), digits === 0 ? undefined : text.slice(split)]
}

function euros(amount: number, cents: boolean, locale: Locale = currentLocale()): string {
  const writing = WRITING[locale]
  const [whole, fraction] = rounded(Math.abs(amount), cents ? 2 : 0)
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, writing.group)
  const text = writing.euros(
    fraction === undefined ? grouped : `${grouped}${writing.decimal}${fraction}`,
  )
  return amount < 0 ? `-${text}` : text
}

/** "€1,250" ("1 250 €" in French) — prices are whole euros per night on the site. */
export function formatEuro(amount: number, locale?: Locale): string {
  return euros(amount, false, locale)
}

/** "€1,250" for whole euros, "€4.32" or "−€725.50" otherwise: the quote's lines, to the cent. */
export function formatAmount(amount: number, locale?: Locale): string {
  const text = euros(Math.abs(amount), !Number.isInteger(amount), locale)
  return amount < 0 ? `−${text}` : text
}
