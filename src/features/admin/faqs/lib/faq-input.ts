export interface FaqDraft {
  question: string
  answer: string
}

/** Trimmed question and answer, or null when either is empty after trimming. */
export function cleanFaqDraft(draft: FaqDraft): FaqDraft | null {
  const question = draft.question.trim()
  const answer = draft.answer.trim()
  return question && answer ? { question, answer } : null
}

export const FAQ_REQUIRED_MESSAGE = 'Question and answer are required'
