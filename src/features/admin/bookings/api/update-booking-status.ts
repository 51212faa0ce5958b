import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { adminBookingKeys, keysAffectedByBookingStatus } from './keys'

export type BookingDecision = 'confirmed' | 'cancelled'

/** Moves a pending booking; the database refuses overlaps and anything but pending → decision. */
export async function updateBookingStatus({ id, status }: { id: string; status: BookingDecision }) {
  const { error } = await supabase.from('bookings').update({ status }).eq('id', id)
  if (error) throw error
  return status
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateBookingStatus,
    onSettled: () =>
      Promise.all(
        [adminBookingKeys.all, ...keysAffectedByBookingStatus].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
