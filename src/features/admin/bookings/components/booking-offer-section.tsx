import type { UseQueryResult } from '@tanstack/react-query'
import { StayOfferBreakdown } from '@/components/offer/stay-offer-breakdown'
import { formatAmount } from '@/lib/money'
import type { BookingOffer } from '../api/get-booking-offers'
import { termsVersionText } from '../lib/booking-offer'

interface BookingOfferSectionProps {
  query: UseQueryResult<BookingOffer | null>
  nights: number
}

/**
 * The offer the guest accepted, exactly as the booking stored it (the figures the booking page
 * and the emails show): the subtotals, every line with its basis, the total, the security
 * deposit apart, the payment schedule, the cancellation costs by date and the Terms version.
 */
export function BookingOfferSection({ query, nights }: BookingOfferSectionProps) {
  if (query.isPending) {
    return <p className="text-sm text-muted-foreground">Loading the offer…</p>
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The stored offer could not be loaded. Close this window and open the booking again.
      </p>
    )
  }
  const stored = query.data
  if (!stored?.offer) {
    return (
      <p className="text-sm text-muted-foreground">
        This booking was made before offers were stored: its total is the only figure kept.
      </p>
    )
  }
  const { offer } = stored
  const subtotals = [
    ['Rent', offer.rent],
    ['Discounts', offer.discounts],
    ['Fees', offer.fees],
    ['Extras', offer.extrasTotal],
    ['Tourist tax', offer.touristTax],
    ['Total', offer.total],
  ] as const
  return (
    <section aria-labelledby="booking-offer-title" className="space-y-3 text-sm">
      <h3 id="booking-offer-title" className="font-sans text-sm font-medium">
        Offer accepted
      </h3>
      <dl
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md bg-muted p-3 sm:grid-cols-3"
        data-testid="offer-subtotals"
      >
        {subtotals.map(([label, amount]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium">{formatAmount(amount)}</dd>
          </div>
        ))}
      </dl>
      <StayOfferBreakdown
        offer={offer}
        voice="staff"
        totalLabel={`Total (${nights} ${nights === 1 ? 'night' : 'nights'})`}
        totalTestId="booking-offer-total"
        className="rounded-md border p-3"
      />
      <p className="text-muted-foreground" data-testid="booking-terms">
        {stored.termsVersion
          ? `Terms of Booking accepted (version ${termsVersionText(stored.termsVersion)})`
          : 'No Terms of Booking version recorded'}
      </p>
    </section>
  )
}
