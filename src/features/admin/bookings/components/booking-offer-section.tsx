import type { UseQueryResult } from '@tanstack/react-query'
import { StayOfferBreakdown } from '@/components/offer/stay-offer-breakdown'
import { formatAmount } from '@/lib/money'
import type { BookingOffer } from '../api/get-booking-offers'
import { termsVersionText } from '../lib/booking-offer'
import * as m from '@/paraglide/messages'

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
    return <p className="text-sm text-muted-foreground">{m.admin_offer_loading()}</p>
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {m.admin_offer_failed()}
      </p>
    )
  }
  const stored = query.data
  if (!stored?.offer) {
    return <p className="text-sm text-muted-foreground">{m.admin_offer_before_offers()}</p>
  }
  const { offer } = stored
  const subtotals = [
    [m.admin_offer_rent(), offer.rent],
    [m.admin_offer_discounts(), offer.discounts],
    [m.admin_offer_fees(), offer.fees],
    [m.admin_offer_extras(), offer.extrasTotal],
    [m.admin_offer_tourist_tax(), offer.touristTax],
    [m.admin_offer_total(), offer.total],
  ] as const
  return (
    <section aria-labelledby="booking-offer-title" className="space-y-3 text-sm">
      <h3 id="booking-offer-title" className="font-sans text-sm font-medium">
        {m.admin_offer_accepted()}
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
        totalLabel={m.admin_offer_total_nights({ count: nights })}
        totalTestId="booking-offer-total"
        className="rounded-md border p-3"
      />
      <p className="text-muted-foreground" data-testid="booking-terms">
        {stored.termsVersion
          ? m.admin_offer_terms({ version: termsVersionText(stored.termsVersion) })
          : m.admin_offer_no_terms()}
      </p>
    </section>
  )
}
