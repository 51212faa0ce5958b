import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { blockedDatesKeys } from './keys'

/** The booking fields the analytics cards are computed from. */
export async function getAnalyticsBookings(signal?: AbortSignal) {
  let query = supabase.from('bookings').select('status, total_price, check_in, check_out')
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
}

export function useAnalyticsBookings() {
  return useQuery(
    queryOptions({
      queryKey: blockedDatesKeys.analytics(),
      queryFn: ({ signal }) => getAnalyticsBookings(signal),
    }),
  )
}
