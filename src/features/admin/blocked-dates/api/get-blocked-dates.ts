import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { blockedDatesKeys } from './keys'

/** Every stored blocked day with its villa, earliest first. */
export async function getBlockedDates(signal?: AbortSignal) {
  let query = supabase
    .from('blocked_dates')
    .select('*, villas(name, location)')
    .order('blocked_date', { ascending: true })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
}

export function useBlockedDates() {
  return useQuery(
    queryOptions({
      queryKey: blockedDatesKeys.blocked(),
      queryFn: ({ signal }) => getBlockedDates(signal),
      // One toast for the screen: the other reads of this screen fail together with this one.
      meta: { errorToast: { title: 'Error', description: 'Failed to load data' } },
    }),
  )
}
