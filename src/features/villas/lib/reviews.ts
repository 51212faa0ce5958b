const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

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

/** "4.8", "5.0": an average always with its decimal. */
export function formatAverage(average: number): string {
  return average.toFixed(1)
}

/** "12 reviews", "1 review" */
export function formatReviewCount(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`
}

/** "4 out of 5": what a screen reader says for a row of stars. */
export function ratingLabel(rating: number): string {
  return `${formatAverage(rating).replace(/\.0$/, '')} out of 5`
}

/** "July 2026" from a database date (yyyy-MM-dd), read as a calendar month (no time zone). */
export function formatMonth(value: string): string {
  const [year, month] = value.split('-')
  return `${MONTHS[Number(month) - 1]} ${year}`
}

/** "12 August 2026" from a database date (yyyy-MM-dd). */
export function formatReviewDay(value: string): string {
  const [year, month, day] = value.split('-')
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`
}

/** How many of five stars are full, half or empty for a rating or an average (to the half). */
export function starFills(value: number): Array<'full' | 'half' | 'empty'> {
  const halves = Math.round(value * 2)
  return Array.from({ length: 5 }, (_, index) =>
    halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty',
  )
}
