import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import type { ReviewDraft, ReviewField } from '../lib/review-input'
import { ReviewStayFields } from './review-stay-fields'
import { StarRatingInput } from '@/components/ui/star-rating-input'
import * as m from '@/paraglide/messages'

interface ReviewFieldsProps {
  villaId: string
  /** The review being edited (its own linked stay stays available), or none for a new one. */
  reviewId?: string
  draft: ReviewDraft
  errors: Partial<Record<ReviewField, string>>
  onChange: (draft: ReviewDraft) => void
}

/**
 * Guest name, location and text (required), the rating (required), the month of the stay and
 * the finished stay the review is about ("Verified stay"), each with its message beside it.
 */
export function ReviewFields({ villaId, reviewId, draft, errors, onChange }: ReviewFieldsProps) {
  const id = useId()
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminFormField
          htmlFor={`${id}-name`}
          label={m.admin_reviews_guest_name()}
          isRequired
          error={errors.guest_name}
        >
          <Input
            id={`${id}-name`}
            value={draft.guest_name}
            {...fieldErrorProps(`${id}-name`, errors.guest_name)}
            onChange={(event) => onChange({ ...draft, guest_name: event.target.value })}
          />
        </AdminFormField>
        <AdminFormField
          htmlFor={`${id}-location`}
          label={m.admin_reviews_guest_location()}
          isRequired
          error={errors.guest_location}
        >
          <Input
            id={`${id}-location`}
            value={draft.guest_location}
            placeholder={m.admin_reviews_guest_location_example()}
            {...fieldErrorProps(`${id}-location`, errors.guest_location)}
            onChange={(event) => onChange({ ...draft, guest_location: event.target.value })}
          />
        </AdminFormField>
      </div>
      <AdminFormField
        htmlFor={`${id}-text`}
        label={m.admin_reviews_text()}
        isRequired
        error={errors.review_text}
      >
        <Textarea
          id={`${id}-text`}
          rows={4}
          value={draft.review_text}
          {...fieldErrorProps(`${id}-text`, errors.review_text)}
          onChange={(event) => onChange({ ...draft, review_text: event.target.value })}
        />
      </AdminFormField>
      <AdminFormField
        htmlFor={`${id}-language`}
        label={m.admin_reviews_language()}
        hint={m.admin_reviews_language_hint()}
      >
        <select
          id={`${id}-language`}
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
          value={draft.language}
          onChange={(event) =>
            onChange({ ...draft, language: event.target.value === 'fr' ? 'fr' : 'en' })
          }
        >
          <option value="en" lang="en">
            English
          </option>
          <option value="fr" lang="fr">
            Français
          </option>
        </select>
      </AdminFormField>
      <StarRatingInput
        value={draft.rating}
        error={errors.rating}
        onChange={(rating) => onChange({ ...draft, rating })}
      />
      <ReviewStayFields
        villaId={villaId}
        reviewId={reviewId}
        draft={draft}
        errors={errors}
        onChange={onChange}
      />
    </>
  )
}
