import type { StayQuoteAnswer } from '@/features/booking/api/get-stay-quote'
import { StayOfferBreakdown } from '@/components/offer/stay-offer-breakdown'
import { quoteProblemText } from '@/components/offer/offer-text'
import { nightsText } from './stay-caption'
import * as m from '@/paraglide/messages'

/** The id of the rule that forbids the chosen stay (the dates button points at it). */
export const STAY_PROBLEM_ID = 'stay-problem'

interface StaySummaryProps {
  quote: StayQuoteAnswer | undefined
  isError: boolean
  onRetry: () => void
}

/**
 * The rule that makes the chosen stay impossible ("Minimum 7 nights in July"), shown right under
 * the dates it is about (the dates button points at it).
 */
export function StayProblem({ quote }: { quote: StayQuoteAnswer | undefined }) {
  if (!quote?.problem) return null
  return (
    <p
      id={STAY_PROBLEM_ID}
      className="text-sm font-medium text-destructive"
      data-testid="stay-problem"
    >
      {quoteProblemText(quote.problem)}
    </p>
  )
}

/**
 * The database's quote of the chosen stay (quote_stay), the whole offer before the guest commits:
 * every line then the total the booking will store, the refundable security deposit, the dated
 * payments, the cancellation costs by date and the no-withdrawal rule. It stands after the party
 * and the extras that change it, just before the Terms checkbox and Request to Book.
 */
export function StaySummary({ quote, isError, onRetry }: StaySummaryProps) {
  // An impossible stay has no offer: its rule stands under the dates (StayProblem).
  if (quote && !quote.offer && !isError) return null
  const total = m.booking_total_nights({ nights: nightsText(quote?.nightCount ?? 0) })
  return (
    <div className="min-h-[5.5rem] space-y-2 rounded-md bg-sand/50 p-4 text-sm" aria-live="polite">
      {isError ? (
        <p className="text-foreground/80">
          {m.booking_price_failed()}{' '}
          <button type="button" className="font-medium text-navy underline" onClick={onRetry}>
            {m.booking_try_again()}
          </button>
        </p>
      ) : !quote?.offer ? (
        <p className="text-muted-foreground">{m.booking_pricing()}</p>
      ) : (
        <StayOfferBreakdown
          offer={quote.offer}
          voice="guest"
          totalLabel={total}
          totalTestId="booking-total"
        />
      )}
    </div>
  )
}
