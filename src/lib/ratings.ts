import { currentLocale, intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

/** "4.8", "5.0": an average always with its decimal. */
export function formatAverage(average: number): string {
  return average.toFixed(1)
}

/** "4 out of 5" ("4,5 sur 5" in French): what a screen reader says for a row of stars. */
export function ratingLabel(rating: number): string {
  const figure =
    currentLocale() === 'en'
      ? formatAverage(rating).replace(/\.0$/, '')
      : new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 }).format(rating)
  return m.rating_out_of_five({ rating: figure })
}

/** How many of five stars are full, half or empty for a rating or an average (to the half). */
export function starFills(value: number): Array<'full' | 'half' | 'empty'> {
  const halves = Math.round(value * 2)
  return Array.from({ length: 5 }, (_, index) =>
    halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty',
  )
}
