import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { BookingDecision } from './update-booking-status'

export interface DecideBookingInput {
  id: string
  status: BookingDecision
  /** A word to the guest, in the confirmation or decline email. */
  message: string
  /** Other villas a decline suggests. */
  suggestedVillaIds: string[]
}

/**
 * Confirms or declines a pending request with staff's message (admin_decide_booking); the
 * database runs the usual checks (free dates, not expired) and writes the guest's email.
 */
export async function decideBooking({
  id,
  status,
  message,
  suggestedVillaIds,
}: DecideBookingInput) {
  await run(
    supabase.rpc('admin_decide_booking', {
      p_booking_id: id,
      p_decision: status,
      p_message: message.trim() || undefined,
      p_suggested_villa_ids: status === 'cancelled' ? suggestedVillaIds : [],
    }),
  )
  return status
}

export function useDecideBooking() {
  return useMutation({
    mutationFn: decideBooking,
    meta: { writes: ['bookings', 'notifications'], errorToast: false },
  })
}
