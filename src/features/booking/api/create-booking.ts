import { useMutation, useQueryClient } from '@tanstack/react-query'
// zod's mini build keeps the villa page's first visit small (tree-shakable checks).
import { z } from 'zod/v4-mini'
import { supabase } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database.types'
import { bookingKeys } from './keys'

const BOOKING_EXPIRY_MS = 24 * 60 * 60 * 1000

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

export const createBookingInputSchema = z.object({
  /** The request's own id, kept across retries of the same request (stored once). */
  submissionId: z.uuid(),
  villaId: z.uuid(),
  checkIn: isoDay,
  checkOut: isoDay,
  guestsCount: z.int().check(z.minimum(1)),
  totalPrice: z.number().check(z.minimum(0)),
  guestName: z.string().check(z.trim(), z.minLength(1)),
  guestEmail: z.string().check(z.trim(), z.minLength(1)),
  guestPhone: z.string().check(z.trim()),
  specialRequests: z.string().check(z.trim()),
})

export type CreateBookingInput = z.infer<typeof createBookingInputSchema>

/**
 * Sends a booking request. Visitors cannot read bookings back, so only the error is checked; the
 * database forces status and expiry, recomputes the total from the nightly prices, and stores a
 * repeated submission (same id) only once, answering it as the success it was.
 */
export async function createBooking(input: CreateBookingInput): Promise<void> {
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
  const { error } = await supabase.from('bookings').insert(row)
  if (error) throw error
}

export function useCreateBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: bookingKeys.unavailableForVilla(input.villaId) }),
  })
}
