import type { DayPickerLocale } from 'react-day-picker'
import { fr } from 'react-day-picker/locale/fr'
import { currentLocale } from './locale'

/**
 * react-day-picker's words for the language on screen: in French its month and day names and its
 * own buttons' labels ("Aller au mois suivant"); its default (American English) otherwise. Every
 * calendar of the site and the admin takes it from here.
 */
export function dayPickerLocale(): DayPickerLocale | undefined {
  return currentLocale() === 'fr' ? fr : undefined
}
