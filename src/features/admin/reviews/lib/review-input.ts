export interface ReviewDraft {
  guest_name: string
  guest_location: string
  review_text: string
}

/** Trimmed guest name, location and text, or null when any is empty. */
export function cleanReviewDraft(draft: ReviewDraft): ReviewDraft | null {
  const cleaned = {
    guest_name: draft.guest_name.trim(),
    guest_location: draft.guest_location.trim(),
    review_text: draft.review_text.trim(),
  }
  return cleaned.guest_name && cleaned.guest_location && cleaned.review_text ? cleaned : null
}

export const REVIEW_REQUIRED_MESSAGE = 'Please fill in all fields'
