import { lazy, Suspense, type ReactNode } from 'react'
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

import { StaySecurityDeposit } from './stay-security-deposit'
import { StayTimeline } from './stay-timeline'
import { WithdrawRequest } from './withdraw-request'

// A confirmed stay's payments, bank details and arrival load after the page (its first visit
// stays within the budget in both languages); a request not confirmed never needs them.
const StayPracticalities = lazy(() =>
  import('./stay-practicalities').then((module) => ({ default: module.StayPracticalities })),
)
import { intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

const shortDay = (date: Date) =>
  new Intl.DateTimeFormat(intlLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date)

const STATUS: Record<Stay['status'], () => string> = {
  pending: m.booking_status_pending,
  confirmed: m.booking_status_confirmed,
  cancelled: m.booking_stay_status_cancelled,
  expired: m.booking_stay_status_expired,
}

/** "2 adults, 1 child"; a booking stored before adults were asked says its guests. */
function party(stay: Stay): string {
  if (stay.adults === null) return m.booking_guests_count({ count: stay.guests })
  const adults = m.booking_adults_count({ count: stay.adults })
  return stay.children > 0
    ? `${adults}, ${m.booking_children_count({ count: stay.children })}`
    : adults
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
          {m.booking_stay_eyebrow({ reference })}
        </p>
        <h1 className="mt-3 text-4xl text-navy md:text-6xl">{stay.villa_name}</h1>
        {stay.villa_location && (
          <p className="mt-3 text-sm uppercase tracking-[0.16em] text-muted-foreground">
            {stay.villa_location}
          </p>
        )}
        <p className="mt-3 text-lg text-foreground/80">
          <span className="whitespace-nowrap">{shortDay(parseIsoDay(stay.check_in))}</span>
          {' – '}
          <span className="whitespace-nowrap">{shortDay(parseIsoDay(stay.check_out))}</span>
          <span className="block sm:inline">
            <span className="hidden sm:inline"> · </span>
            {m.nights_count({ count: stay.nights })} · {party(stay)}
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
          <span data-testid="stay-status">{STATUS[stay.status]?.() ?? stay.status}</span>
        </p>
      </header>

      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-16">
        <section aria-labelledby="stay-progress">
          <h2 id="stay-progress" className="text-2xl text-navy">
            {m.booking_stay_progress()}
          </h2>
          <div className="mt-6">
            <StayTimeline steps={steps} />
          </div>
          {isOpen && !received.paidInFull && (
            <p className="mt-6 text-sm text-muted-foreground">
              {stay.status === 'pending'
                ? m.booking_stay_pending_note()
                : m.booking_stay_confirmed_note()}
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
                {m.booking_stay_request_again({ villa: stay.villa_name })}
              </Link>
            )}
          </div>
          {stay.status === 'confirmed' && (
            <Suspense fallback={null}>
              <StayPracticalities stay={stay} token={token} money={money.data} />
            </Suspense>
          )}
        </section>

        <aside
          aria-labelledby="stay-offer"
          className="h-fit rounded-lg border border-border/70 bg-card p-6 shadow-xl shadow-navy/5 lg:col-start-2 lg:row-start-1"
        >
          <h2 id="stay-offer" className="font-display text-xl text-navy">
            {m.booking_stay_offer()}
          </h2>
          <p className="mt-1 text-xs text-muted-foreground">
            {isOpen ? m.booking_stay_offer_open() : m.booking_stay_offer_closed()}
          </p>
          <div className="mt-4 border-t border-border/70 pt-4 text-sm">
            {offer ? (
              renderOffer(
                offer,
                m.booking_total_nights({ nights: m.nights_count({ count: stay.nights }) }),
              )
            ) : (
              <p className="flex justify-between font-semibold text-navy">
                <span>{m.booking_total()}</span>
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
