import { z } from 'zod'
import { parisToday } from '@/lib/dates'
import { currentLocale, intlLocale, type Locale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

/** What the review form holds, as typed and picked (nothing is lost on a refusal). */
export interface ReviewDraft {
  guest_name: string
  guest_location: string
  review_text: string
  /** 1 to 5 stars; null until picked. */
  rating: number | null
  /** The month and year of the stay: '' (not known) or '1'…'12' and '2026'. */
  stay_month: string
  stay_year: string
  /** The finished confirmed stay the review is about ("Verified stay"), or ''. */
  booking_id: string
  /** The language the guest wrote in (issue 22): the review is shown as written, marked. */
  language: Locale
}

export type ReviewField =
  'guest_name' | 'guest_location' | 'review_text' | 'rating' | 'stay_month' | 'booking_id'

/** The row to write: villa_reviews' columns. */
export interface ReviewValues {
  guest_name: string
  guest_location: string
  review_text: string
  rating: number
  stay_month: string | null
  booking_id: string | null
  language: Locale
}

export type ReviewCheck =
  | { values: ReviewValues; errors: null }
  | { values: null; errors: Partial<Record<ReviewField, string>> }

/** The spec's sentence when a guest name, location or text is missing. */
export const reviewRequiredMessage = () => m.admin_reviews_required()

export const EMPTY_REVIEW_DRAFT: ReviewDraft = {
  guest_name: '',
  guest_location: '',
  review_text: '',
  rating: null,
  stay_month: '',
  stay_year: '',
  booking_id: '',
  language: 'en',
}

/** A new review's draft: written, most likely, in the language the staff member works in. */
export function emptyReviewDraft(): ReviewDraft {
  return { ...EMPTY_REVIEW_DRAFT, language: currentLocale() }
}

/** A stored review as the form shows it. */
export function draftOfReview(review: {
  guest_name: string
  guest_location: string
  review_text: string
  rating: number | null
  stay_month: string | null
  booking_id: string | null
  language?: Locale | null
}): ReviewDraft {
  const [year = '', month = ''] = review.stay_month?.split('-') ?? []
  return {
    guest_name: review.guest_name,
    guest_location: review.guest_location,
    review_text: review.review_text,
    rating: review.rating,
    stay_month: month ? String(Number(month)) : '',
    stay_year: year,
    booking_id: review.booking_id ?? '',
    language: review.language ?? 'en',
  }
}

/** The years a stay may be in: this one and the ten before, newest first. */
export function stayYears(today: Date): string[] {
  return Array.from({ length: 11 }, (_, index) => String(today.getFullYear() - index))
}

/** January…December (janvier…décembre), in the staff member's language. */
export function stayMonthOptions(): { value: string; label: string }[] {
  const name = new Intl.DateTimeFormat(intlLocale(), { month: 'long', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, index) => {
    const label = name.format(new Date(Date.UTC(2026, index, 15)))
    return { value: String(index + 1), label: label.charAt(0).toUpperCase() + label.slice(1) }
  })
}

/**
 * The review to write, or what is wrong, field by field, in the words shown next to each
 * field. A linked stay gives the month itself (the database takes the booking's month).
 */
export function checkReviewDraft(draft: ReviewDraft, today: Date): ReviewCheck {
  const errors: Partial<Record<ReviewField, string>> = {}
  const guest_name = draft.guest_name.trim()
  const guest_location = draft.guest_location.trim()
  const review_text = draft.review_text.trim()
  if (!guest_name) errors.guest_name = m.admin_reviews_rule_name()
  if (!guest_location) errors.guest_location = m.admin_reviews_rule_location()
  if (!review_text) errors.review_text = m.admin_reviews_rule_text()
  if (
    draft.rating === null ||
    !Number.isInteger(draft.rating) ||
    draft.rating < 1 ||
    draft.rating > 5
  )
    errors.rating = m.admin_reviews_rule_rating()

  let stay_month: string | null = null
  if (!draft.booking_id && (draft.stay_month || draft.stay_year)) {
    if (!draft.stay_month || !draft.stay_year) {
      errors.stay_month = m.admin_reviews_rule_month_year()
    } else {
      const month = Number(draft.stay_month)
      const year = Number(draft.stay_year)
      if (year * 12 + month > today.getFullYear() * 12 + today.getMonth() + 1)
        errors.stay_month = m.admin_reviews_rule_past()
      else stay_month = `${year}-${String(month).padStart(2, '0')}-01`
    }
  }

  if (Object.keys(errors).length > 0) return { values: null, errors }
  return {
    values: {
      guest_name,
      guest_location,
      review_text,
      rating: draft.rating!,
      stay_month,
      booking_id: draft.booking_id || null,
      language: draft.language,
    },
    errors: null,
  }
}

/** The field a database refusal names (detail "villa_reviews.booking_id"), if any. */
export function fieldOfReviewError(error: unknown): ReviewField | undefined {
  const details = (error as { details?: unknown } | null)?.details
  if (details === 'villa_reviews.booking_id') return 'booking_id'
  if (details === 'villa_reviews.stay_month') return 'stay_month'
  return undefined
}

/** True when what is missing is one of the spec's three required texts. */
export function isMissingRequiredText(errors: Partial<Record<ReviewField, string>>): boolean {
  return Boolean(errors.guest_name || errors.guest_location || errors.review_text)
}

/**
 * A refused save's toast: the database's sentence when it names a field (also shown beside it),
 * else the spec's `fallback` ("Failed to save review", "Failed to update review").
 */
export function reviewErrorToast(fallback: () => string) {
  return (error: unknown) => ({
    title: m.admin_settings_error(),
    description: fieldOfReviewError(error) ? (error as Error).message : fallback(),
  })
}

/** The review form's schema: checkReviewDraft's words, each on its field. */
export const reviewFormSchema = z.custom<ReviewDraft>().superRefine((draft, context) => {
  const { errors } = checkReviewDraft(draft, parisToday())
  for (const [field, message] of Object.entries(errors ?? {})) {
    context.addIssue({ code: 'custom', path: [field], message })
  }
})
