import { CheckCircle2, UserRoundCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import type { BookingReceipt } from '@/features/booking/api/get-booking-receipt'
import { toStayOffer } from '@/lib/stay-offer'
import { bookingReference } from '@/lib/booking-reference'
import { parseIsoDay } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import { StayOfferBreakdown } from '@/components/offer/stay-offer-breakdown'
import { currentLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
import { nightsText } from './stay-caption'

/** English keeps its American dates ("Wednesday, July 1, 2026"); French its own. */
const dateLocale = () => (currentLocale() === 'fr' ? 'fr-FR' : 'en-US')
const longDay = (date: Date) =>
  new Intl.DateTimeFormat(dateLocale(), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date)
// In Paris time, as the emails say it: the villas and our team are there.
const dayAndTime = (date: Date) =>
  new Intl.DateTimeFormat(dateLocale(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  }).format(date)

const STATUS_TEXT: Record<string, () => string> = {
  pending: m.booking_status_pending,
  held: m.booking_status_held,
  confirmed: m.booking_status_confirmed,
  cancelled: m.booking_status_cancelled,
  expired: m.booking_status_expired,
}

interface RequestSentProps {
  receipt: BookingReceipt
  guestEmail: string
  /** The ways on: back to the villa, the collection. */
  actions: ReactNode
}

/** The confirmation of a booking request: its reference, what was sent as stored, what comes next. */
export function RequestSent({ receipt, guestEmail, actions }: RequestSentProps) {
  // Held for review (the flood control set it aside): waiting like any request, told honestly.
  const isHeld = receipt.status === 'held'
  const isPending = receipt.status === 'pending' || isHeld
  // The quote the booking stored when it was sent: shown as stored, never recomputed.
  const offer = toStayOffer(receipt.quote)
  const rows: [string, string][] = [
    [m.booking_row_villa(), receipt.villa_name],
    [m.booking_check_in(), longDay(parseIsoDay(receipt.check_in))],
    [m.booking_check_out(), longDay(parseIsoDay(receipt.check_out))],
    [m.booking_row_nights(), nightsText(receipt.nights)],
    [m.booking_row_guests(), guestsText(receipt)],
    [m.booking_row_status(), STATUS_TEXT[receipt.status]?.() ?? receipt.status],
  ]
  return (
    // On a phone the summary follows the reference; on a laptop it stands beside the text.
    <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-14">
      <div>
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.2em] text-gold-dark">
          <CheckCircle2 className="size-4" aria-hidden="true" /> {m.booking_sent_eyebrow()}
        </p>
        <h1 className="mt-3 text-4xl text-navy md:text-5xl">{m.booking_sent_title()}</h1>
        <p className="mt-4 text-lg text-foreground/80">
          {m.booking_sent_reference_before()}{' '}
          <strong
            className="font-semibold tracking-wider text-navy"
            data-testid="booking-reference"
          >
            {bookingReference(receipt.id, receipt.reference)}
          </strong>
          {m.booking_sent_reference_after()}
        </p>
        {isHeld && (
          <div
            role="note"
            aria-labelledby="held-for-review"
            className="mt-6 flex gap-3 rounded-lg border border-gold/40 bg-sand/60 p-5 text-foreground/80"
          >
            <UserRoundCheck className="mt-1 size-5 shrink-0 text-gold-dark" aria-hidden="true" />
            <div>
              <h2 id="held-for-review" className="font-display text-xl text-navy">
                {m.booking_sent_held_title()}
              </h2>
              <p className="mt-2 text-sm leading-relaxed">
                {m.booking_sent_held_before()} <strong className="text-navy">{guestEmail}</strong>{' '}
                {m.booking_sent_held_after()}
              </p>
            </div>
          </div>
        )}
      </div>

      <section
        aria-labelledby="request-summary"
        className="h-fit rounded-lg lg:col-start-2 lg:row-span-2 lg:row-start-1 border border-border/70 bg-card p-6 shadow-xl shadow-navy/5"
      >
        <h2 id="request-summary" className="font-display text-xl text-navy">
          {m.booking_sent_summary()}
        </h2>
        <dl className="mt-4 divide-y divide-border/70 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 py-2.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-navy">{value}</dd>
            </div>
          ))}
          {!offer && (
            <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 pt-3 font-semibold text-navy">
              <dt>{m.booking_total()}</dt>
              <dd data-testid="request-total">{formatEuro(receipt.total_price)}</dd>
            </div>
          )}
        </dl>
        {offer && (
          <div className="mt-4 border-t border-border/70 pt-4 text-sm">
            <StayOfferBreakdown
              offer={offer}
              voice="guest"
              totalLabel={m.booking_total()}
              totalTestId="request-total"
            />
          </div>
        )}
        <p className="mt-3 text-xs text-muted-foreground">
          {offer
            ? m.booking_sent_recorded_offer({ nights: nightsText(receipt.nights) })
            : m.booking_sent_recorded_total({ nights: nightsText(receipt.nights) })}
        </p>
      </section>

      <div className="lg:col-start-1">
        <h2 className="text-2xl text-navy">{m.booking_sent_next()}</h2>
        <ol className="mt-4 grid gap-4 text-foreground/80">
          <Step number={1} title={m.booking_sent_step1_title()}>
            {m.booking_sent_step1()}
          </Step>
          <Step number={2} title={m.booking_sent_step2_title()}>
            {isPending
              ? m.booking_sent_step2_pending({ when: dayAndTime(new Date(receipt.expires_at)) })
              : m.booking_sent_step2_done()}
          </Step>
          <Step number={3} title={m.booking_sent_step3_title()}>
            {receipt.is_guest_emailed ? (
              <>
                {m.booking_sent_copy_before()} <strong className="text-navy">{guestEmail}</strong>
                {m.booking_sent_copy_after()}
              </>
            ) : (
              <>
                {m.booking_sent_write_before()} <strong className="text-navy">{guestEmail}</strong>.
              </>
            )}{' '}
            {m.booking_sent_no_payment()}
          </Step>
        </ol>
        <div className="mt-10 flex flex-wrap gap-3">{actions}</div>
      </div>
    </div>
  )
}

function Step(props: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="grid grid-cols-[2rem_minmax(0,1fr)] gap-3">
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-sand font-display text-navy"
      >
        {props.number}
      </span>
      <div>
        <p className="font-medium text-navy">{props.title}</p>
        <p className="mt-1 text-sm">{props.children}</p>
      </div>
    </li>
  )
}

/** "2 adults, 1 child"; a request stored before adults were asked says its guests. */
function guestsText(receipt: BookingReceipt): string {
  if (receipt.adults === null) return m.booking_guests_count({ count: receipt.guests_count })
  const adults = m.booking_adults_count({ count: receipt.adults })
  return receipt.children > 0
    ? `${adults}, ${m.booking_children_count({ count: receipt.children })}`
    : adults
}
