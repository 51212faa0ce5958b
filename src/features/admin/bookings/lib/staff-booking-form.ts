import { parseAmount } from './booking-changes'
import * as m from '@/paraglide/messages'

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
  if (!form.villaId) errors.villaId = m.admin_bookings_err_villa()
  if (!form.checkIn) errors.checkIn = m.admin_bookings_err_check_in()
  if (!form.checkOut) errors.checkOut = m.admin_bookings_err_check_out()
  else if (form.checkIn && form.checkOut <= form.checkIn)
    errors.checkOut = m.admin_bookings_err_order()
  const adults = count(form.adults)
  if (adults === null || adults < 1) errors.adults = m.admin_bookings_err_adults()
  if (count(form.children) === null) errors.children = m.admin_bookings_err_children()
  if (!form.guestName.trim()) errors.guestName = m.admin_bookings_err_name()
  else if (form.guestName.trim().length > 200)
    errors.guestName = m.admin_bookings_err_max({ count: 200 })
  if (!EMAIL.test(form.guestEmail.trim())) errors.guestEmail = m.admin_bookings_err_email()
  if (form.guestPhone.trim().length > 50)
    errors.guestPhone = m.admin_bookings_err_max({ count: 50 })
  if (form.specialRequests.length > 5000)
    errors.specialRequests = m.admin_bookings_err_max({ count: 5000 })
  if (form.manualPrice) {
    const total = parseAmount(form.manualTotal)
    if (total.error) errors.manualTotal = total.error
    if (!form.manualReason.trim()) errors.manualReason = m.admin_bookings_err_reason()
    else if (form.manualReason.trim().length > 500)
      errors.manualReason = m.admin_bookings_err_max({ count: 500 })
  }
  if (form.message.length > 2000) errors.message = m.admin_bookings_err_max({ count: 2000 })
  return errors
}

/** The party as numbers (0 when not a number yet: the quote waits for a valid party). */
export function partyOf(form: StaffBookingForm): { adults: number; children: number } {
  return { adults: count(form.adults) ?? 0, children: count(form.children) ?? 0 }
}
