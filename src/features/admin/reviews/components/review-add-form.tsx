import { Plus } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useAddReview } from '../api/add-review'
import { cleanReviewDraft, REVIEW_REQUIRED_MESSAGE, type ReviewDraft } from '../lib/review-input'
import { ReviewFields } from './review-fields'

const EMPTY: ReviewDraft = { guest_name: '', guest_location: '', review_text: '' }

export function ReviewAddForm({ villaId }: { villaId: string }) {
  const [draft, setDraft] = useState(EMPTY)
  const addReview = useAddReview()
  const formId = useId()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const cleaned = cleanReviewDraft(draft)
    if (!cleaned) {
      toast.error('Error', { description: REVIEW_REQUIRED_MESSAGE })
      return
    }
    addReview.mutate(
      { villaId, draft: cleaned },
      {
        onSuccess: () => {
          setDraft(EMPTY)
          toast.success('Review added successfully')
        },
        onError: () => toast.error('Error', { description: 'Failed to save review' }),
      },
    )
  }

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
        <ReviewFields draft={draft} onChange={setDraft} />
        <div className="flex justify-end">
          <Button type="submit" disabled={addReview.isPending}>
            <Plus aria-hidden="true" /> {addReview.isPending ? 'Adding...' : 'Add Review'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
