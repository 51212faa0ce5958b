import type { UseQueryResult } from '@tanstack/react-query'
import { formatDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import type { BookingOffer } from '../api/get-booking-offers'
import { termsVersionText } from '../lib/booking-offer'

interface BookingOfferSectionProps {
  query: UseQueryResult<BookingOffer | null>
  nights: number
}

/** "10 %" never breaks between the figure and its sign (the database writes a plain space). */
const keep = (text: string) => text.replace(/ %/g, '\u00a0%')

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
  const last = offer.cancellation.length - 1
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
      <div className="space-y-3 rounded-md border p-3">
        <ul className="space-y-1.5">
          {offer.lines.map((line, i) => (
            <li key={i} className="flex justify-between gap-4" data-testid="booking-offer-line">
              <span className="min-w-0">
                {keep(line.label)}
                {line.basis && (
                  <span className="block text-xs text-muted-foreground">{keep(line.basis)}</span>
                )}
              </span>
              <span className="whitespace-nowrap">{formatAmount(line.amount)}</span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between gap-4 border-t pt-2 font-semibold">
          <span>{`Total (${nights} ${nights === 1 ? 'night' : 'nights'})`}</span>
          <span className="whitespace-nowrap" data-testid="booking-offer-total">
            {formatAmount(offer.total)}
          </span>
        </p>
        {offer.taxNote && <p className="text-xs text-muted-foreground">{keep(offer.taxNote)}</p>}
        {offer.securityDeposit !== null && offer.securityDeposit > 0 && (
          <p className="flex justify-between gap-4">
            <span>Refundable security deposit (not in the total)</span>
            <span className="whitespace-nowrap" data-testid="booking-security-deposit">
              {formatAmount(offer.securityDeposit)}
            </span>
          </p>
        )}
        {offer.payments.length > 0 && (
          <div>
            <h4 className="text-xs font-semibold uppercase tracking-[0.12em] text-muted-foreground">
              Payments
            </h4>
            <ul className="mt-1 space-y-1">
              {offer.payments.map((payment) => (
                <li
                  key={payment.kind}
                  className="flex justify-between gap-4"
                  data-testid="booking-offer-payment"
                >
                  <span>{`${keep(payment.label)}, due by ${formatDay(payment.due_on)}`}</span>
                  <span className="whitespace-nowrap">{formatAmount(payment.amount)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {offer.cancellation.length > 0 && (
          <div>
            <h4 className="text-xs font-semibold uppercase tracking-[0.12em] text-muted-foreground">
              If the guest cancels
            </h4>
            <table className="mt-1 w-full text-left">
              <caption className="sr-only">Cancellation costs by date</caption>
              <tbody>
                {offer.cancellation.map((tier, i) => (
                  <tr key={tier.from_date} data-testid="booking-offer-cancellation">
                    <th scope="row" className="py-0.5 pr-3 align-top font-normal">
                      {i === 0
                        ? `Until ${formatDay(tier.until_date)}`
                        : i === last
                          ? `From ${formatDay(tier.from_date)}`
                          : `${formatDay(tier.from_date)} – ${formatDay(tier.until_date)}`}
                    </th>
                    <td className="whitespace-nowrap py-0.5 text-right align-top">
                      {formatAmount(tier.amount)}{' '}
                      <span className="text-xs text-muted-foreground">
                        ({keep(`${tier.charge_percent} %`)})
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {offer.reletFee !== null && (
              <p className="mt-1 text-xs text-muted-foreground">
                Re-let fee: {formatAmount(offer.reletFee)}
              </p>
            )}
          </div>
        )}
        {offer.rounding && <p className="text-xs text-muted-foreground">{offer.rounding}</p>}
      </div>
      <p className="text-muted-foreground" data-testid="booking-terms">
        {stored.termsVersion
          ? `Terms of Booking accepted (version ${termsVersionText(stored.termsVersion)})`
          : 'No Terms of Booking version recorded'}
      </p>
    </section>
  )
}
