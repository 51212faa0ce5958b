import { DatePicker, type DatePickerProps } from '@/components/ui/date-picker'
import { dayPickerLocale } from '@/lib/i18n/day-picker-locale'

/** The search's calendar, in the page's language: loaded only when a visitor reaches for it. */
export function StayDatePicker(props: Omit<DatePickerProps, 'locale' | 'defaultOpen'>) {
  return <DatePicker {...props} locale={dayPickerLocale()} defaultOpen />
}
