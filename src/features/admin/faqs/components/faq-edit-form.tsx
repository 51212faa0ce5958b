import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import type { AdminFaq } from '../api/get-admin-faqs'
import { useUpdateFaq } from '../api/update-faq'
import { faqRowFrom, faqSchema, type FaqDraft } from '../lib/faq-input'
import { FaqFields } from './faq-fields'
import * as m from '@/paraglide/messages'

/** The FAQ's question and answer, edited in place. */
export function FaqEditForm({ faq, onDone }: { faq: AdminFaq; onDone: () => void }) {
  const form = useForm<FaqDraft>({
    resolver: zodResolver(faqSchema()),
    defaultValues: {
      question: faq.question,
      answer: faq.answer,
      question_fr: faq.question_fr ?? '',
      answer_fr: faq.answer_fr ?? '',
    },
  })
  const updateFaq = useUpdateFaq()
  const id = useId()

  // A refusal's toast comes from the mutation (api/update-faq.ts); the fields keep what was typed.
  const handleSubmit = form.handleSubmit((draft) =>
    updateFaq.mutate(
      { id: faq.id, villaId: faq.villa_id, changes: faqRowFrom(draft) },
      {
        onSuccess: () => {
          toast.success(m.admin_faqs_updated())
          onDone()
        },
      },
    ),
  )

  return (
    <form onSubmit={handleSubmit} className="mt-4 space-y-4" noValidate>
      <FaqFields form={form} id={id} answerRows={4} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {m.admin_ui_cancel()}
        </Button>
        <Button type="submit" size="sm" disabled={updateFaq.isPending}>
          {updateFaq.isPending ? m.admin_ui_saving() : m.admin_faqs_save()}
        </Button>
      </div>
    </form>
  )
}
