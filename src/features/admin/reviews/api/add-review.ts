import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { nextDisplayOrder } from '@/features/admin/layout/lib/display-order'
import { reviewErrorToast, type ReviewValues } from '../lib/review-input'
import * as m from '@/paraglide/messages'

/** Adds an active review at the end of the villa's list (display order = current max + 1). */
export async function addReview({ villaId, review }: { villaId: string; review: ReviewValues }) {
  const last = await run(
    supabase
      .from('villa_reviews')
      .select('display_order')
      .eq('villa_id', villaId)
      .order('display_order', { ascending: false })
      .limit(1),
  )
  await run(
    supabase.from('villa_reviews').insert({
      ...review,
      villa_id: villaId,
      display_order: nextDisplayOrder(last),
      is_active: true,
    }),
  )
}

export function useAddReview() {
  return useMutation({
    mutationFn: addReview,
    meta: {
      writes: ['villa_reviews'],
      errorToast: reviewErrorToast(() => m.admin_reviews_save_failed()),
    },
  })
}
