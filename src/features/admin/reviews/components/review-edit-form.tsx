import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import type { AdminReview } from '../api/get-admin-reviews'
import { useUpdateReview } from '../api/update-review'
import { cleanReviewDraft, REVIEW_REQUIRED_MESSAGE } from '../lib/review-input'
import { ReviewFields } from './review-fields'

/** The review's guest, location and text, edited in place. */
export function ReviewEditForm({ review, onDone }: { review: AdminReview; onDone: () => void }) {
  const [draft, setDraft] = useState({
    guest_name: review.guest_name,
    guest_location: review.guest_location,
    review_text: review.review_text,
  })
  const updateReview = useUpdateReview()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const cleaned = cleanReviewDraft(draft)
    if (!cleaned) {
      toast.error('Error', { description: REVIEW_REQUIRED_MESSAGE })
      return
    }
    updateReview.mutate(
      { id: review.id, villaId: review.villa_id, changes: cleaned },
      {
        onSuccess: () => {
          toast.success('Review updated successfully')
          onDone()
        },
        onError: () => toast.error('Error', { description: 'Failed to update review' }),
      },
    )
  }

  return (
    <form onSubmit={handleSubmit} className="mt-4 space-y-4" noValidate>
      <ReviewFields draft={draft} onChange={setDraft} />
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
