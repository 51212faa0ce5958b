/** @jsxImportSource npm:react@18.3.1 */
// The booking emails: to the guest when a request arrives, is confirmed, declined or lapses,
// and to staff when it arrives.
import type { ReactNode } from 'npm:react@18.3.1'
import {
  ActionButton,
  AmountRows,
  Details,
  EmailLayout,
  Eyebrow,
  Note,
  Paragraph,
  Quote,
  Quoted,
  Subtitle,
  TextLink,
  Title,
  type PriceLine,
  type SiteContact,
} from './layout.tsx'
import {
  bookingReference,
  formatAmount,
  formatDay,
  formatEuro,
  formatParisTime,
  formatStay,
  greetingName,
  plural,
} from './format.ts'
import { links } from './links.ts'
import { NO_WITHDRAWAL } from '../no-withdrawal.ts'
import {
  cancellationRows,
  guestsText,
  offerLines,
  paymentRows,
  reletSentence,
  securityDeposit,
  termsVersionText,
} from './offer.ts'
import type { BookingPayload } from './payload.ts'

interface BookingEmailProps {
  booking: BookingPayload
  contact: SiteContact
}

export const GUEST_REASON = 'You receive this email about a booking request made with this address.'

/** "Thank you, Camille", or "Thank you" when the name typed does not look like one. */
export function greet(words: string, booking: BookingPayload): string {
  const name = greetingName(booking.guest_name)
  return name ? `${words}, ${name}` : words
}

export function stayRows(booking: BookingPayload, contact: SiteContact): [string, ReactNode][] {
  const villa = (
    <TextLink href={links.villa(contact.siteUrl, booking.villa_id)}>{booking.villa_name}</TextLink>
  )
  return [
    ['Reference', bookingReference(booking.booking_id, booking.reference)],
    [
      'Villa',
      booking.villa_location ? (
        <>
          {villa}, {booking.villa_location}
        </>
      ) : (
        villa
      ),
    ],
    ['Arrival', formatDay(booking.check_in)],
    ['Departure', formatDay(booking.check_out)],
    ['Length', plural(booking.nights, 'night')],
    ['Guests', guestsText(booking.guests, booking.adults, booking.children)],
    [
      'Terms',
      booking.terms_version
        ? `Terms of Booking accepted (version ${termsVersionText(booking.terms_version)})`
        : null,
    ],
  ]
}

/**
 * The email's main button: "View your booking" (the guest's stay page) when the email carries
 * its link, with the usual action as a text link below; else the usual action.
 */
export function GuestAction({
  booking,
  contact,
  href,
  label,
}: BookingEmailProps & { href: string; label: string }) {
  if (!booking.stay_token) return <ActionButton href={href}>{label}</ActionButton>
  return (
    <>
      <ActionButton href={links.stay(contact.siteUrl, booking.stay_token)}>
        View your booking
      </ActionButton>
      <Paragraph>
        <TextLink href={href}>{label}</TextLink>
      </Paragraph>
    </>
  )
}

/** What staff wrote to the guest with their decision (issue 21), in their words. */
function StaffMessage({ booking }: { booking: BookingPayload }) {
  if (!booking.guest_message) return null
  return <Quoted label="A word from our team" text={booking.guest_message} />
}

/** The stored offer's lines, or, on a booking made before offers were stored, its nightly rates. */
function quoteLines(booking: BookingPayload): PriceLine[] {
  if (booking.quote) return offerLines(booking.quote)
  return booking.rates.map((rate) => ({
    label: `${plural(rate.nights, 'night')} × ${formatEuro(rate.price)}`,
    amount: formatEuro(rate.nights * rate.price),
  }))
}

/**
 * The whole offer the guest accepted, from the booking's stored quote: every line and the total,
 * the refundable security deposit apart, the dated payments, what cancelling costs by date, the
 * rounding rule and the no-withdrawal sentence — the booking page's figures, never recomputed.
 */
