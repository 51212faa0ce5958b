import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { adminBookingKeys } from './keys'

/** Every villa, active or not, for the villa filter. */
export async function getBookingVillas(signal?: AbortSignal) {
  let query = supabase.from('villas').select('id, name').order('name')
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
}

export function bookingVillasQueryOptions() {
  return queryOptions({
    queryKey: adminBookingKeys.villas(),
    meta: { reads: ['villas'] },
    queryFn: ({ signal }) => getBookingVillas(signal),
  })
}

export function useBookingVillas() {
  return useQuery(bookingVillasQueryOptions())
}
