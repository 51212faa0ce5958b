import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Enums } from '@/types/database.types'

/** What staff decide for a pending request: the two statuses it may move to. */
export type BookingDecision = Exclude<Enums<'booking_status'>, 'pending'>

/** Moves a pending booking; the database refuses overlaps and anything but pending → decision. */
export async function updateBookingStatus({ id, status }: { id: string; status: BookingDecision }) {
  await run(supabase.from('bookings').update({ status }).eq('id', id))
  return status
}

export function useUpdateBookingStatus() {
  // A decision queues the guest's email (the notifications outbox).
  return useMutation({
    mutationFn: updateBookingStatus,
    meta: {
      writes: ['bookings', 'notifications'],
      errorToast: false /* the decision buttons read the refusal */,
    },
  })
}
