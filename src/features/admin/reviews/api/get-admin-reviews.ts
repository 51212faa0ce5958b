import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import { adminReviewKeys } from './keys'
import * as m from '@/paraglide/messages'

export type AdminReview = Tables<'villa_reviews'>

/** Every review of one villa, active or not, in display order. */
export async function getAdminReviews(
  villaId: string,
  signal?: AbortSignal,
): Promise<AdminReview[]> {
  const query = supabase
    .from('villa_reviews')
    .select('*')
    .eq('villa_id', villaId)
    .order('display_order', { ascending: true })
    .order('created_at', { ascending: true })
  return run(query, signal)
}

export function adminReviewsQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: adminReviewKeys.list(villaId),
    queryFn: ({ signal }) => getAdminReviews(villaId, signal),
    meta: {
      reads: ['villa_reviews'],
      errorToast: { title: m.admin_settings_error(), description: m.admin_reviews_fetch_failed() },
    },
  })
}

export function useAdminReviews(villaId: string) {
  return useQuery(adminReviewsQueryOptions(villaId))
}