function Offer({ booking }: { booking: BookingPayload }) {
  const quote = booking.quote
  if (!quote) return <Quote lines={quoteLines(booking)} total={formatEuro(booking.total)} />
  const deposit = securityDeposit(quote)
  const relet = reletSentence(quote)
  return (
    <>
      <Quote
        lines={offerLines(quote)}
        total={formatAmount(quote.total)}
        aside={
          deposit
            ? {
                label: 'Refundable security deposit',
                basis: 'Not part of the total; released within 14 days of departure',
                amount: deposit,
              }
            : null
        }
      />
      {quote.tax_note && <Note>{quote.tax_note}</Note>}
      <AmountRows title="Payments" rows={paymentRows(quote)} />
      <AmountRows title="If you cancel" rows={cancellationRows(quote)} />
      {relet && <Note>{relet}</Note>}
      {quote.rounding && <Note>{quote.rounding}</Note>}
      <Note>{NO_WITHDRAWAL}</Note>
    </>
  )
}

export function RequestReceivedEmail({ booking, contact }: BookingEmailProps) {
  const expiry = formatParisTime(booking.expires_at)
  return (
    <EmailLayout
      preview={`We have your request for ${booking.villa_name}, ${formatStay(booking.check_in, booking.check_out)}. We reply within 24 hours.`}
      contact={contact}
      reason={GUEST_REASON}
    >
      <Eyebrow>Booking request received</Eyebrow>
      <Title>{greet('Thank you', booking)}</Title>
      <Paragraph>
        We have received your request to stay at {booking.villa_name}. Here is what you asked for
        and the price of your stay.
      </Paragraph>
      <Details rows={stayRows(booking, contact)} />
      <Offer booking={booking} />
      {/* No special requests here: a guest email never repeats what a stranger typed. */}
      <Subtitle>What happens next</Subtitle>
      <Paragraph>
        Your request does not hold the dates yet. Our team is checking the villa’s availability and
        will write to you to confirm or decline it by <strong>{expiry}</strong>.
      </Paragraph>
      <Paragraph>
        If we have not confirmed it by then, the request lapses: no dates are held and nothing is
        owed, and you are welcome to send a new one. You pay nothing now; once we confirm, we send
        you the payment details.
      </Paragraph>
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villa(contact.siteUrl, booking.villa_id)}
        label="View the villa"
      />
      <Note>Any question about your stay? Simply reply to this email.</Note>
    </EmailLayout>
  )
}

export function RequestReceivedStaffEmail({ booking, contact }: BookingEmailProps) {
  return (
    <EmailLayout
      preview={`${booking.guest_name}: ${plural(booking.nights, 'night')}, ${booking.quote ? formatAmount(booking.quote.total) : formatEuro(booking.total)}. Decide before ${formatParisTime(booking.expires_at)}.`}
      contact={contact}
      reason="Sent to the staff addresses set in Profile Settings › Email notifications."
    >
      <Eyebrow>New booking request</Eyebrow>
      <Title>
        {booking.guest_name} would like to stay at {booking.villa_name}
      </Title>
      <Paragraph>
        Confirm or decline it before <strong>{formatParisTime(booking.expires_at)}</strong>. After
        that the request lapses and the guest is told so.
      </Paragraph>
      {booking.guest_not_emailed && (
        <Paragraph>
          <strong>The guest was not sent the usual acknowledgement:</strong> their mailbox already
          received 3 request emails today. If the request is genuine, write to them yourself.
        </Paragraph>
      )}
      <Details
        rows={[
          ['Guest', booking.guest_name],
          [
            'Email',
            <TextLink key="email" href={`mailto:${booking.guest_email}`}>
              {booking.guest_email}
            </TextLink>,
          ],
          ['Phone', booking.guest_phone],
          ...stayRows(booking, contact),
          ['Total', booking.quote ? formatAmount(booking.quote.total) : formatEuro(booking.total)],
        ]}
      />
      <Offer booking={booking} />
      {booking.special_requests && (
        <Quoted label="Special requests" text={booking.special_requests} />
      )}
      <ActionButton
        href={links.adminBooking(contact.siteUrl, booking.booking_id, booking.guest_email)}
      >
        Open the request
      </ActionButton>
      <Note>Reply to this email to write to {booking.guest_name}.</Note>
    </EmailLayout>
  )
}

