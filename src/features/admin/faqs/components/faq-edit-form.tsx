import { useId, useState, type FormEvent } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import type { AdminFaq } from '../api/get-admin-faqs'
import { useUpdateFaq } from '../api/update-faq'
import { cleanFaqDraft, FAQ_REQUIRED_MESSAGE } from '../lib/faq-input'

/** The FAQ's question and answer, edited in place. */
export function FaqEditForm({ faq, onDone }: { faq: AdminFaq; onDone: () => void }) {
  const [draft, setDraft] = useState({ question: faq.question, answer: faq.answer })
  const updateFaq = useUpdateFaq()
  const id = useId()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const cleaned = cleanFaqDraft(draft)
    if (!cleaned) {
      toast.error('Error', { description: FAQ_REQUIRED_MESSAGE })
      return
    }
    updateFaq.mutate(
      { id: faq.id, villaId: faq.villa_id, changes: cleaned },
      {
        onSuccess: () => {
          toast.success('FAQ updated successfully')
          onDone()
        },
      },
    )
  }

  return (
    <form onSubmit={handleSubmit} className="mt-4 space-y-4" noValidate>
      <AdminFormField htmlFor={`${id}-question`} label="Question" isRequired>
        <Input
          id={`${id}-question`}
          value={draft.question}
          onChange={(event) => setDraft({ ...draft, question: event.target.value })}
        />
      </AdminFormField>
      <AdminFormField htmlFor={`${id}-answer`} label="Answer" isRequired>
        <Textarea
          id={`${id}-answer`}
          rows={4}
          value={draft.answer}
          onChange={(event) => setDraft({ ...draft, answer: event.target.value })}
        />
      </AdminFormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={updateFaq.isPending}>
          {updateFaq.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  )
}
