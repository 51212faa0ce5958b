import type { UseFormReturn } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { BilingualField } from '@/features/admin/layout/components/bilingual-field'
import type { FaqDraft } from '../lib/faq-input'
import * as m from '@/paraglide/messages'

interface FaqFieldsProps {
  form: UseFormReturn<FaqDraft>
  /** The form's useId(): the fields' ids start with it. */
  id: string
  answerRows: number
  questionPlaceholder?: string
  /** In the narrow add column: one language above the other. */
  isStacked?: boolean
}

/**
 * The question and answer of the add and edit forms, in English and French side by side, each
 * with its error beside it and a flag while one language is missing.
 */
export function FaqFields({
  form,
  id,
  answerRows,
  questionPlaceholder,
  isStacked,
}: FaqFieldsProps) {
  const { errors } = form.formState
  const [question, questionFr, answer, answerFr] = form.watch([
    'question',
    'question_fr',
    'answer',
    'answer_fr',
  ])
  return (
    <>
      <BilingualField
        id={`${id}-question`}
        label={m.admin_faqs_question()}
        isRequired
        isStacked={isStacked}
        english={question}
        french={questionFr}
        errors={{ en: errors.question?.message, fr: errors.question_fr?.message }}
      >
        {(side) => (
          <Input
            id={side.id}
            lang={side.lang}
            placeholder={side.lang === 'en' ? questionPlaceholder : undefined}
            aria-invalid={side.isInvalid || undefined}
            aria-labelledby={side.labelledBy}
            aria-describedby={side.describedBy}
            {...form.register(side.lang === 'en' ? 'question' : 'question_fr')}
          />
        )}
      </BilingualField>
      <BilingualField
        id={`${id}-answer`}
        label={m.admin_faqs_answer()}
        isRequired
        isStacked={isStacked}
        english={answer}
        french={answerFr}
        errors={{ en: errors.answer?.message, fr: errors.answer_fr?.message }}
      >
        {(side) => (
          <Textarea
            id={side.id}
            lang={side.lang}
            rows={answerRows}
            aria-invalid={side.isInvalid || undefined}
            aria-labelledby={side.labelledBy}
            aria-describedby={side.describedBy}
            {...form.register(side.lang === 'en' ? 'answer' : 'answer_fr')}
          />
        )}
      </BilingualField>
    </>
  )
}
