import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import type { ReviewDraft } from '../lib/review-input'

interface ReviewFieldsProps {
  draft: ReviewDraft
  onChange: (draft: ReviewDraft) => void
}

/** Guest name, guest location and review text (all required). */
export function ReviewFields({ draft, onChange }: ReviewFieldsProps) {
  const id = useId()
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminFormField htmlFor={`${id}-name`} label="Guest Name" isRequired>
          <Input
            id={`${id}-name`}
            value={draft.guest_name}
            onChange={(event) => onChange({ ...draft, guest_name: event.target.value })}
          />
        </AdminFormField>
        <AdminFormField htmlFor={`${id}-location`} label="Guest Location" isRequired>
          <Input
            id={`${id}-location`}
            value={draft.guest_location}
            placeholder="e.g. London, UK"
            onChange={(event) => onChange({ ...draft, guest_location: event.target.value })}
          />
        </AdminFormField>
      </div>
      <AdminFormField htmlFor={`${id}-text`} label="Review Text" isRequired>
        <Textarea
          id={`${id}-text`}
          rows={4}
          value={draft.review_text}
          onChange={(event) => onChange({ ...draft, review_text: event.target.value })}
        />
      </AdminFormField>
    </>
  )
}
