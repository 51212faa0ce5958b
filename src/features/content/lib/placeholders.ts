import { currentLocale } from '@/lib/i18n/locale'

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

const WORDS_EN = [
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
]

// Feminine: what French texts count is villas ("une villa", "trois villas").
const WORDS_FR = [
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
]

/**
 * A count as prose writes it in the language on screen: words up to twelve, figures above
 * ("seven", "56"; "sept", "1 200").
 */
export function countInWords(count: number): string {
  const french = currentLocale() === 'fr'
  return (french ? WORDS_FR : WORDS_EN)[count] ?? count.toLocaleString(french ? 'fr-FR' : 'en-US')
}
