import { describe, expect, it } from 'vitest'
import { cleanFaqDraft } from '@/features/admin/faqs/lib/faq-input'
import {
  checkReviewDraft,
  draftOfReview,
  EMPTY_REVIEW_DRAFT,
  fieldOfReviewError,
  isMissingRequiredText,
  reviewRequiredMessage,
  type ReviewDraft,
} from '@/features/admin/reviews/lib/review-input'

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
  const today = new Date(2026, 10, 26) // 26 November 2026
  const full: ReviewDraft = {
    ...EMPTY_REVIEW_DRAFT,
    guest_name: ' Anna ',
    guest_location: ' Oslo ',
    review_text: ' Lovely stay. ',
    rating: 5,
  }

  it('trims the three texts and keeps the rating', () => {
    expect(checkReviewDraft(full, today).values).toEqual({
      guest_name: 'Anna',
      guest_location: 'Oslo',
      review_text: 'Lovely stay.',
      rating: 5,
      stay_month: null,
      booking_id: null,
      language: 'en',
    })
  })

  it('keeps the language the guest wrote in (a French review stays French)', () => {
    expect(checkReviewDraft({ ...full, language: 'fr' }, today).values?.language).toBe('fr')
  })

  it('needs guest name, location and text: the spec’s sentence, and a word beside each field', () => {
    const { errors } = checkReviewDraft(
      { ...full, guest_name: '', guest_location: '  ', review_text: '' },
      today,
    )
    expect(errors).toEqual({
      guest_name: 'Enter the guest’s name.',
      guest_location: 'Enter where the guest is from.',
      review_text: 'Enter the review as the guest wrote it.',
    })
    expect(isMissingRequiredText(errors!)).toBe(true)
    expect(reviewRequiredMessage()).toBe('Please fill in all fields')
  })

  it('needs a rating from 1 to 5', () => {
    expect(checkReviewDraft({ ...full, rating: null }, today).errors).toEqual({
      rating: 'Choose the guest’s rating, from 1 to 5 stars.',
    })
    expect(checkReviewDraft({ ...full, rating: 6 }, today).errors?.rating).toBeDefined()
  })

  it('takes a past month of stay as its first day, and refuses a future or half-chosen one', () => {
    expect(
      checkReviewDraft({ ...full, stay_month: '7', stay_year: '2026' }, today).values?.stay_month,
    ).toBe('2026-07-01')
    expect(
      checkReviewDraft({ ...full, stay_month: '11', stay_year: '2026' }, today).values?.stay_month,
    ).toBe('2026-11-01')
    expect(
      checkReviewDraft({ ...full, stay_month: '12', stay_year: '2026' }, today).errors,
    ).toEqual({
      stay_month: 'The stay must be in the past: a review is about a stay that happened.',
    })
    expect(checkReviewDraft({ ...full, stay_month: '7' }, today).errors).toEqual({
      stay_month: 'Choose both the month and the year of the stay, or neither.',
    })
  })

  it('links a stay, whose month the database gives', () => {
    const linked = { ...full, booking_id: 'b1', stay_month: '12', stay_year: '2030' }
    expect(checkReviewDraft(linked, today).values).toMatchObject({
      booking_id: 'b1',
      stay_month: null,
    })
  })

  it('reads a stored review back into the form', () => {
    expect(
      draftOfReview({
        guest_name: 'Anna',
        guest_location: 'Oslo',
        review_text: 'Lovely.',
        rating: 4,
        stay_month: '2026-07-01',
        booking_id: null,
        language: 'fr',
      }),
    ).toEqual({
      guest_name: 'Anna',
      guest_location: 'Oslo',
      review_text: 'Lovely.',
      rating: 4,
      stay_month: '7',
      stay_year: '2026',
      booking_id: '',
      language: 'fr',
    })
  })

  it('puts a database refusal beside the field it names', () => {
    expect(fieldOfReviewError({ details: 'villa_reviews.booking_id' })).toBe('booking_id')
    expect(fieldOfReviewError({ details: 'villa_reviews.stay_month' })).toBe('stay_month')
    expect(fieldOfReviewError(new Error('network'))).toBeUndefined()
  })
})
