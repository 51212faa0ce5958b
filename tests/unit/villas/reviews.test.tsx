import { readFileSync } from 'node:fs'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { VillaReview } from '@/features/villas/api/get-villa-reviews'
import { RatingStars } from '@/components/ui/rating-stars'
import { VillaReviews } from '@/features/villas/components/villa-reviews'
import { formatReviewCount, reviewSummary } from '@/features/villas/lib/reviews'
import { formatMonth, formatReviewDay } from '@/lib/dates'
import { formatAverage, ratingLabel, starFills } from '@/lib/ratings'
import { applyLocale } from '@/lib/i18n/locale'
import { DEFAULT_REVIEWS_STATEMENT } from '@/features/villas/lib/reviews-statement'

const review = (changes: Partial<VillaReview>): VillaReview => ({
  id: crypto.randomUUID(),
  villa_id: 'a1000000-0000-4000-8000-000000000001',
  guest_name: 'Ada Guest',
  guest_location: 'Oslo, Norway',
  review_text: 'A wonderful week.',
  display_order: 1,
  rating: 5,
  stay_month: '2026-07-01',
  is_verified: false,
  published_on: '2026-08-06',
  language: 'en',
  ...changes,
})

describe('the average of a villa', () => {
  it('is the mean of the ratings given, to one decimal, rounded half up as the database does', () => {
    expect(reviewSummary([5, 5, 4].map((rating) => review({ rating })))?.average).toBe(4.7)
    // 89 / 20 = 4.45 exactly: 4.5, not the 4.4 a floating-point 4.45 * 10 would give.
    const ratings = [...Array<number>(9).fill(5), ...Array<number>(11).fill(4)]
    expect(reviewSummary(ratings.map((rating) => review({ rating })))?.average).toBe(4.5)
  })

  it('leaves out reviews without a rating, and counts the verified ones', () => {
    expect(
      reviewSummary([
        review({ rating: 4, is_verified: true }),
        review({ rating: null }),
        review({ rating: 3 }),
      ]),
    ).toEqual({ average: 3.5, ratedCount: 2, reviewCount: 3, verifiedCount: 1 })
  })

  it('is nothing when no review has a rating', () => {
    expect(reviewSummary([review({ rating: null })])).toBeNull()
    expect(reviewSummary([])).toBeNull()
  })
})

describe('formatting', () => {
  it('writes an average with its decimal and a count in words', () => {
    expect(formatAverage(5)).toBe('5.0')
    expect(formatAverage(4.8)).toBe('4.8')
    expect(formatReviewCount(1)).toBe('1 review')
    expect(formatReviewCount(12)).toBe('12 reviews')
  })

  it('names the month of stay and the day of publication, whatever the time zone', () => {
    expect(formatMonth('2026-07-01')).toBe('July 2026')
    expect(formatMonth('2027-01-01')).toBe('January 2027')
    expect(formatReviewDay('2026-08-06')).toBe('6 August 2026')
  })

  it('says a rating out of 5, as a screen reader should read the stars', () => {
    expect(ratingLabel(5)).toBe('5 out of 5')
    expect(ratingLabel(4.3)).toBe('4.3 out of 5')
  })

  it('fills stars to the nearest half', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full'])
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty'])
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half'])
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full'])
  })
})

describe('the stars', () => {
  it('are one image read as "4 out of 5"', () => {
    render(<RatingStars value={4} />)
    expect(screen.getByRole('img', { name: '4 out of 5' })).toBeInTheDocument()
  })
})

describe('the reviews of a villa', () => {
  const renderReviews = (reviews: VillaReview[]) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <VillaReviews reviews={reviews} />
      </QueryClientProvider>,
    )

  it('show the average and count, how reviews are checked, and each one’s facts', () => {
    renderReviews([
      review({ guest_name: 'Ada', rating: 5, is_verified: true }),
      review({ guest_name: 'Ben', rating: 4, stay_month: null }),
    ])
    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument()
    expect(screen.getByText('2 reviews')).toBeInTheDocument()
    expect(screen.getByText('How reviews are checked')).toBeInTheDocument()

    const ada = screen.getByRole('article', { name: 'Review by Ada' })
    expect(within(ada).getByRole('img', { name: '5 out of 5' })).toBeInTheDocument()
    expect(within(ada).getByText('Verified stay')).toBeInTheDocument()
    expect(ada).toHaveTextContent('Stayed in July 2026 · Published 6 August 2026')

    const ben = screen.getByRole('article', { name: 'Review by Ben' })
    expect(within(ben).queryByText('Verified stay')).toBeNull()
    expect(ben).not.toHaveTextContent('Stayed in')
  })

  it('keep each review in its own language, marked and named when it is not the page’s', () => {
    renderReviews([
      review({ guest_name: 'Ada', review_text: 'A wonderful week.' }),
      review({ guest_name: 'Chloé', review_text: 'Une semaine parfaite.', language: 'fr' }),
    ])
    const ada = screen.getByRole('article', { name: 'Review by Ada' })
    expect(within(ada).getByText('A wonderful week.')).not.toHaveAttribute('lang')
    expect(ada).not.toHaveTextContent('Review in')
    const chloe = screen.getByRole('article', { name: 'Review by Chloé' })
    expect(within(chloe).getByText('Une semaine parfaite.')).toHaveAttribute('lang', 'fr')
    expect(within(chloe).getByText('Review in French')).toBeInTheDocument()
  })

  it('on a French page, mark an English review and say « Avis en anglais »', () => {
    applyLocale('fr')
    try {
      renderReviews([review({ guest_name: 'Ada', review_text: 'A wonderful week.' })])
      expect(screen.getByText('A wonderful week.')).toHaveAttribute('lang', 'en')
      expect(screen.getByText('Avis en anglais')).toBeInTheDocument()
    } finally {
      applyLocale('en')
    }
  })

  it('show nothing for a villa without reviews', () => {
    const { container } = renderReviews([])
    expect(container).toBeEmptyDOMElement()
  })
})

describe('the statement on how reviews are checked', () => {
  it('shown while the stored one loads is the one the baseline migration installs', () => {
    const sql = readFileSync('supabase/migrations/20261125000000_baseline.sql', 'utf8')
    const installed = /'reviews_statement', 'text', '([^']*)', '((?:[^']|'')*)'/.exec(sql)
    expect(installed?.[1]).toBe(DEFAULT_REVIEWS_STATEMENT.title)
    expect(installed?.[2]?.replaceAll("''", "'")).toBe(DEFAULT_REVIEWS_STATEMENT.content)
  })

  it('says whether and how reviews are checked, and that negative ones are published', () => {
    expect(DEFAULT_REVIEWS_STATEMENT.content).toMatch(/Verified stay/)
    expect(DEFAULT_REVIEWS_STATEMENT.content).toMatch(/positive or negative/)
  })
})
