import { fieldErrorProps as describedBy } from '@/lib/form-rules'
import type { BookingField, BookingFieldErrors } from './validate-booking'

/** The element id of each field (the widget moves the focus to the first one at fault). */
export const bookingFieldIds: Record<BookingField, string> = {
  dates: 'booking-dates',
  guestName: 'booking-name',
  guestEmail: 'booking-email',
  adults: 'booking-adults',
  children: 'booking-children',
  guestPhone: 'booking-phone',
  specialRequests: 'booking-requests',
}

/**
 * aria-invalid and aria-describedby of a field, pointing at its message when it has one (and at
 * its hint `hintId`, if any, always).
 */
export function fieldErrorProps(field: BookingField, errors: BookingFieldErrors, hintId?: string) {
  const props = describedBy(bookingFieldIds[field], errors[field])
  if (!hintId) return props
  const described = [props['aria-describedby'], hintId].filter(Boolean).join(' ')
  return { ...props, 'aria-describedby': described }
}