export function BookingConfirmedEmail({ booking, contact }: BookingEmailProps) {
  return (
    <EmailLayout
      preview={`${booking.villa_name} is yours, ${formatStay(booking.check_in, booking.check_out)}.`}
      contact={contact}
      reason={GUEST_REASON}
    >
      <Eyebrow>Booking confirmed</Eyebrow>
      <Title>{greet('Your stay is confirmed', booking)}</Title>
      <Paragraph>
        Good news: {booking.villa_name} is yours from {formatDay(booking.check_in)} to{' '}
        {formatDay(booking.check_out)}. We look forward to welcoming you on the Riviera.
      </Paragraph>
      <Details rows={stayRows(booking, contact)} />
      <Offer booking={booking} />
      <Subtitle>What happens next</Subtitle>
      <Paragraph>
        We will write to you shortly with the payment details and everything you need for your
        arrival. Our concierge can arrange private chefs, boats, transfers and more: simply reply to
        this email.
      </Paragraph>
      <StaffMessage booking={booking} />
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villa(contact.siteUrl, booking.villa_id)}
        label="View the villa"
      />
    </EmailLayout>
  )
}

export function RequestDeclinedEmail({ booking, contact }: BookingEmailProps) {
  const stay = formatStay(booking.check_in, booking.check_out)
  return (
    <EmailLayout
      preview={`${booking.villa_name} is not available for ${stay}.`}
      contact={contact}
      reason={GUEST_REASON}
    >
      <Eyebrow>Your booking request</Eyebrow>
      <Title>{greet('We are sorry', booking)}</Title>
      <Paragraph>
        {booking.villa_name} is not available for {stay}, so we cannot confirm your request. No
        dates are held and nothing is owed.
      </Paragraph>
      <StaffMessage booking={booking} />
      {booking.suggested_villas.length > 0 ? (
        <>
          <Subtitle>Villas we suggest instead</Subtitle>
          <Details
            rows={booking.suggested_villas.map((villa): [string, ReactNode] => [
              'Villa',
              <TextLink key={villa.id} href={links.villa(contact.siteUrl, villa.id)}>
                {villa.location ? `${villa.name}, ${villa.location}` : villa.name}
              </TextLink>,
            ])}
          />
          <Paragraph>Reply to this email and we will gladly hold one of them for you.</Paragraph>
        </>
      ) : (
        <Paragraph>
          Another of our villas may be free for your dates, and our team will gladly suggest one:
          reply to this email, or browse the collection.
        </Paragraph>
      )}
      <Details rows={stayRows(booking, contact)} />
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villas(contact.siteUrl)}
        label="Browse our villas"
      />
    </EmailLayout>
  )
}

export function RequestExpiredEmail({ booking, contact }: BookingEmailProps) {
  const stay = formatStay(booking.check_in, booking.check_out)
  return (
    <EmailLayout
      preview={`We could not confirm your request for ${booking.villa_name} within 24 hours.`}
      contact={contact}
      reason={GUEST_REASON}
    >
      <Eyebrow>Your booking request</Eyebrow>
      <Title>Your request has lapsed</Title>
      <Paragraph>
        We could not confirm your request for {booking.villa_name}, {stay}, within 24 hours, so it
        lapsed on {formatParisTime(booking.expires_at)}. No dates are held and nothing is owed.
      </Paragraph>
      <Paragraph>
        If you would still like to stay with us, send a new request from the villa’s page, or reply
        to this email and we will help.
      </Paragraph>
      <Details rows={stayRows(booking, contact)} />
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villa(contact.siteUrl, booking.villa_id)}
        label="Request a stay again"
      />
    </EmailLayout>
  )
}

