import { currentLocale, intlLocale, type Locale } from '@/lib/i18n/locale'

/**
 * Page texts may say {villa_count} where a figure from the database belongs ("a collection of
 * {villa_count} villas"), so no typed number goes stale. A known placeholder whose value is not
 * known (null) is left out with its space; an unknown one stays as typed, for staff to see.
 */
export function fillPlaceholders(text: string, values: Record<string, string | null>): string {
  return text.replace(/\{([a-z_]+)\}( ?)/g, (whole, name: string, space: string) => {
    if (!(name in values)) return whole
    const value = values[name]
    return value === null ? '' : `${value}${space}`
  })
}

// The counted things are villas: French words take their gender ("une", "aucune").
const WORDS = {
  en: [
    'no',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
  ],
  fr: [
    'aucune',
    'une',
    'deux',
    'trois',
    'quatre',
    'cinq',
    'six',
    'sept',
    'huit',
    'neuf',
    'dix',
    'onze',
    'douze',
  ],
} satisfies Record<Locale, string[]>

/** A count as prose writes it: words up to twelve, figures above ("seven", "sept", "56"). */
export function countInWords(count: number, locale: Locale = currentLocale()): string {
  return WORDS[locale][count] ?? count.toLocaleString(intlLocale(locale))
}
