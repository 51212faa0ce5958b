import type { StayOffer } from '@/lib/stay-offer'
import { parseIsoDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
// L221-28: the sentence the emails write too (the Edge Functions' shared module).
import { NO_WITHDRAWAL } from '../../../../supabase/functions/_shared/no-withdrawal'

// "14 July 2026": the Terms' way of writing a due date.
const dueDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
const day = (iso: string) => dueDay.format(parseIsoDay(iso))
/** "10 %" never breaks between the figure and its sign (the database writes a plain space). */
const keep = (text: string) => text.replace(/ %/g, '\u00a0%')

interface OfferBreakdownProps {
  offer: StayOffer
  /** The total's label, e.g. "Total (7 nights)". */
  totalLabel: string
  /** The test id of the total's figure. */
  totalTestId: string
}

/**
 * The whole offer as the database computed it: each line (with its basis), the total, the
 * refundable security deposit apart, when each payment is due and what cancelling costs by date.
 * Compact: readable on a 390 px phone inside the booking card.
 */
export function OfferBreakdown({ offer, totalLabel, totalTestId }: OfferBreakdownProps) {
  const last = offer.cancellation.length - 1
  return (
    <div className="space-y-3" data-testid="offer">
      <ul className="space-y-1.5">
        {offer.lines.map((line, i) => (
          <li
            key={i}
            className="flex justify-between gap-4 text-foreground/80"
            data-testid="offer-line"
          >
            <span className="min-w-0">
              {keep(line.label)}
              {line.basis && (
                <span className="block text-xs text-muted-foreground">{keep(line.basis)}</span>
              )}
            </span>
            <span className={`whitespace-nowrap ${line.amount < 0 ? 'text-emerald-700' : ''}`}>
              {formatAmount(line.amount)}
            </span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-4 border-t border-border pt-2 font-semibold text-navy">
        <span>{totalLabel}</span>
        <span className="whitespace-nowrap" data-testid={totalTestId}>
          {formatAmount(offer.total)}
        </span>
      </p>
      {offer.taxNote && <p className="text-xs text-muted-foreground">{keep(offer.taxNote)}</p>}
      {offer.securityDeposit !== null && offer.securityDeposit > 0 && (
        <p className="flex justify-between gap-4 text-foreground/80">
          <span>
            Refundable security deposit
            <span className="block text-xs text-muted-foreground">
              Not part of the total; released within 14 days of departure
            </span>
          </span>
          <span className="whitespace-nowrap" data-testid="security-deposit">
            {formatAmount(offer.securityDeposit)}
          </span>
        </p>
      )}
      {offer.payments.length > 0 && (
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.12em] text-gold-dark">
            Payments
          </p>
          <ul className="mt-1 space-y-1">
            {offer.payments.map((payment) => (
              <li
                key={payment.kind}
                className="flex justify-between gap-4 text-foreground/80"
                data-testid="offer-payment"
              >
                <span>
                  {payment.kind === 'deposit'
                    ? `${keep(payment.label)}, due at confirmation, by ${day(payment.due_on)}`
                    : payment.kind === 'balance'
                      ? `${payment.label}, tourist tax included, due by ${day(payment.due_on)}`
                      : `${payment.label}, due by ${day(payment.due_on)}`}
                </span>
                <span className="whitespace-nowrap">{formatAmount(payment.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {offer.cancellation.length > 0 && (
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.12em] text-gold-dark">
            If you cancel
          </p>
          <table className="mt-1 w-full text-left text-foreground/80">
            <caption className="sr-only">Cancellation costs by date</caption>
            <tbody>
              {offer.cancellation.map((tier, i) => (
                <tr key={tier.from_date} data-testid="offer-cancellation">
                  <th scope="row" className="py-0.5 pr-3 align-top font-normal">
                    {i === 0
                      ? `Until ${day(tier.until_date)}`
                      : i === last
                        ? `From ${day(tier.from_date)}`
                        : `${day(tier.from_date)} – ${day(tier.until_date)}`}
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
              If we let the villa again for your dates, we refund what you paid for the nights let
              again, less {formatAmount(offer.reletFee)}.
            </p>
          )}
        </div>
      )}
      <p className="text-xs text-muted-foreground">{offer.rounding}</p>
      <p className="text-xs text-muted-foreground">{NO_WITHDRAWAL}</p>
    </div>
  )
}
