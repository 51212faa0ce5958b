import type { StayQuoteAnswer } from '@/features/booking/api/get-stay-quote'
import { StayOfferBreakdown } from '@/components/offer/stay-offer-breakdown'
import { nightsText } from './stay-caption'

/** The id of the rule that forbids the chosen stay (the dates button points at it). */
export const STAY_PROBLEM_ID = 'stay-problem'

interface StaySummaryProps {
  quote: StayQuoteAnswer | undefined
  isError: boolean
  onRetry: () => void
}

/**
 * The database's quote of the chosen stay (quote_stay), the whole offer before the guest commits:
 * every line then the total the booking will store, the refundable security deposit, the dated
 * payments, the cancellation costs by date and the no-withdrawal rule; or the rule that makes the
 * stay impossible. (The Terms checkbox comes last in the form, before sending.)
 */
export function StaySummary({ quote, isError, onRetry }: StaySummaryProps) {
  const total = `Total (${nightsText(quote?.nightCount ?? 0)})`
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
          {quote.problem && (
            <p
              id={STAY_PROBLEM_ID}
              className="font-medium text-destructive"
              data-testid="stay-problem"
            >
              {quote.problem.message}
            </p>
          )}
          {quote.offer && (
            <StayOfferBreakdown
              offer={quote.offer}
              voice="guest"
              totalLabel={total}
              totalTestId="booking-total"
            />
          )}
        </>
      )}
    </div>
  )
}
