import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useAddFaq } from '../api/add-faq'
import { faqSchema, type FaqDraft } from '../lib/faq-input'
import { FaqFields } from './faq-fields'
import * as m from '@/paraglide/messages'

const EMPTY: FaqDraft = { question: '', answer: '', question_fr: '', answer_fr: '' }

export function FaqAddForm({ villaId }: { villaId: string }) {
  const form = useForm<FaqDraft>({ resolver: zodResolver(faqSchema()), defaultValues: EMPTY })
  const addFaq = useAddFaq()
  const id = useId()

  // A refusal's toast comes from the mutation (api/add-faq.ts); the fields keep what was typed.
  const handleSubmit = form.handleSubmit((draft) =>
    addFaq.mutate(
      { villaId, draft },
      {
        onSuccess: () => {
          form.reset(EMPTY)
          toast.success(m.admin_faqs_added())
        },
      },
    ),
  )

  return (
    <Card className="p-5">
      <h3 id={`${id}-title`} className="mb-4 font-sans text-base font-semibold text-navy">
        {m.admin_faqs_add_title()}
      </h3>
      <form
        onSubmit={handleSubmit}
        aria-labelledby={`${id}-title`}
        className="space-y-4"
        noValidate
      >
        <FaqFields
          form={form}
          id={id}
          answerRows={3}
          questionPlaceholder={m.admin_faqs_question_placeholder()}
          isStacked
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={addFaq.isPending}>
            <Plus aria-hidden="true" />{' '}
            {addFaq.isPending ? m.admin_faqs_adding() : m.admin_faqs_add()}
          </Button>
        </div>
      </form>
    </Card>
  )
}
