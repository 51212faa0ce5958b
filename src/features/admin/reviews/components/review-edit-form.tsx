import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import type { AdminReview } from '../api/get-admin-reviews'
import { useUpdateReview } from '../api/update-review'
import { checkReviewDraft, draftOfReview } from '../lib/review-input'
import { parisToday } from '@/lib/dates'
import { ReviewFields } from './review-fields'
import { useReviewForm } from './use-review-form'
import * as m from '@/paraglide/messages'

/** The review's guest, text, rating and stay, edited in place. */
export function ReviewEditForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const { draft, errors, setDraft, submit, showRefusal } = useReviewForm(draftOfReview(review))
  const updateReview = useUpdateReview()

  // The toast of a failure comes from the mutation (api/update-review.ts).
  const handleSubmit = submit((checked) =>
    updateReview.mutate(
      {
        id: review.id,
        villaId: review.villa_id,
        changes: checkReviewDraft(checked, parisToday()).values!,
      },
      {
        onSuccess: () => {
          toast.success(m.admin_reviews_updated())
          onDone()
        },
        onError: showRefusal,
      },
    ),
  )

  return (
    <form onSubmit={handleSubmit} className="mt-4 space-y-4" noValidate>
      <ReviewFields
        villaId={review.villa_id}
        reviewId={review.id}
        draft={draft}
        errors={errors}
        onChange={setDraft}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {m.admin_outbox_cancel()}
        </Button>
        <Button type="submit" size="sm" disabled={updateReview.isPending}>
          {updateReview.isPending ? m.admin_settings_saving() : m.admin_reviews_save()}
        </Button>
      </div>
    </form>
  )
}
