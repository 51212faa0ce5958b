/** @jsxImportSource npm:react@18.3.1 */
// After the stay (issue 21, points 3 and 5): the thank-you after departure with the guest's
// review link, and the security deposit returned, each deduction with its reason.
import {
  ActionButton,
  AmountRows,
  Details,
  EmailLayout,
  Eyebrow,
  Note,
  Paragraph,
  TextLink,
  Title,
  type SiteContact,
} from './layout.tsx'
import { bookingReference, formatAmount, formatDay, formatStay, greetingName } from './format.ts'
import { links } from './links.ts'
import type { BookingPayload, SecurityDepositPayload } from './payload.ts'

interface GuestCareEmailProps {
  booking: BookingPayload
  contact: SiteContact
}

const GUEST_REASON = 'You receive this email about a stay booked with this address.'

function greet(words: string, booking: BookingPayload): string {
  const name = greetingName(booking.guest_name)
  return name ? `${words}, ${name}` : words
}

function StayLink({ booking, contact }: GuestCareEmailProps) {
  if (!booking.stay_token) return null
  return (
    <Paragraph>
      <TextLink href={links.stay(contact.siteUrl, booking.stay_token)}>View your booking</TextLink>
    </Paragraph>
  )
}

export function StayThankYouEmail({ booking, contact }: GuestCareEmailProps) {
  if (!booking.review_token) throw new Error('The thank-you email has no review link')
  return (
    <EmailLayout
      preview={`Thank you for staying at ${booking.villa_name}. How was it?`}
      contact={contact}
      reason={GUEST_REASON}
    >
      <Eyebrow>Thank you</Eyebrow>
      <Title>{greet('Thank you for staying with us', booking)}</Title>
      <Paragraph>
        We hope your days at {booking.villa_name} ({formatStay(booking.check_in, booking.check_out)}
        ) were everything you wished for, and that you had a good journey home.
      </Paragraph>
      <Paragraph>
        Would you tell future guests about your stay? Your review, with your rating, is shown on the
        villa's page once our team has read it, marked as written after a stay.
      </Paragraph>
      <ActionButton href={links.review(contact.siteUrl, booking.review_token)}>
        Write your review
      </ActionButton>
      <Note>
        This link is yours alone and works once. It takes a couple of minutes; there is nothing to
        sign up for.
      </Note>
      <Details rows={[['Reference', bookingReference(booking.booking_id, booking.reference)]]} />
      <StayLink booking={booking} contact={contact} />
    </EmailLayout>
  )
}

const METHOD: Record<string, string> = {
  bank_transfer: 'bank transfer',
  card: 'card',
  cash: 'cash',
  other: 'the way you paid it',
}

export function DepositReturnedEmail({
  booking,
  contact,
  deposit,
}: GuestCareEmailProps & { deposit: SecurityDepositPayload }) {
  const deducted = deposit.deductions.length > 0
  return (
    <EmailLayout
      preview={`${formatAmount(deposit.returned_amount)} of your security deposit is on its way back.`}
      contact={contact}
      reason={GUEST_REASON}
    >
      <Eyebrow>Security deposit</Eyebrow>
      <Title>{greet('Your security deposit is returned', booking)}</Title>
      <Paragraph>
        {deducted
          ? `We returned ${formatAmount(deposit.returned_amount)} of your ${formatAmount(deposit.amount)} security deposit on ${formatDay(deposit.returned_on)}. What we kept, and why, is below.`
          : `We returned your security deposit of ${formatAmount(deposit.amount)} in full on ${formatDay(deposit.returned_on)}.`}{' '}
        It comes back by {METHOD[deposit.received_method ?? 'other'] ?? 'the way you paid it'}; your
        bank may take a few days to show it.
      </Paragraph>
      <AmountRows
        title="Your security deposit"
        rows={[
          ['Security deposit received', formatAmount(deposit.amount)],
          ...deposit.deductions.map((d): [string, string] => [
            `Deducted: ${d.reason}`,
            formatAmount(-d.amount),
          ]),
          ['Returned to you', formatAmount(deposit.returned_amount)],
        ]}
      />
      <Details
        rows={[
          ['Reference', bookingReference(booking.booking_id, booking.reference)],
          ['Villa', booking.villa_name],
          ['Stay', formatStay(booking.check_in, booking.check_out)],
        ]}
      />
      {deducted && (
        <Paragraph>
          If anything here is not as you remember it, simply reply to this email: we will look at it
          with you.
        </Paragraph>
      )}
      <StayLink booking={booking} contact={contact} />
    </EmailLayout>
  )
}
