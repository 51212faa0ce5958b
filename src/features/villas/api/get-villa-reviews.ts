import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import { villaKeys } from './keys'

export type VillaReview = Tables<'villa_reviews'>

/** A villa's active guest reviews in display order. */
export async function getVillaReviews(
  villaId: string,
  signal?: AbortSignal,
): Promise<VillaReview[]> {
  let query = supabase
    .from('villa_reviews')
    .select('*')
    .eq('villa_id', villaId)
    .eq('is_active', true)
    .order('display_order', { ascending: true })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
}

export function villaReviewsQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: villaKeys.reviews(villaId),
    queryFn: async ({ signal }) => {
      try {
        return await getVillaReviews(villaId, signal)
      } catch (error) {
        // A cancelled request (the page was left) is not a failure.
        if (!signal.aborted) console.error('Failed to load villa reviews', error)
        throw error
      }
    },
  })
}

export function useVillaReviews(villaId: string) {
  return useQuery(villaReviewsQueryOptions(villaId))
}
