/** @jsxImportSource npm:react@18.3.1 */
// After the stay (issue 21, points 3 and 5): the thank-you after departure with the guest's
// review link, and the security deposit returned, each deduction with its reason. In the
// guest's language (issue 22).
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
import { greet, languageOfBooking } from './booking-emails.tsx'
import { bookingReference, formatAmount, formatDay, formatStay } from './format.ts'
import { links } from './links.ts'
import type { BookingPayload, SecurityDepositPayload } from './payload.ts'

interface GuestCareEmailProps {
  booking: BookingPayload
  contact: SiteContact
}

function StayLink({ booking, contact }: GuestCareEmailProps) {
  if (!booking.stay_token) return null
  const { lang, t } = languageOfBooking(booking)
  return (
    <Paragraph>
      <TextLink href={links.stay(contact.siteUrl, booking.stay_token, lang)}>
        {t.actions.viewBooking}
      </TextLink>
    </Paragraph>
  )
}

export function StayThankYouEmail({ booking, contact }: GuestCareEmailProps) {
  if (!booking.review_token) throw new Error('The thank-you email has no review link')
  const { lang, t } = languageOfBooking(booking)
  return (
    <EmailLayout
      preview={t.thankYou.preview(booking.villa_name)}
      contact={contact}
      reason={t.reasons.stay}
      lang={lang}
    >
      <Eyebrow>{t.thankYou.eyebrow}</Eyebrow>
      <Title>{greet(t.thankYou.title, booking)}</Title>
      <Paragraph>
        {t.thankYou.hope(booking.villa_name, formatStay(booking.check_in, booking.check_out, lang))}
      </Paragraph>
      <Paragraph>{t.thankYou.review}</Paragraph>
      <ActionButton href={links.review(contact.siteUrl, booking.review_token, lang)}>
        {t.actions.writeReview}
      </ActionButton>
      <Note>{t.thankYou.once}</Note>
      <Details
        rows={[[t.rows.reference, bookingReference(booking.booking_id, booking.reference)]]}
      />
      <StayLink booking={booking} contact={contact} />
    </EmailLayout>
  )
}

export function DepositReturnedEmail({
  booking,
  contact,
  deposit,
}: GuestCareEmailProps & { deposit: SecurityDepositPayload }) {
  const { lang, t } = languageOfBooking(booking)
  const deducted = deposit.deductions.length > 0
  return (
    <EmailLayout
      preview={t.depositReturned.preview(formatAmount(deposit.returned_amount, lang))}
      contact={contact}
      reason={t.reasons.stay}
      lang={lang}
    >
      <Eyebrow>{t.depositReturned.eyebrow}</Eyebrow>
      <Title>{greet(t.depositReturned.title, booking)}</Title>
      <Paragraph>
        {deducted
          ? t.depositReturned.partly(
              formatAmount(deposit.returned_amount, lang),
              formatAmount(deposit.amount, lang),
              formatDay(deposit.returned_on, lang),
            )
          : t.depositReturned.inFull(
              formatAmount(deposit.amount, lang),
              formatDay(deposit.returned_on, lang),
            )}
        {t.depositReturned.comesBack(t.depositReturned.method(deposit.received_method))}
      </Paragraph>
      <AmountRows
        title={t.depositReturned.table}
        rows={[
          [t.depositReturned.received, formatAmount(deposit.amount, lang)],
          ...deposit.deductions.map((d): [string, string] => [
            t.depositReturned.deducted(d.reason),
            formatAmount(-d.amount, lang),
          ]),
          [t.depositReturned.returned, formatAmount(deposit.returned_amount, lang)],
        ]}
      />
      <Details
        rows={[
          [t.rows.reference, bookingReference(booking.booking_id, booking.reference)],
          [t.rows.villa, booking.villa_name],
          [t.rows.stay, formatStay(booking.check_in, booking.check_out, lang)],
        ]}
      />
      {deducted && <Paragraph>{t.depositReturned.notAsRemembered}</Paragraph>}
      <StayLink booking={booking} contact={contact} />
    </EmailLayout>
  )
}
