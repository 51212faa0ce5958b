import { Quote } from 'lucide-react'
import type { VillaReview } from '@/features/villas/api/get-villa-reviews'
import { VillaSection } from './villa-section'

export function VillaReviews({ reviews }: { reviews: readonly VillaReview[] }) {
  if (reviews.length === 0) return null
  return (
    <VillaSection id="reviews" eyebrow="Guest Reviews" title="What our guests say">
      <ul className="grid gap-6 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id} className="flex flex-col rounded-lg bg-sand/60 p-6">
            <Quote className="size-6 text-gold" aria-hidden="true" />
            <blockquote className="mt-3 flex-1 font-display text-xl leading-snug text-navy">
              {review.review_text}
            </blockquote>
            <p className="mt-5 text-sm font-medium text-navy">{review.guest_name}</p>
            <p className="text-xs uppercase tracking-[0.15em] text-muted-foreground">
              {review.guest_location}
            </p>
          </li>
        ))}
      </ul>
    </VillaSection>
  )
}
