import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { blockedDatesKeys } from './keys'

/** Confirmed bookings (they block their days) with their villa, by check-in. */
export async function getConfirmedBookings(signal?: AbortSignal) {
  let query = supabase
    .from('bookings')
    .select('id, check_in, check_out, occupied, guest_name, villa_id, villas(name, location)')
    .eq('status', 'confirmed')
    .order('check_in', { ascending: true })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
}

export function useConfirmedBookings() {
  return useQuery(
    queryOptions({
      queryKey: blockedDatesKeys.confirmedBookings(),
      queryFn: ({ signal }) => getConfirmedBookings(signal),
    }),
  )
}
