import { BadgeCheck, ChevronDown, Quote } from 'lucide-react'
import type { VillaReview } from '@/features/villas/api/get-villa-reviews'
import { useReviewsStatement } from '@/features/villas/api/get-reviews-statement'
import { RatingStars } from '@/components/ui/rating-stars'
import { formatMonth, formatReviewDay } from '@/lib/dates'
import { currentLocale } from '@/lib/i18n/locale'
import { langAttribute } from '@/lib/i18n/content'
import * as m from '@/paraglide/messages'
import { formatAverage } from '@/lib/ratings'
import { formatReviewCount, reviewSummary } from '../lib/reviews'
import { VillaSection } from './villa-section'

/**
 * The villa's guest reviews: the average and count above them, how reviews are checked (the
 * statement the law requires, next to them), and each review's stars, month of stay, "Verified
 * stay" mark and publication day.
 */
export function VillaReviews({ reviews }: { reviews: readonly VillaReview[] }) {
  const statement = useReviewsStatement(reviews.length > 0)
  if (reviews.length === 0) return null
  const summary = reviewSummary(reviews)

  return (
    <VillaSection
      id="reviews"
      eyebrow={m.villas_reviews_eyebrow()}
      title={m.villas_reviews_title()}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {summary ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-navy">
            <RatingStars value={summary.average} className="text-lg" />
            <span>
              <span className="font-display text-2xl">{average(summary.average)}</span>
              <span className="sr-only"> {m.villas_out_of_five()}</span>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <span className="text-sm">{formatReviewCount(summary.ratedCount)}</span>
            </span>
          </p>
        ) : (
          <p className="text-sm text-navy">{formatReviewCount(reviews.length)}</p>
        )}
      </div>

      <details className="group mt-4 rounded-lg border border-border/70 bg-background px-4 py-3 text-sm">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-medium text-navy marker:hidden focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
          <span lang={statement.titleLang}>{statement.title}</span>
          <ChevronDown
            className="size-4 shrink-0 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <div
          lang={statement.contentLang}
          className="mt-3 space-y-3 leading-relaxed text-foreground/80"
        >
          {statement.content.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph.trim()}</p>
          ))}
        </div>
      </details>

      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id}>
            <article
              aria-label={m.villas_review_by({ name: review.guest_name })}
              className="flex h-full flex-col rounded-lg bg-sand/60 p-6"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                {review.rating === null ? (
                  <Quote className="size-6 text-gold" aria-hidden="true" />
                ) : (
                  <RatingStars value={review.rating} />
                )}
                {review.is_verified && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-background px-2.5 py-1 text-xs font-medium text-emerald-800">
                    <BadgeCheck className="size-3.5" aria-hidden="true" />{' '}
                    {m.villas_verified_stay()}
                  </span>
                )}
              </div>
              <blockquote
                lang={langAttribute(review.language)}
                className="mt-3 flex-1 font-display text-xl leading-snug text-navy"
              >
                {review.review_text}
              </blockquote>
              {langAttribute(review.language) && (
                <p className="mt-2 text-xs italic text-muted-foreground">
                  {review.language === 'fr'
                    ? m.content_review_written_in_fr()
                    : m.content_review_written_in_en()}
                </p>
              )}
              <p className="mt-5 text-sm font-medium text-navy">{review.guest_name}</p>
              <p className="text-xs uppercase tracking-[0.15em] text-muted-foreground">
                {review.guest_location}
              </p>
              <p className="mt-3 text-xs text-muted-foreground">
                {review.stay_month && (
                  <>{m.villas_stayed_in({ month: formatMonth(review.stay_month) })} · </>
                )}
                {m.villas_published()}{' '}
                <time dateTime={review.published_on}>{formatReviewDay(review.published_on)}</time>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </VillaSection>
  )
}

/** "4.8" in English, "4,8" in French: an average always with its decimal. */
function average(value: number) {
  return currentLocale() === 'fr' ? formatAverage(value).replace('.', ',') : formatAverage(value)
}
