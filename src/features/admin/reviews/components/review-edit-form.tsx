import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import type { AdminReview } from '../api/get-admin-reviews'
import { useUpdateReview } from '../api/update-review'
import {
  checkReviewDraft,
  draftOfReview,
  fieldOfReviewError,
  isMissingRequiredText,
  REVIEW_REQUIRED_MESSAGE,
  type ReviewField,
} from '../lib/review-input'
import { ReviewFields } from './review-fields'
import { parisToday } from '@/lib/dates'

/** The review's guest, text, rating and stay, edited in place. */
export function ReviewEditForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const [draft, setDraft] = useState(() => draftOfReview(review))
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({})
  const updateReview = useUpdateReview()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkReviewDraft(draft, parisToday())
    setErrors(checked.errors ?? {})
    if (!checked.values) {
      toast.error('Error', {
        description: isMissingRequiredText(checked.errors)
          ? REVIEW_REQUIRED_MESSAGE
          : 'Please correct the fields marked below.',
      })
      return
    }
    updateReview.mutate(
      { id: review.id, villaId: review.villa_id, changes: checked.values },
      {
        onSuccess: () => {
          toast.success('Review updated successfully')
          onDone()
        },
        onError: (error) => {
          const field = fieldOfReviewError(error)
          if (field) setErrors({ [field]: error.message })
          toast.error('Error', {
            description: field ? error.message : 'Failed to update review',
          })
        },
      },
    )
  }

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
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={updateReview.isPending}>
          {updateReview.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  )
}
