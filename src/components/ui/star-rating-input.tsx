import { Star } from 'lucide-react'
import { useId } from 'react'
import { ratingLabel } from '@/lib/ratings'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'

interface StarRatingInputProps {
  value: number | null
  onChange: (rating: number) => void
  error?: string
}

/**
 * A 1-to-5 star picker made of native radio buttons ("1 star" … "5 stars"): arrow keys move
 * between stars, and a screen reader says which is chosen. The chosen star and those before it
 * are filled.
 */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const id = useId()
  return (
    <fieldset
      className="space-y-1.5"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-medium leading-none">
        {m.rating_legend()}
        <span className="text-destructive" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="flex items-center gap-1 pt-1">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label
            key={rating}
            className="relative cursor-pointer rounded-sm p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={`${id}-rating`}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span className="sr-only">{m.rating_stars({ count: rating })}</span>
            <Star
              aria-hidden="true"
              strokeWidth={1.5}
              className={cn(
                'pointer-events-none size-7 text-gold-dark',
                value !== null && rating <= value ? 'fill-current' : 'text-muted-foreground/60',
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
          {value === null ? m.rating_not_chosen() : ratingLabel(value)}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
