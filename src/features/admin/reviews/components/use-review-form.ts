import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import {
  fieldOfReviewError,
  isMissingRequiredText,
  reviewRequiredMessage,
  reviewFormSchema,
  type ReviewDraft,
  type ReviewField,
} from '../lib/review-input'
import * as m from '@/paraglide/messages'

/**
 * The add and edit forms' state: react-hook-form with the review schema. The fields (ReviewFields)
 * take the draft and give back a changed one — picking a stay sets its month and year too.
 */
export function useReviewForm(defaultValues: ReviewDraft) {
  const form = useForm<ReviewDraft>({ resolver: zodResolver(reviewFormSchema), defaultValues })
  const draft = form.watch()
  const errors: Partial<Record<ReviewField, string>> = {}
  for (const [field, error] of Object.entries(form.formState.errors)) {
    if (error?.message) errors[field as ReviewField] = error.message
  }

  const setDraft = (next: ReviewDraft) => {
    for (const field of Object.keys(next) as (keyof ReviewDraft)[]) {
      if (next[field] !== draft[field]) {
        form.setValue(field, next[field] as never, {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        })
      }
    }
  }

  /** Submits a valid draft; an invalid one gets the spec's toast, the words beside each field. */
  const submit = (onValid: (draft: ReviewDraft) => void) =>
    form.handleSubmit(onValid, (found) =>
      toast.error(m.admin_settings_error(), {
        description: isMissingRequiredText(
          Object.fromEntries(Object.entries(found).map(([field, e]) => [field, e?.message])),
        )
          ? reviewRequiredMessage()
          : m.admin_reviews_correct_fields(),
      }),
    )

  /** A database refusal naming a field: its sentence beside it; what was typed stays. */
  const showRefusal = (error: unknown) => {
    const field = fieldOfReviewError(error)
    if (field) form.setError(field, { message: (error as Error).message })
  }

  return { form, draft, errors, setDraft, submit, showRefusal }
}
