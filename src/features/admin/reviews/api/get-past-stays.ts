import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { todayInParis } from '@/lib/dates'
import { adminReviewKeys } from './keys'

export interface PastStay {
  id: string
  guest_name: string
  check_in: string
  check_out: string
}

/**
 * The villa's confirmed stays that have ended, newest first: the stays a review can be linked
 * to ("Verified stay"; the database checks the same rules). The last 200 are plenty to pick from.
 */
export async function getPastStays(villaId: string, signal?: AbortSignal): Promise<PastStay[]> {
  const query = supabase
    .from('bookings')
    .select('id, guest_name, check_in, check_out')
    .eq('villa_id', villaId)
    .eq('status', 'confirmed')
    .lte('check_out', todayInParis())
    .order('check_out', { ascending: false })
    .limit(200)
  return run(query, signal)
}

export function pastStaysQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: adminReviewKeys.pastStays(villaId),
    meta: { reads: ['bookings'] },
    queryFn: ({ signal }) => getPastStays(villaId, signal),
  })
}

export function usePastStays(villaId: string) {
  return useQuery(pastStaysQueryOptions(villaId))
}
