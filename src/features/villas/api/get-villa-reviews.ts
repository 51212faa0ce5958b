import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { publicApi } from '@/lib/public-api'
import type { Tables } from '@/types/database.types'
import { villaKeys } from './keys'

export type VillaReview = Tables<'villa_reviews'>

/** A villa's active guest reviews in display order. */
export async function getVillaReviews(
  villaId: string,
  signal?: AbortSignal,
): Promise<VillaReview[]> {
  let query = publicApi
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
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load villa reviews', signal, () =>
        getVillaReviews(villaId, signal),
      ),
  })
}

export function useVillaReviews(villaId: string) {
  return useQuery(villaReviewsQueryOptions(villaId))
}
