import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { blockedDatesKeys } from './keys'

/** Active villas that days can be blocked for, by name. */
export async function getBlockingVillas(signal?: AbortSignal) {
  let query = supabase
    .from('villas')
    .select('id, name, location')
    .eq('is_active', true)
    .order('name')
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
}

export function useBlockingVillas() {
  return useQuery(
    queryOptions({
      queryKey: blockedDatesKeys.villas(),
      queryFn: ({ signal }) => getBlockingVillas(signal),
    }),
  )
}
