import { currentLocale, intlLocale, type Locale } from '@/lib/i18n/locale'

// One formatter per language and kind, made on first use (Intl formatters are slow to create).
const formatters = new Map<string, Intl.NumberFormat>()
function euroFormat(cents: boolean, locale: Locale = currentLocale()): Intl.NumberFormat {
  const key = `${locale}:${cents}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    })
    formatters.set(key, format)
  }
  return format
}

/** "€1,250" ("1 250 €" in French) — prices are whole euros per night on the site. */
export function formatEuro(amount: number, locale?: Locale): string {
  return euroFormat(false, locale).format(amount)
}

/** "€1,250" for whole euros, "€4.32" or "−€725.50" otherwise: the quote's lines, to the cent. */
export function formatAmount(amount: number, locale?: Locale): string {
  const format = euroFormat(!Number.isInteger(amount), locale)
  const text = format.format(Math.abs(amount))
  return amount < 0 ? `−${text}` : text
}
