import { useMutation, useQueryClient } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { StayReviewValues } from '../lib/stay-review-form'
import type { ReviewInvitation } from './get-review-invitation'
import { guestReviewKeys } from './keys'

/** The guest's review through their link (submit_stay_review): it reaches staff unapproved. */
export async function submitStayReview(token: string, review: StayReviewValues): Promise<void> {
  await run(
    publicApi.rpc('submit_stay_review', {
      p_token: token,
      p_rating: review.rating ?? 0,
      p_review_text: review.reviewText,
      p_guest_name: review.guestName,
      p_guest_location: review.guestLocation,
    }),
  )
}

export function useSubmitStayReview(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (review: StayReviewValues) => submitStayReview(token, review),
    // The page answers beside the fields and in place of the form, not with a toast.
    meta: { writes: ['villa_reviews'], errorToast: false },
    onSuccess: () =>
      queryClient.setQueryData<ReviewInvitation | null>(
        guestReviewKeys.invitation(token),
        (invitation) => invitation && { ...invitation, state: 'used' },
      ),
  })
}
