import { Plus } from 'lucide-react'
import { useId } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useAddReview } from '../api/add-review'
import { checkReviewDraft, emptyReviewDraft } from '../lib/review-input'
import { parisToday } from '@/lib/dates'
import { ReviewFields } from './review-fields'
import { useReviewForm } from './use-review-form'
import * as m from '@/paraglide/messages'

export function ReviewAddForm({ villaId }: { villaId: string }) {
  const { form, draft, errors, setDraft, submit, showRefusal } = useReviewForm(emptyReviewDraft())
  const addReview = useAddReview()
  const formId = useId()

  // The toast of a failure comes from the mutation (api/add-review.ts).
  const handleSubmit = submit((checked) =>
    addReview.mutate(
      { villaId, review: checkReviewDraft(checked, parisToday()).values! },
      {
        onSuccess: () => {
          form.reset(emptyReviewDraft())
          toast.success(m.admin_reviews_added())
        },
        onError: showRefusal,
      },
    ),
  )

  return (
    <Card className="p-5">
      <h3 id={`${formId}-title`} className="mb-4 font-sans text-base font-semibold text-navy">
        {m.admin_reviews_add_title()}
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
            <Plus aria-hidden="true" />{' '}
            {addReview.isPending ? m.admin_reviews_adding() : m.admin_reviews_add()}
          </Button>
        </div>
      </form>
    </Card>
  )
}
