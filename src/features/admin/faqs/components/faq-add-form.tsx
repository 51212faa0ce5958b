import { Plus } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { useAddFaq } from '../api/add-faq'
import { cleanFaqDraft, FAQ_REQUIRED_MESSAGE } from '../lib/faq-input'

const EMPTY = { question: '', answer: '' }

export function FaqAddForm({ villaId }: { villaId: string }) {
  const [draft, setDraft] = useState(EMPTY)
  const addFaq = useAddFaq()
  const id = useId()

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const cleaned = cleanFaqDraft(draft)
    if (!cleaned) {
      toast.error('Error', { description: FAQ_REQUIRED_MESSAGE })
      return
    }
    addFaq.mutate(
      { villaId, draft: cleaned },
      {
        onSuccess: () => {
          setDraft(EMPTY)
          toast.success('FAQ added successfully')
        },
      },
    )
  }

  return (
    <Card className="p-5">
      <h3 id={`${id}-title`} className="mb-4 font-sans text-base font-semibold text-navy">
        Add New FAQ
      </h3>
      <form
        onSubmit={handleSubmit}
        aria-labelledby={`${id}-title`}
        className="space-y-4"
        noValidate
      >
        <AdminFormField htmlFor={`${id}-question`} label="Question" isRequired>
          <Input
            id={`${id}-question`}
            value={draft.question}
            onChange={(event) => setDraft({ ...draft, question: event.target.value })}
            placeholder="e.g. Is the pool heated?"
          />
        </AdminFormField>
        <AdminFormField htmlFor={`${id}-answer`} label="Answer" isRequired>
          <Textarea
            id={`${id}-answer`}
            rows={3}
            value={draft.answer}
            onChange={(event) => setDraft({ ...draft, answer: event.target.value })}
          />
        </AdminFormField>
        <div className="flex justify-end">
          <Button type="submit" disabled={addFaq.isPending}>
            <Plus aria-hidden="true" /> {addFaq.isPending ? 'Adding...' : 'Add FAQ'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
