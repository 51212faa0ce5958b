import type { BookingField, BookingFieldErrors } from './validate-booking'

/** The form's field names; the widget reads them with FormData. */
export const bookingFieldNames = {
  guestName: 'guest_name',
  guestEmail: 'guest_email',
  guestsCount: 'guests_count',
  guestPhone: 'guest_phone',
  specialRequests: 'special_requests',
} as const

/** The element id of each field (the widget moves the focus to the first one at fault). */
export const bookingFieldIds: Record<BookingField, string> = {
  dates: 'booking-dates',
  guestName: 'booking-name',
  guestEmail: 'booking-email',
  guestsCount: 'booking-guests',
  guestPhone: 'booking-phone',
  specialRequests: 'booking-requests',
}

/** The id of the message that says what is wrong with a field. */
export const fieldErrorId = (field: BookingField) => `${bookingFieldIds[field]}-error`

/** aria-invalid and aria-describedby of a field, pointing at its message when it has one. */
export function fieldErrorProps(field: BookingField, errors: BookingFieldErrors) {
  return errors[field]
    ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(field) }
    : { 'aria-invalid': undefined, 'aria-describedby': undefined }
}
