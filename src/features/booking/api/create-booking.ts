import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { currentLocale } from '@/lib/i18n/locale'
import { publicApi } from '@/lib/public-api'
import { throttleMessage } from '@/lib/refusals'
import type { TablesInsert } from '@/types/database.types'
import type { CreateBookingInput } from './create-booking-input'
import type { StayParty } from './stay-offer'
import * as m from '@/paraglide/messages'

export type { CreateBookingInput } from './create-booking-input'

/**
 * A booking request: the form's fields, who stays (adults and children; the guests count is their
 * sum) with the extras ticked, and whether the guest ticked "I accept the Terms of Booking" (the
 * database refuses a request without it and stamps the version of the Terms in force).
 */
export type BookingRequest = CreateBookingInput & StayParty & { termsAccepted: boolean }

const BOOKING_EXPIRY_MS = 24 * 60 * 60 * 1000

/** The spec's text when a request could not be stored (the database's own when it throttled). */

/**
 * Sends a booking request. Visitors cannot read bookings back, so only the error is checked; the
 * database forces status and expiry, quotes the stay again (quote_stay) and stores that quote as
 * the booking's snapshot with its total, and stores a repeated submission (same id) only once,
 * answering it as the success it was. The request carries the language of the page it was sent
 * from: the guest's emails are written in it.
 */
export async function createBooking(input: BookingRequest): Promise<void> {
  // The checks load when a request is sent, not with the page (the database checks it all too).
  const { createBookingInputSchema } = await import('./create-booking-input')
  await run(
    publicApi.from('bookings').insert(toBookingRow(input, createBookingInputSchema.parse(input))),
  )
}

/**
 * The row sent to bookings: the checked form's values, who stays and the extras, and the
 * language of the page it is sent from (issue 22: every email to the guest is written in it).
 */
export function toBookingRow(
  input: BookingRequest,
  values: CreateBookingInput,
  now = Date.now(),
): TablesInsert<'bookings'> {
  return {
    id: values.submissionId,
    villa_id: values.villaId,
    check_in: values.checkIn,
    check_out: values.checkOut,
    guests_count: input.adults + input.children,
    adults: input.adults,
    children: input.children,
    extras: input.extras,
    terms_accepted: input.termsAccepted,
    total_price: values.totalPrice,
    guest_name: values.guestName,
    guest_email: values.guestEmail,
    guest_phone: values.guestPhone || null,
    special_requests: values.specialRequests || null,
    expires_at: new Date(now + BOOKING_EXPIRY_MS).toISOString(),
    status: 'pending',
    language: currentLocale(),
  }
}

/** The toast a failed booking request shows. */
export function sendFailedToast(error: unknown) {
  return { title: m.error_title(), description: throttleMessage(error) ?? m.booking_send_failed() }
}

export function useCreateBooking() {
  return useMutation({
    mutationFn: createBooking,
    meta: {
      writes: ['bookings'],
      errorToast: sendFailedToast,
    },
  })
}
