import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { Tables } from '@/types/database.types'
import { villaKeys } from './keys'

/** What visitors may read of a review: every column but the booking it is linked to. */
const PUBLIC_COLUMNS =
  'id, villa_id, guest_name, guest_location, review_text, display_order, rating, stay_month, is_verified, published_on, language'

export type VillaReview = Pick<
  Tables<'villa_reviews'>,
  | 'id'
  | 'villa_id'
  | 'guest_name'
  | 'guest_location'
  | 'review_text'
  | 'display_order'
  | 'rating'
  | 'stay_month'
  | 'is_verified'
  | 'published_on'
  | 'language'
>

/**
 * A villa's active guest reviews in display order, with their rating, month of stay, "Verified
 * stay" mark and publication day (the booking itself is not readable by visitors).
 */
export async function getVillaReviews(
  villaId: string,
  signal?: AbortSignal,
): Promise<VillaReview[]> {
  const query = publicApi
    .from('villa_reviews')
    .select(PUBLIC_COLUMNS)
    .eq('villa_id', villaId)
    .eq('is_active', true)
    .order('display_order', { ascending: true })
  return run(query, signal)
}

export function villaReviewsQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: villaKeys.reviews(villaId),
    meta: { reads: ['villa_reviews'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load villa reviews', signal, () =>
        getVillaReviews(villaId, signal),
      ),
  })
}

export function useVillaReviews(villaId: string) {
  return useQuery(villaReviewsQueryOptions(villaId))
}
