import { paths } from '@/config/paths'
import { intlLocale } from '@/lib/i18n/locale'

/** Where Analytics shows a period: the same figures, by month and by villa. */
export function analyticsHref(from: string, to: string): string {
  return `${paths.admin.analytics.href()}?from=${from}&to=${to}`
}

/** "52.1%" ("52,1 %" in French): the database's one-decimal rate, the same on every screen. */
export function formatOccupancy(rate: number): string {
  const locale = intlLocale()
  const figure = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rate)
  return locale === 'fr-FR' ? `${figure}\u00a0%` : `${figure}%`
}
