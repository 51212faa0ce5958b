import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { dataOf, withSignal } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { DEFAULT_REVIEWS_STATEMENT } from '../lib/reviews-statement'
import { villaKeys } from './keys'

export interface ReviewsStatement {
  title: string
  content: string
}

/** How reviews are checked, as staff wrote it (page content); the installed text otherwise. */
export async function getReviewsStatement(signal?: AbortSignal): Promise<ReviewsStatement> {
  const query = publicApi
    .from('page_content')
    .select('title, content')
    .eq('page_slug', 'villa-detail')
    .eq('section_key', 'reviews_statement')
    .eq('is_active', true)
  const data = dataOf(await withSignal(query, signal).maybeSingle())
  const content = data?.content.trim()
  if (!content) return DEFAULT_REVIEWS_STATEMENT
  return { title: data?.title?.trim() || DEFAULT_REVIEWS_STATEMENT.title, content }
}

export function reviewsStatementQueryOptions() {
  return queryOptions({
    queryKey: villaKeys.reviewsStatement(),
    meta: { reads: ['page_content'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load the reviews statement', signal, () =>
        getReviewsStatement(signal),
      ),
    staleTime: 5 * 60_000,
  })
}

/** The statement to show: the installed text while it loads or when it cannot be read. */
export function useReviewsStatement(isEnabled: boolean): ReviewsStatement {
  return (
    useQuery({ ...reviewsStatementQueryOptions(), enabled: isEnabled }).data ??
    DEFAULT_REVIEWS_STATEMENT
  )
}