export function RequestWithdrawnStaffEmail({ booking, contact }: BookingEmailProps) {
  const stay = formatStay(booking.check_in, booking.check_out)
  return (
    <EmailLayout
      preview={`${booking.guest_name} withdrew the request for ${booking.villa_name}, ${stay}.`}
      contact={contact}
      reason="Sent to the staff addresses set in Profile Settings › Email notifications."
    >
      <Eyebrow>Request withdrawn</Eyebrow>
      <Title>
        {booking.guest_name} withdrew the request for {booking.villa_name}
      </Title>
      <Paragraph>
        The guest withdrew this request from their booking page. It is now cancelled: no dates were
        held and nothing is owed. There is nothing to confirm or decline.
      </Paragraph>
      <Details
        rows={[
          ['Guest', booking.guest_name],
          [
            'Email',
            <TextLink key="email" href={`mailto:${booking.guest_email}`}>
              {booking.guest_email}
            </TextLink>,
          ],
          ...stayRows(booking, contact),
        ]}
      />
      <ActionButton
        href={links.adminBooking(contact.siteUrl, booking.booking_id, booking.guest_email)}
      >
        Open the booking
      </ActionButton>
    </EmailLayout>
  )
}

/** A confirmed stay cancelled (issue 21): what cancelling cost on that day and the refund due. */
export function BookingCancelledEmail({ booking, contact }: BookingEmailProps) {
  const stay = formatStay(booking.check_in, booking.check_out)
  const cost = booking.cancellation_cost ?? 0
  const refund = booking.refund_due ?? 0
  return (
    <EmailLayout
      preview={`Your stay at ${booking.villa_name}, ${stay}, is cancelled.`}
      contact={contact}
      reason={GUEST_REASON}
    >
      <Eyebrow>Booking cancelled</Eyebrow>
      <Title>{greet('Your stay is cancelled', booking)}</Title>
      <Paragraph>
        {booking.cancelled_by === 'guest'
          ? `As you asked, we have cancelled your stay at ${booking.villa_name}, ${stay}.`
          : `We are sorry: we have had to cancel your stay at ${booking.villa_name}, ${stay}.`}{' '}
        The dates are no longer held for you.
      </Paragraph>
      <AmountRows
        title="What cancelling costs"
        rows={[
          ['Cancellation cost, under the Terms of Booking', formatAmount(cost)],
          ['Refund due to you', formatAmount(refund)],
        ]}
      />
      {refund > 0 && (
        <Paragraph>
          We will send the refund to the account you paid from; reply to this email if it should go
          elsewhere.
        </Paragraph>
      )}
      <StaffMessage booking={booking} />
      <Details rows={stayRows(booking, contact)} />
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villas(contact.siteUrl)}
        label="Browse our villas"
      />
    </EmailLayout>
  )
}

/** A confirmed stay moved to other dates or another villa (issue 21), re-priced. */
export function BookingMovedEmail({ booking, contact }: BookingEmailProps) {
  const stay = formatStay(booking.check_in, booking.check_out)
  const previous = booking.previous
  const difference = previous ? (booking.quote?.total ?? booking.total) - previous.total : 0
  return (
    <EmailLayout
      preview={`Your stay is now at ${booking.villa_name}, ${stay}.`}
      contact={contact}
      reason={GUEST_REASON}
    >
      <Eyebrow>Booking changed</Eyebrow>
      <Title>{greet('Your stay has been changed', booking)}</Title>
      <Paragraph>
        {previous
          ? `Your stay at ${previous.villa_name}, ${formatStay(previous.check_in, previous.check_out)}, is now at ${booking.villa_name}, ${stay}.`
          : `Your stay is now at ${booking.villa_name}, ${stay}.`}{' '}
        Here is your booking as it stands, with its new price.
      </Paragraph>
      {previous && (
        <AmountRows
          title="The price"
          rows={[
            ['Before the change', formatAmount(previous.total)],
            ['Now', formatAmount(booking.quote?.total ?? booking.total)],
            [
              difference >= 0 ? 'To pay in addition' : 'To be refunded to you',
              formatAmount(Math.abs(difference)),
            ],
          ]}
        />
      )}
      <StaffMessage booking={booking} />
      <Details rows={stayRows(booking, contact)} />
      <Offer booking={booking} />
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villa(contact.siteUrl, booking.villa_id)}
        label="View the villa"
      />
    </EmailLayout>
  )
}
