/** @jsxImportSource npm:react@18.3.1 */
// The guest emails about a confirmed stay's money and arrival (issue 21): payment received,
// deposit or balance due soon, a payment overdue, and the invitation to read the arrival
// information on the stay page. Each carries its own "View your booking" link.
import {
  AmountRows,
  Details,
  EmailLayout,
  Eyebrow,
  Note,
  Paragraph,
  Subtitle,
  Title,
  type SiteContact,
} from './layout.tsx'
import { GUEST_REASON, GuestAction, greet, stayRows } from './booking-emails.tsx'
import { formatAmount, formatDay, formatDueDay, formatStay } from './format.ts'
import { links } from './links.ts'
import {
  duePaymentName,
  dueSentence,
  moneyRows,
  overdueSentence,
  receivedSentence,
  remainingSentence,
} from './money-text.ts'
import type { BookingPayload, DuePayload, MoneyPayload, PaymentPayload } from './payload.ts'

interface Props {
  booking: BookingPayload
  contact: SiteContact
}

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The payload has no ${what}`)
  return value
}

/** The stay page is where the bank details, the payment reference and the card button are. */
function HowToPay(props: Props) {
  return (
    <>
      <Subtitle>How to pay</Subtitle>
      <Paragraph>
        Your booking page shows the bank details and the payment reference to quote, and, when
        available, lets you pay by card.
      </Paragraph>
      <GuestAction
        {...props}
        href={links.villa(props.contact.siteUrl, props.booking.villa_id)}
        label="View the villa"
      />
    </>
  )
}

export function PaymentReceivedEmail({ booking, contact }: Props) {
  const payment: PaymentPayload = required(booking.payment, 'payment')
  const money: MoneyPayload = required(booking.money, 'money')
  return (
    <EmailLayout
      preview={`${receivedSentence(payment)} ${remainingSentence(money)}`}
      contact={contact}
      reason={GUEST_REASON}
    >
      <Eyebrow>Payment received</Eyebrow>
      <Title>{greet('Thank you', booking)}</Title>
      <Paragraph>{receivedSentence(payment)}</Paragraph>
      <Paragraph>
        <strong>{remainingSentence(money)}</strong>
      </Paragraph>
      <AmountRows title="Your payments" rows={moneyRows(money)} />
      <Details rows={stayRows(booking, contact)} />
      {money.remaining > 0 ? (
        <HowToPay booking={booking} contact={contact} />
      ) : (
        <>
          <Paragraph>
            A few days before you arrive we will send you everything you need: the exact address,
            the arrival time, the access codes and the Wi-Fi.
          </Paragraph>
          <GuestAction
            booking={booking}
            contact={contact}
            href={links.villa(contact.siteUrl, booking.villa_id)}
            label="View the villa"
          />
        </>
      )}
      <Note>Any question about your stay? Simply reply to this email.</Note>
    </EmailLayout>
  )
}

/** A deposit or balance due soon (reminder_days_deposit / reminder_days_balance before). */
export function PaymentDueEmail({ booking, contact }: Props) {
  const due: DuePayload = required(booking.due, 'due')
  return (
    <EmailLayout preview={dueSentence(due)} contact={contact} reason={GUEST_REASON}>
      <Eyebrow>Payment reminder</Eyebrow>
      <Title>{greet('A gentle reminder', booking)}</Title>
      <Paragraph>
        <strong>{dueSentence(due)}</strong> It is for your stay at {booking.villa_name},{' '}
        {formatStay(booking.check_in, booking.check_out)}.
      </Paragraph>
      {booking.money && <AmountRows title="Your payments" rows={moneyRows(booking.money)} />}
      <Details rows={stayRows(booking, contact)} />
      <HowToPay booking={booking} contact={contact} />
      <Note>
        Already paid? Thank you: a transfer can take a few days to reach us, and we will confirm it
        as soon as it does.
      </Note>
    </EmailLayout>
  )
}

/** The day after a due date that was missed. */
export function PaymentOverdueEmail({ booking, contact }: Props) {
  const due: DuePayload = required(booking.due, 'due')
  return (
    <EmailLayout preview={overdueSentence(due)} contact={contact} reason={GUEST_REASON}>
      <Eyebrow>Payment overdue</Eyebrow>
      <Title>{greet('About your payment', booking)}</Title>
      <Paragraph>
        <strong>{overdueSentence(due)}</strong> It is for your stay at {booking.villa_name},{' '}
        {formatStay(booking.check_in, booking.check_out)}.
      </Paragraph>
      <Paragraph>
        Please send {duePaymentName(due)} of {formatAmount(due.amount)} as soon as you can, or reply
        to this email if anything is in the way: under the Terms of Booking, a payment left unpaid
        may lead us to cancel the booking.
      </Paragraph>
      {booking.money && <AmountRows title="Your payments" rows={moneyRows(booking.money)} />}
      <Details rows={stayRows(booking, contact)} />
      <HowToPay booking={booking} contact={contact} />
      <Note>
        Already paid? Thank you, and please ignore this email: a transfer can take a few days to
        reach us.
      </Note>
    </EmailLayout>
  )
}

/** Paid in full, arrival near: the arrival details are on the stay page. */
export function ArrivalInformationEmail({ booking, contact }: Props) {
  return (
    <EmailLayout
      preview={`Everything you need for ${formatDay(booking.check_in)} is on your booking page.`}
      contact={contact}
      reason={GUEST_REASON}
    >
      <Eyebrow>Your arrival</Eyebrow>
      <Title>{greet('See you soon', booking)}</Title>
      <Paragraph>
        Your stay at {booking.villa_name} begins on{' '}
        <strong>{formatDueDay(booking.check_in)}</strong>, and it is paid in full. Your booking page
        now shows everything you need to arrive: the exact address and a map, the arrival time, the
        access codes, the Wi-Fi and the house manual, and who to call when you are on your way.
      </Paragraph>
      <Details rows={stayRows(booking, contact)} />
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villa(contact.siteUrl, booking.villa_id)}
        label="View the villa"
      />
      <Note>
        Our concierge can still arrange a private chef, a boat or a transfer from the airport:
        simply reply to this email.
      </Note>
    </EmailLayout>
  )
}
