import { z } from 'zod'
import { requiredTogether } from '@/lib/form-rules'

export const FAQ_REQUIRED_MESSAGE = 'Question and answer are required'

/** The FAQ form: question and answer trimmed, both required (the spec's one sentence). */
export const faqSchema = z
  .object({ question: z.string().trim(), answer: z.string().trim() })
  .superRefine(requiredTogether(['question', 'answer'], FAQ_REQUIRED_MESSAGE))

export type FaqDraft = z.infer<typeof faqSchema>

/** Trimmed question and answer, or null when either is empty after trimming. */
export function cleanFaqDraft(draft: FaqDraft): FaqDraft | null {
  const checked = faqSchema.safeParse(draft)
  return checked.success ? checked.data : null
}
