import { Plus } from 'lucide-react'
import { useId } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useAddReview } from '../api/add-review'
import { checkReviewDraft, EMPTY_REVIEW_DRAFT } from '../lib/review-input'
import { parisToday } from '@/lib/dates'
import { ReviewFields } from './review-fields'
import { useReviewForm } from './use-review-form'

export function ReviewAddForm({ villaId }: { villaId: string }) {
  const { form, draft, errors, setDraft, submit, showRefusal } = useReviewForm(EMPTY_REVIEW_DRAFT)
  const addReview = useAddReview()
  const formId = useId()

  // The toast of a failure comes from the mutation (api/add-review.ts).
  const handleSubmit = submit((checked) =>
    addReview.mutate(
      { villaId, review: checkReviewDraft(checked, parisToday()).values! },
      {
        onSuccess: () => {
          form.reset(EMPTY_REVIEW_DRAFT)
          toast.success('Review added successfully')
        },
        onError: showRefusal,
      },
    ),
  )

  return (
    <Card className="p-5">
      <h3 id={`${formId}-title`} className="mb-4 font-sans text-base font-semibold text-navy">
        Add New Review
      </h3>
      <form
        onSubmit={handleSubmit}
        aria-labelledby={`${formId}-title`}
        className="space-y-4"
        noValidate
      >
        <ReviewFields villaId={villaId} draft={draft} errors={errors} onChange={setDraft} />
        <div className="flex justify-end">
          <Button type="submit" disabled={addReview.isPending}>
            <Plus aria-hidden="true" /> {addReview.isPending ? 'Adding...' : 'Add Review'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
