import type { StayQuoteAnswer } from '@/features/booking/api/get-stay-quote'
import { priceLines } from '@/features/booking/lib/pricing'
import { formatEuro } from '@/lib/money'
import { nightsText } from './stay-caption'

/** The id of the rule that forbids the chosen stay (the dates button points at it). */
export const STAY_PROBLEM_ID = 'stay-problem'

interface StaySummaryProps {
  quote: StayQuoteAnswer | undefined
  isError: boolean
  onRetry: () => void
}

/**
 * The database's quote of the chosen stay (quote_stay): nights × nightly price, line by line, and
 * the total the booking will store; or the rule that makes the stay impossible.
 */
export function StaySummary({ quote, isError, onRetry }: StaySummaryProps) {
  return (
    <div className="min-h-[5.5rem] space-y-2 rounded-md bg-sand/50 p-4 text-sm" aria-live="polite">
      {isError ? (
        <p className="text-foreground/80">
          We could not price these dates.{' '}
          <button type="button" className="font-medium text-navy underline" onClick={onRetry}>
            Try again
          </button>
        </p>
      ) : !quote ? (
        <p className="text-muted-foreground">Pricing your stay…</p>
      ) : (
        <>
          {priceLines(quote.nights).map((line, i) => (
            <p key={i} className="flex justify-between gap-4 text-foreground/80">
              <span>
                {formatEuro(line.price)} × {nightsText(line.nights)}
              </span>
              <span>{formatEuro(line.price * line.nights)}</span>
            </p>
          ))}
          {quote.total !== null && (
            <p className="flex justify-between gap-4 border-t border-border pt-2 font-semibold text-navy">
              <span>Total ({nightsText(quote.nightCount)})</span>
              <span data-testid="booking-total">{formatEuro(quote.total)}</span>
            </p>
          )}
          {quote.problem && (
            <p
              id={STAY_PROBLEM_ID}
              className="font-medium text-destructive"
              data-testid="stay-problem"
            >
              {quote.problem.message}
            </p>
          )}
        </>
      )}
    </div>
  )
}
