import { Plus } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useAddReview } from '../api/add-review'
import {
  checkReviewDraft,
  EMPTY_REVIEW_DRAFT,
  fieldOfReviewError,
  isMissingRequiredText,
  REVIEW_REQUIRED_MESSAGE,
  type ReviewField,
} from '../lib/review-input'
import { ReviewFields } from './review-fields'
import { parisToday } from '@/lib/dates'

export function ReviewAddForm({ villaId }: { villaId: string }) {
  const [draft, setDraft] = useState(EMPTY_REVIEW_DRAFT)
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({})
  const addReview = useAddReview()
  const formId = useId()

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
    addReview.mutate(
      { villaId, review: checked.values },
      {
        onSuccess: () => {
          setDraft(EMPTY_REVIEW_DRAFT)
          toast.success('Review added successfully')
        },
        onError: (error) => {
          // The database's sentence beside the field it names; what was typed stays.
          const field = fieldOfReviewError(error)
          if (field) setErrors({ [field]: error.message })
          toast.error('Error', {
            description: field ? error.message : 'Failed to save review',
          })
        },
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
