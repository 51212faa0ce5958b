import type { UseFormReturn } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import type { FaqDraft } from '../lib/faq-input'

interface FaqFieldsProps {
  form: UseFormReturn<FaqDraft>
  /** The form's useId(): the fields' ids start with it. */
  id: string
  answerRows: number
  questionPlaceholder?: string
}

/** The question and answer of the add and edit forms, each with its error beside it. */
export function FaqFields({ form, id, answerRows, questionPlaceholder }: FaqFieldsProps) {
  const { errors } = form.formState
  const questionId = `${id}-question`
  const answerId = `${id}-answer`
  return (
    <>
      <AdminFormField
        htmlFor={questionId}
        label="Question"
        isRequired
        error={errors.question?.message}
      >
        <Input
          id={questionId}
          placeholder={questionPlaceholder}
          {...fieldErrorProps(questionId, errors.question?.message)}
          {...form.register('question')}
        />
      </AdminFormField>
      <AdminFormField htmlFor={answerId} label="Answer" isRequired error={errors.answer?.message}>
        <Textarea
          id={answerId}
          rows={answerRows}
          {...fieldErrorProps(answerId, errors.answer?.message)}
          {...form.register('answer')}
        />
      </AdminFormField>
    </>
  )
}
