import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataOf, withSignal } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { adminOverviewKeys } from './keys'

export interface NavCounts {
  /** Live requests waiting for a decision (expired ones are not waiting any more). */
  pendingRequests: number
  unreadMessages: number
}

/** The sidebar's badges, counted by the database (admin_nav_counts: two counts, staff only). */
export async function getNavCounts(signal?: AbortSignal): Promise<NavCounts> {
  const query = supabase.rpc('admin_nav_counts')
  const data = dataOf(await withSignal(query, signal).single())
  return { pendingRequests: data.pending_requests, unreadMessages: data.unread_messages }
}

export function useNavCounts() {
  return useQuery(
    queryOptions({
      queryKey: adminOverviewKeys.navCounts(),
      meta: { reads: ['bookings', 'contact_submissions'] },
      queryFn: ({ signal }) => getNavCounts(signal),
      // Requests and messages arrive from the site: look again every minute.
      refetchInterval: 60_000,
      staleTime: 30_000,
    }),
  )
}
