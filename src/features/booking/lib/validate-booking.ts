export interface BookingDraft {
  checkIn?: Date
  checkOut?: Date
  guestName: string
  guestEmail: string
  guestsCount: number
  maxGuests: number
  guestPhone?: string
  specialRequests?: string
}

export type BookingField =
  'dates' | 'guestName' | 'guestEmail' | 'guestsCount' | 'guestPhone' | 'specialRequests'

/** What is wrong with each field, in the guest's words (the fields that are fine are absent). */
export type BookingFieldErrors = Partial<Record<BookingField, string>>

// The database's rule for a guest address (migration 20261126240000_guest_address_rules.sql).
const EMAIL =
  /^[A-Za-z0-9!#$'*+/=^_`{|}~.-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$/

/** Each field's problem, checked as the database checks it, so the guest hears it beside the field. */
export function bookingFieldErrors(draft: BookingDraft): BookingFieldErrors {
  const errors: BookingFieldErrors = {}
  if (!draft.checkIn || !draft.checkOut) errors.dates = 'Please select check-in and check-out dates'
  const name = draft.guestName.trim()
  if (!name) errors.guestName = 'Please enter your full name'
  else if (name.length > 200) errors.guestName = 'Please keep your name under 200 characters'
  const email = draft.guestEmail.trim()
  if (!email) errors.guestEmail = 'Please enter your email address'
  else if (email.length > 320 || !EMAIL.test(email)) {
    errors.guestEmail = 'Please enter a valid email address, such as name@example.com'
  }
  const guests = draft.guestsCount
  if (!Number.isInteger(guests) || guests < 1 || guests > draft.maxGuests) {
    errors.guestsCount =
      draft.maxGuests === 1
        ? 'This villa welcomes 1 guest'
        : `Between 1 and ${draft.maxGuests} guests`
  }
  if ((draft.guestPhone ?? '').trim().length > 50) {
    errors.guestPhone = 'Please keep the phone number under 50 characters'
  }
  if ((draft.specialRequests ?? '').trim().length > 5000) {
    errors.specialRequests = 'Please keep your requests under 5,000 characters'
  }
  return errors
}

/** The toast's text for a draft's errors: the spec's message first; null when there are none. */
export function bookingErrorToast(errors: BookingFieldErrors): string | null {
  if (errors.dates) return errors.dates
  if (!errors.guestName && !errors.guestEmail) {
    return errors.guestsCount ?? errors.guestPhone ?? errors.specialRequests ?? null
  }
  const isMissing =
    errors.guestName === 'Please enter your full name' ||
    errors.guestEmail === 'Please enter your email address'
  return isMissing ? 'Please fill in all required fields' : (errors.guestName ?? errors.guestEmail)!
}

/** The order the form is read in: the first field at fault takes the focus. */
export const BOOKING_FIELD_ORDER: readonly BookingField[] = [
  'dates',
  'guestName',
  'guestEmail',
  'guestsCount',
  'guestPhone',
  'specialRequests',
]
