import type { Locale as DateFnsLocale } from 'date-fns'
import { enGB, fr } from 'date-fns/locale'
import type { DayPickerLocale } from 'react-day-picker'
import { fr as dayPickerFr } from 'react-day-picker/locale/fr'
import { currentLocale } from '@/lib/i18n/locale'

/**
 * date-fns' words for the admin's language (month and weekday names, "3 hours ago"): admin
 * chunks only, so the public site never downloads them. British English otherwise.
 */
export function dateFnsLocale(): DateFnsLocale {
  return currentLocale() === 'fr' ? fr : enGB
}

/**
 * react-day-picker's: in French its month and day names and its own buttons' labels ("Aller au
 * mois suivant"); its default (American English) otherwise.
 */
export function dayPickerLocale(): DayPickerLocale | undefined {
  return currentLocale() === 'fr' ? dayPickerFr : undefined
}
