import { parseAmount } from './booking-changes'

/** What staff type into "New booking" (issue 21), as text, so nothing typed is ever lost. */
export interface StaffBookingForm {
  villaId: string
  checkIn: string
  checkOut: string
  adults: string
  children: string
  guestName: string
  guestEmail: string
  guestPhone: string
  specialRequests: string
  manualPrice: boolean
  manualTotal: string
  manualReason: string
  message: string
}

export const EMPTY_STAFF_BOOKING: StaffBookingForm = {
  villaId: '',
  checkIn: '',
  checkOut: '',
  adults: '2',
  children: '0',
  guestName: '',
  guestEmail: '',
  guestPhone: '',
  specialRequests: '',
  manualPrice: false,
  manualTotal: '',
  manualReason: '',
  message: '',
}

export type StaffBookingErrors = Partial<Record<keyof StaffBookingForm, string>>

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

function count(text: string): number | null {
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null
}

/** Each field's problem in words, beside the field; the database checks the stay's rules. */
export function validateStaffBooking(form: StaffBookingForm): StaffBookingErrors {
  const errors: StaffBookingErrors = {}
  if (!form.villaId) errors.villaId = 'Choose the villa'
  if (!form.checkIn) errors.checkIn = 'Choose the arrival day'
  if (!form.checkOut) errors.checkOut = 'Choose the departure day'
  else if (form.checkIn && form.checkOut <= form.checkIn)
    errors.checkOut = 'Departure must be after arrival'
  const adults = count(form.adults)
  if (adults === null || adults < 1) errors.adults = 'At least one adult'
  if (count(form.children) === null) errors.children = 'A number of children, 0 or more'
  if (!form.guestName.trim()) errors.guestName = 'Enter the guest’s full name'
  else if (form.guestName.trim().length > 200) errors.guestName = 'At most 200 characters'
  if (!EMAIL.test(form.guestEmail.trim()))
    errors.guestEmail = 'Enter the guest’s email: the confirmation and their booking link go there'
  if (form.guestPhone.trim().length > 50) errors.guestPhone = 'At most 50 characters'
  if (form.specialRequests.length > 5000) errors.specialRequests = 'At most 5000 characters'
  if (form.manualPrice) {
    const total = parseAmount(form.manualTotal)
    if (total.error) errors.manualTotal = total.error
    if (!form.manualReason.trim()) errors.manualReason = 'Say why the price differs from the quote'
    else if (form.manualReason.trim().length > 500) errors.manualReason = 'At most 500 characters'
  }
  if (form.message.length > 2000) errors.message = 'At most 2000 characters'
  return errors
}

/** The party as numbers (0 when not a number yet: the quote waits for a valid party). */
export function partyOf(form: StaffBookingForm): { adults: number; children: number } {
  return { adults: count(form.adults) ?? 0, children: count(form.children) ?? 0 }
}
