import { fr } from 'react-day-picker/locale/fr'
import { DatePicker, type DatePickerProps } from '@/components/ui/date-picker'
import { currentLocale } from '@/lib/i18n/locale'

/** The search's calendar, in the page's language: loaded only when a visitor reaches for it. */
export function StayDatePicker(props: Omit<DatePickerProps, 'locale' | 'defaultOpen'>) {
  return <DatePicker {...props} locale={currentLocale() === 'fr' ? fr : undefined} defaultOpen />
}
