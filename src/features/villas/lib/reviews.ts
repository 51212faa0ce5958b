import * as m from '@/paraglide/messages'

/** A review's published facts (villa_reviews: the columns visitors read). */
export interface ReviewFacts {
  rating: number | null
  is_verified: boolean | null
}

export interface ReviewSummary {
  /** Over the rated reviews, to one decimal (as villa_review_summaries rounds it). */
  average: number
  ratedCount: number
  reviewCount: number
  verifiedCount: number
}

/**
 * The average of a villa's published reviews, the same figure as the database's
 * villa_review_summaries view: the mean of the ratings given, rounded half up to one decimal
 * (in whole tenths, so no floating-point drift). Null when no review carries a rating.
 */
export function reviewSummary(reviews: readonly ReviewFacts[]): ReviewSummary | null {
  const ratings = reviews.flatMap((review) => (review.rating === null ? [] : [review.rating]))
  if (ratings.length === 0) return null
  const sum = ratings.reduce((total, rating) => total + rating, 0)
  return {
    average: Math.round((sum * 10) / ratings.length) / 10,
    ratedCount: ratings.length,
    reviewCount: reviews.length,
    verifiedCount: reviews.filter((review) => review.is_verified === true).length,
  }
}

/** "12 reviews", "1 review" */
export function formatReviewCount(count: number): string {
  return m.villas_reviews_count({ count })
}
