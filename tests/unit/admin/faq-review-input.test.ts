import { describe, expect, it } from 'vitest'
import { cleanFaqDraft } from '@/features/admin/faqs/lib/faq-input'
import { cleanReviewDraft } from '@/features/admin/reviews/lib/review-input'

describe('FAQ input', () => {
  it('trims the question and answer', () => {
    expect(cleanFaqDraft({ question: '  Pool heated? ', answer: ' Yes, from May. ' })).toEqual({
      question: 'Pool heated?',
      answer: 'Yes, from May.',
    })
  })

  it('refuses a question or answer that is only spaces', () => {
    expect(cleanFaqDraft({ question: '   ', answer: 'Yes' })).toBeNull()
    expect(cleanFaqDraft({ question: 'Pets?', answer: '\n\t ' })).toBeNull()
  })
})

describe('review input', () => {
  const full = { guest_name: ' Anna ', guest_location: ' Oslo ', review_text: ' Lovely stay. ' }

  it('trims all three fields', () => {
    expect(cleanReviewDraft(full)).toEqual({
      guest_name: 'Anna',
      guest_location: 'Oslo',
      review_text: 'Lovely stay.',
    })
  })

  it('needs guest name, location and text', () => {
    expect(cleanReviewDraft({ ...full, guest_name: '' })).toBeNull()
    expect(cleanReviewDraft({ ...full, guest_location: '  ' })).toBeNull()
    expect(cleanReviewDraft({ ...full, review_text: '' })).toBeNull()
  })
})
