import { z } from 'zod'
import { requiredTogether } from '@/lib/form-rules'
import * as m from '@/paraglide/messages'

/**
 * The FAQ form: question and answer trimmed, both required (the spec's one sentence); their
 * French, optional (the French page shows the English, marked, until it is written).
 */
export function faqSchema() {
  return z
    .object({
      question: z.string().trim(),
      answer: z.string().trim(),
      question_fr: z.string().trim().max(1000, m.admin_faqs_max_1000()).optional(),
      answer_fr: z.string().trim().max(5000, m.admin_faqs_max_5000()).optional(),
    })
    .superRefine(requiredTogether(['question', 'answer'], m.admin_faqs_required()))
}

export type FaqDraft = z.infer<ReturnType<typeof faqSchema>>

/** Trimmed question and answer, or null when either is empty after trimming. */
export function cleanFaqDraft(draft: FaqDraft): FaqDraft | null {
  const checked = faqSchema().safeParse(draft)
  return checked.success ? checked.data : null
}

/** The columns to save: an unwritten French text is none. */
export function faqRowFrom(draft: FaqDraft) {
  return {
    question: draft.question,
    answer: draft.answer,
    question_fr: draft.question_fr || null,
    answer_fr: draft.answer_fr || null,
  }
}
