import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { Stay } from '@/features/stay/api/get-stay'
import { useStayMoney } from '@/features/stay/api/get-stay-money'
import { paymentsReceived, stayTimeline } from '@/features/stay/lib/stay-timeline'
import { bookingReference } from '@/lib/booking-reference'
import { parseIsoDay, todayInParis } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import { toStayOffer, type StayOffer } from '@/lib/stay-offer'
import { useStaySecurityDeposit } from '@/features/stay/api/get-stay-security-deposit'
import { AddToCalendar } from './add-to-calendar'
import { CardPayment } from './card-payment'
import { StayPracticalities } from './stay-practicalities'

import { StaySecurityDeposit } from './stay-security-deposit'
import { StayTimeline } from './stay-timeline'
import { WithdrawRequest } from './withdraw-request'

const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

const STATUS: Record<Stay['status'], string> = {
  pending: 'Awaiting our confirmation',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Lapsed',
}

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`
}

/** "2 adults, 1 child"; a booking stored before adults were asked says its guests. */
function party(stay: Stay): string {
  if (stay.adults === null) return count(stay.guests, 'guest', 'guests')
  const adults = count(stay.adults, 'adult', 'adults')
  return stay.children > 0 ? `${adults}, ${count(stay.children, 'child', 'children')}` : adults
}

/** The guest's booking: where it stands, the offer as stored, what they can do now. */
interface StayViewProps {
  stay: Stay
  token: string
  /** The offer breakdown of the booking feature, composed by the page. */
  renderOffer: (offer: StayOffer, totalLabel: string) => ReactNode
}

export function StayView({ stay, token, renderOffer }: StayViewProps) {
  const reference = bookingReference(stay.booking_id, stay.reference)
  const money = useStayMoney(token)
  const stored = toStayOffer(stay.quote)
  const isOpen = stay.status === 'pending' || stay.status === 'confirmed'
  // Only the cancellation dates still ahead (get_stay leaves out those past); a request that
  // ended owes nothing, so neither payments nor cancellation costs are shown for it.
  const offer =
    stored &&
    (isOpen
      ? { ...stored, cancellation: stay.cancellation_ahead }
      : { ...stored, payments: [], cancellation: [] })
  const deposit = useStaySecurityDeposit(token).data ?? null
  const received = paymentsReceived(money.data)
  const steps = stayTimeline(
    {
      status: stay.status,
      cancelledBy: stay.cancelled_by,
      cancellationReason: stay.cancellation_reason,
      cancellationCost: stay.cancellation_cost,
      refundDue: stay.refund_due,
      requestedAt: stay.requested_at,
      expiresAt: stay.expires_at,
      checkIn: stay.check_in,
      checkOut: stay.check_out,
      payments: stay.payments,
      securityDeposit: stored?.securityDeposit ?? null,
    },
    todayInParis(),
    received,
    deposit,
  )
  return (
    <div className="mx-auto max-w-6xl">
      <header className="max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-dark">
          Your stay · {reference}
        </p>
        <h1 className="mt-3 text-4xl text-navy md:text-6xl">{stay.villa_name}</h1>
        {stay.villa_location && (
          <p className="mt-3 text-sm uppercase tracking-[0.16em] text-muted-foreground">
            {stay.villa_location}
          </p>
        )}
        <p className="mt-3 text-lg text-foreground/80">
          <span className="whitespace-nowrap">{shortDay.format(parseIsoDay(stay.check_in))}</span>
          {' – '}
          <span className="whitespace-nowrap">{shortDay.format(parseIsoDay(stay.check_out))}</span>
          <span className="block sm:inline">
            <span className="hidden sm:inline"> · </span>
            {count(stay.nights, 'night', 'nights')} · {party(stay)}
          </span>
        </p>
        <p className="mt-5 inline-flex items-center gap-2 rounded-full border border-gold/40 bg-card px-4 py-1.5 text-sm text-navy">
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${
              stay.status === 'confirmed'
                ? 'bg-emerald-600'
                : stay.status === 'pending'
                  ? 'bg-gold'
                  : 'bg-muted-foreground'
            }`}
          />
          <span data-testid="stay-status">{STATUS[stay.status] ?? stay.status}</span>
        </p>
      </header>

      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-16">
        <section aria-labelledby="stay-progress">
          <h2 id="stay-progress" className="text-2xl text-navy">
            Where your booking stands
          </h2>
          <div className="mt-6">
            <StayTimeline steps={steps} />
          </div>
          {isOpen && !received.paidInFull && (
            <p className="mt-6 text-sm text-muted-foreground">
              {stay.status === 'pending'
                ? 'Nothing is paid with a request. Once we confirm, we write to you with how to pay.'
                : 'How to pay is below; we remind you by email before each amount is due.'}
            </p>
          )}
          {deposit && <StaySecurityDeposit deposit={deposit} checkOut={stay.check_out} />}
          <div className="mt-10 flex flex-wrap items-start gap-3">
            {isOpen && (
              <AddToCalendar
                reference={reference}
                villaName={stay.villa_name}
                villaLocation={stay.villa_location}
                checkIn={stay.check_in}
                checkOut={stay.check_out}
                nights={stay.nights}
              />
            )}
            {stay.status === 'pending' && (
              <WithdrawRequest token={token} villaName={stay.villa_name} />
            )}
            {!isOpen && (
              <Link
                to={paths.villa.href(stay.villa_id)}
                className="inline-flex h-11 items-center text-sm text-navy underline underline-offset-4"
              >
                Request {stay.villa_name} again
              </Link>
            )}
          </div>
          <StayPracticalities stay={stay} token={token} money={money.data} />
        </section>

        <aside
          aria-labelledby="stay-offer"
          className="h-fit rounded-lg border border-border/70 bg-card p-6 shadow-xl shadow-navy/5 lg:col-start-2 lg:row-start-1"
        >
          <h2 id="stay-offer" className="font-display text-xl text-navy">
            Your offer
          </h2>
          <p className="mt-1 text-xs text-muted-foreground">
            {isOpen
              ? 'As we recorded it with your request; it does not change.'
              : 'As we recorded it with your request. Nothing is owed.'}
          </p>
          <div className="mt-4 border-t border-border/70 pt-4 text-sm">
            {offer ? (
              renderOffer(offer, `Total (${count(stay.nights, 'night', 'nights')})`)
            ) : (
              <p className="flex justify-between font-semibold text-navy">
                <span>Total</span>
                <span data-testid="stay-total">{formatEuro(Number(stay.quote?.total ?? 0))}</span>
              </p>
            )}
          </div>
          {stay.status === 'confirmed' && <CardPayment token={token} />}
        </aside>
      </div>
    </div>
  )
}
