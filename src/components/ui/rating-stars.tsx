import { Star } from 'lucide-react'
import { cn } from '@/lib/utils'
import { ratingLabel, starFills } from '@/lib/ratings'

/**
 * Five stars for a rating or an average, read as one image: "4.5 out of 5". A half star is a
 * full one clipped to its left half over an empty one.
 */
export function RatingStars({ value, className }: { value: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={ratingLabel(value)}
      className={cn('inline-flex items-center gap-0.5 text-gold-dark', className)}
    >
      {starFills(value).map((fill, index) => (
        <span key={index} className="relative inline-flex" aria-hidden="true">
          <Star className="size-[1em] text-gold/40" strokeWidth={1.5} />
          {fill !== 'empty' && (
            <Star
              className="absolute inset-0 size-[1em] fill-current"
              strokeWidth={1.5}
              style={fill === 'half' ? { clipPath: 'inset(0 50% 0 0)' } : undefined}
            />
          )}
        </span>
      ))}
    </span>
  )
}
