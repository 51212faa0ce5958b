import type { Locale as DateFnsLocale } from 'date-fns'
import { enGB, fr } from 'date-fns/locale'
import { currentLocale } from '@/lib/i18n/locale'

/**
 * date-fns' words for the admin's language (month and weekday names, "3 hours ago"): admin
 * chunks only, so the public site never downloads them. British English otherwise.
 */
export function dateFnsLocale(): DateFnsLocale {
  return currentLocale() === 'fr' ? fr : enGB
}
