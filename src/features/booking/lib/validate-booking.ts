// The booking form's words and order; its checks are in booking-form-schema.ts, loaded when the
// guest starts on the form.
import { FORM_MESSAGES } from '@/lib/form-rules'
import * as m from '@/paraglide/messages'
import type { StayRange } from './availability'

export type BookingField =
  'dates' | 'guestName' | 'guestEmail' | 'adults' | 'children' | 'guestPhone' | 'specialRequests'

/** What is wrong with each field, in the guest's words (the fields that are fine are absent). */
export type BookingFieldErrors = Partial<Record<BookingField, string>>

/** What the booking form holds: adults and children as their number inputs hold them, as text. */
export interface BookingFormValues {
  dates: StayRange | undefined
  guestName: string
  guestEmail: string
  adults: string
  children: string
  /** The ids of the optional extras ticked. */
  extras: string[]
  guestPhone: string
  specialRequests: string
}

/** The toast's text for a draft's errors: the spec's message first; null when there are none. */
export function bookingErrorToast(errors: BookingFieldErrors): string | null {
  if (errors.dates) return errors.dates
  if (!errors.guestName && !errors.guestEmail) {
    return errors.adults ?? errors.children ?? errors.guestPhone ?? errors.specialRequests ?? null
  }
  const isMissing =
    errors.guestName === FORM_MESSAGES.nameMissing ||
    errors.guestEmail === FORM_MESSAGES.emailMissing
  return isMissing ? m.booking_form_required() : (errors.guestName ?? errors.guestEmail)!
}

/** The order the form is read in: the first field at fault takes the focus. */
export const BOOKING_FIELD_ORDER: readonly BookingField[] = [
  'dates',
  'guestName',
  'guestEmail',
  'adults',
  'children',
  'guestPhone',
  'specialRequests',
]
