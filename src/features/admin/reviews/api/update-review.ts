import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { TablesUpdate } from '@/types/database.types'
import { reviewErrorToast } from '../lib/review-input'
import * as m from '@/paraglide/messages'

export interface UpdateReviewInput {
  id: string
  villaId: string
  changes: Pick<
    TablesUpdate<'villa_reviews'>,
    | 'guest_name'
    | 'guest_location'
    | 'review_text'
    | 'rating'
    | 'stay_month'
    | 'booking_id'
    | 'is_active'
  >
}

/**
 * Updates one review. Row security hides rows a user may not change instead of failing, so an
 * update that touched nothing is reported as a failure.
 */
export async function updateReview({ id, changes }: UpdateReviewInput) {
  const data = await run(supabase.from('villa_reviews').update(changes).eq('id', id).select('id'))
  if (data.length === 0) throw new Error('The review was not updated')
}

export function useUpdateReview() {
  return useMutation({
    mutationFn: updateReview,
    meta: {
      writes: ['villa_reviews'],
      errorToast: reviewErrorToast(() => m.admin_reviews_update_failed()),
    },
  })
}
