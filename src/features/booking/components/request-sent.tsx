import { CheckCircle2, UserRoundCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import type { BookingReceipt } from '@/features/booking/api/get-booking-receipt'
import { toStayOffer } from '@/lib/stay-offer'
import { bookingReference } from '@/lib/booking-reference'
import { parseIsoDay } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import { StayOfferBreakdown } from '@/components/offer/stay-offer-breakdown'
import { nightsText } from './stay-caption'

const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
})
// In Paris time, as the emails say it: the villas and our team are there.
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
})

const STATUS_TEXT: Record<string, string> = {
  pending: 'Awaiting our confirmation',
  held: 'With our team for a personal review',
  confirmed: 'Confirmed',
  cancelled: 'Declined',
  expired: 'Expired: nothing was booked',
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
    ['Villa', receipt.villa_name],
    ['Check-in', longDay.format(parseIsoDay(receipt.check_in))],
    ['Check-out', longDay.format(parseIsoDay(receipt.check_out))],
    ['Nights', nightsText(receipt.nights)],
    ['Guests', guestsText(receipt)],
    ['Status', STATUS_TEXT[receipt.status] ?? receipt.status],
  ]
  return (
    // On a phone the summary follows the reference; on a laptop it stands beside the text.
    <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-14">
      <div>
        <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.2em] text-gold-dark">
          <CheckCircle2 className="size-4" aria-hidden="true" /> Request sent
        </p>
        <h1 className="mt-3 text-4xl text-navy md:text-5xl">Thank you, your request is with us</h1>
        <p className="mt-4 text-lg text-foreground/80">
          Your reference is{' '}
          <strong
            className="font-semibold tracking-wider text-navy"
            data-testid="booking-reference"
          >
            {bookingReference(receipt.id, receipt.reference)}
          </strong>
          . Please quote it if you write or call.
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
                A personal review by our team
              </h2>
              <p className="mt-2 text-sm leading-relaxed">
                Your request reached us safely. As an unusual number of requests came from your
                connection just now, we have set it aside for a member of our reservations team to
                review in person rather than send our usual automatic acknowledgement. Nothing is
                lost and there is no need to send it again: we will write to you at{' '}
                <strong className="text-navy">{guestEmail}</strong> within 24 hours.
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
          Your request
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
              <dt>Total</dt>
              <dd data-testid="request-total">{formatEuro(receipt.total_price)}</dd>
            </div>
          )}
        </dl>
        {offer && (
          <div className="mt-4 border-t border-border/70 pt-4 text-sm">
            <StayOfferBreakdown
              offer={offer}
              voice="guest"
              totalLabel="Total"
              totalTestId="request-total"
            />
          </div>
        )}
        <p className="mt-3 text-xs text-muted-foreground">
          The {offer ? 'offer' : 'total'} as we recorded it, for {nightsText(receipt.nights)}. No
          payment now.
        </p>
      </section>

      <div className="lg:col-start-1">
        <h2 className="text-2xl text-navy">What happens next</h2>
        <ol className="mt-4 grid gap-4 text-foreground/80">
          <Step number={1} title="We answer within 24 hours">
            Our team checks the villa for your dates and writes to you to confirm your stay.
          </Step>
          <Step number={2} title="Your request is held for 24 hours">
            {isPending
              ? `It expires on ${dayAndTime.format(new Date(receipt.expires_at))} (Paris time) if we have not confirmed it by then; nothing is booked or charged until we do.`
              : 'Nothing is charged with a request.'}
          </Step>
          <Step number={3} title="Look out for our email">
            {receipt.is_guest_emailed ? (
              <>
                A copy of your request was sent to{' '}
                <strong className="text-navy">{guestEmail}</strong>, with a private link to your
                booking page: follow your request there, add the stay to your calendar, or withdraw
                it.
              </>
            ) : (
              <>
                We will write to you at <strong className="text-navy">{guestEmail}</strong>.
              </>
            )}{' '}
            No payment is taken now.
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
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  if (receipt.adults === null) return count(receipt.guests_count, 'guest', 'guests')
  const adults = count(receipt.adults, 'adult', 'adults')
  return receipt.children > 0
    ? `${adults}, ${count(receipt.children, 'child', 'children')}`
    : adults
}
