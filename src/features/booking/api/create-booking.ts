import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { throttleMessage } from '@/lib/refusals'
import type { TablesInsert } from '@/types/database.types'
import type { CreateBookingInput } from './create-booking-input'

export type { CreateBookingInput } from './create-booking-input'

const BOOKING_EXPIRY_MS = 24 * 60 * 60 * 1000

/** The spec's text when a request could not be stored (the database's own when it throttled). */
export const SEND_FAILED = 'Failed to submit booking request. Please try again.'

/**
 * Sends a booking request. Visitors cannot read bookings back, so only the error is checked; the
 * database forces status and expiry, recomputes the total from the nightly prices, and stores a
 * repeated submission (same id) only once, answering it as the success it was.
 */
export async function createBooking(input: CreateBookingInput): Promise<void> {
  // The checks load when a request is sent, not with the page (the database checks it all too).
  const { createBookingInputSchema } = await import('./create-booking-input')
  const values = createBookingInputSchema.parse(input)
  const row: TablesInsert<'bookings'> = {
    id: values.submissionId,
    villa_id: values.villaId,
    check_in: values.checkIn,
    check_out: values.checkOut,
    guests_count: values.guestsCount,
    total_price: values.totalPrice,
    guest_name: values.guestName,
    guest_email: values.guestEmail,
    guest_phone: values.guestPhone || null,
    special_requests: values.specialRequests || null,
    expires_at: new Date(Date.now() + BOOKING_EXPIRY_MS).toISOString(),
    status: 'pending',
  }
  await run(publicApi.from('bookings').insert(row))
}

/** The toast a failed booking request shows. */
export function sendFailedToast(error: unknown) {
  return { title: 'Error', description: throttleMessage(error) ?? SEND_FAILED }
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
