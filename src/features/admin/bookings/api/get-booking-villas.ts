import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { adminBookingKeys } from './keys'

/** Every villa, active or not, for the villa filter. */
export async function getBookingVillas(signal?: AbortSignal) {
  const query = supabase.from('villas').select('id, name').order('name')
  return run(query, signal)
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
