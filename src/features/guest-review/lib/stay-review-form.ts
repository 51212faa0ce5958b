// The guest's review form (issue 21, point 5): what it holds, its checks in the database's own
// words (submit_stay_review), and which field a refusal of the database names.

import * as m from '@/paraglide/messages'

export interface StayReviewValues {
  rating: number | null
  reviewText: string
  guestName: string
  guestLocation: string
}

export type StayReviewField = keyof StayReviewValues

export const REVIEW_TEXT_MAX = 5000
const NAME_MAX = 200

export function emptyStayReview(signature: string): StayReviewValues {
  return { rating: null, reviewText: '', guestName: signature, guestLocation: '' }
}

/** What is wrong with each field, in the words the database uses; {} when all is well. */
export function checkStayReview(
  values: StayReviewValues,
): Partial<Record<StayReviewField, string>> {
  const errors: Partial<Record<StayReviewField, string>> = {}
  if (values.rating === null || values.rating < 1 || values.rating > 5) {
    errors.rating = m.booking_review_rating_invalid()
  }
  const text = values.reviewText.trim()
  if (text.length === 0 || text.length > REVIEW_TEXT_MAX) {
    errors.reviewText = m.booking_review_text_invalid()
  }
  const name = values.guestName.trim()
  if (name.length === 0 || name.length > NAME_MAX) {
    errors.guestName = m.booking_review_name_invalid()
  }
  const place = values.guestLocation.trim()
  if (place.length === 0 || place.length > NAME_MAX) {
    errors.guestLocation = m.booking_review_place_invalid()
  }
  return errors
}

const FIELD_OF_DETAIL: Record<string, StayReviewField> = {
  rating: 'rating',
  review_text: 'reviewText',
  guest_name: 'guestName',
  guest_location: 'guestLocation',
}

/** The field a refusal of submit_stay_review names (its `details`), if any. */
export function fieldOfRefusal(error: unknown): StayReviewField | undefined {
  const details = (error as { details?: unknown } | null)?.details
  return typeof details === 'string' ? FIELD_OF_DETAIL[details] : undefined
}
