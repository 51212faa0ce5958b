/** @jsxImportSource npm:react@18.3.1 */
// The guest emails about a confirmed stay's money and arrival (issue 21): payment received,
// deposit or balance due soon, a payment overdue, and the invitation to read the arrival
// information on the stay page. Each carries its own "View your booking" link. In the guest's
// language (issue 22).
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
import { GuestAction, greet, languageOfBooking, stayRows } from './booking-emails.tsx'
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
  const { lang, t } = languageOfBooking(props.booking)
  return (
    <>
      <Subtitle>{t.payments.howToPay}</Subtitle>
      <Paragraph>{t.payments.howToPayText}</Paragraph>
      <GuestAction
        {...props}
        href={links.villa(props.contact.siteUrl, props.booking.villa_id, lang)}
        label={t.actions.viewVilla}
      />
    </>
  )
}

export function PaymentReceivedEmail({ booking, contact }: Props) {
  const { lang, t } = languageOfBooking(booking)
  const payment: PaymentPayload = required(booking.payment, 'payment')
  const money: MoneyPayload = required(booking.money, 'money')
  return (
    <EmailLayout
      preview={`${receivedSentence(payment, lang)} ${remainingSentence(money, lang)}`}
      contact={contact}
      reason={t.reasons.request}
      lang={lang}
    >
      <Eyebrow>{t.payments.receivedEyebrow}</Eyebrow>
      <Title>{greet(t.payments.receivedTitle, booking)}</Title>
      <Paragraph>{receivedSentence(payment, lang)}</Paragraph>
      <Paragraph>
        <strong>{remainingSentence(money, lang)}</strong>
      </Paragraph>
      <AmountRows title={t.payments.yourPayments} rows={moneyRows(money, lang)} />
      <Details rows={stayRows(booking, contact)} />
      {money.remaining > 0 ? (
        <HowToPay booking={booking} contact={contact} />
      ) : (
        <>
          <Paragraph>{t.payments.beforeArrival}</Paragraph>
          <GuestAction
            booking={booking}
            contact={contact}
            href={links.villa(contact.siteUrl, booking.villa_id, lang)}
            label={t.actions.viewVilla}
          />
        </>
      )}
      <Note>{t.question}</Note>
    </EmailLayout>
  )
}

/** A deposit or balance due soon (reminder_days_deposit / reminder_days_balance before). */
export function PaymentDueEmail({ booking, contact }: Props) {
  const { lang, t } = languageOfBooking(booking)
  const due: DuePayload = required(booking.due, 'due')
  return (
    <EmailLayout
      preview={dueSentence(due, lang)}
      contact={contact}
      reason={t.reasons.request}
      lang={lang}
    >
      <Eyebrow>{t.payments.dueEyebrow}</Eyebrow>
      <Title>{greet(t.payments.dueTitle, booking)}</Title>
      <Paragraph>
        <strong>{dueSentence(due, lang)}</strong>
        {t.payments.forStay(
          booking.villa_name,
          formatStay(booking.check_in, booking.check_out, lang),
        )}
      </Paragraph>
      {booking.money && (
        <AmountRows title={t.payments.yourPayments} rows={moneyRows(booking.money, lang)} />
      )}
      <Details rows={stayRows(booking, contact)} />
      <HowToPay booking={booking} contact={contact} />
      <Note>{t.payments.alreadyPaidDue}</Note>
    </EmailLayout>
  )
}

/** The day after a due date that was missed. */
export function PaymentOverdueEmail({ booking, contact }: Props) {
  const { lang, t } = languageOfBooking(booking)
  const due: DuePayload = required(booking.due, 'due')
  return (
    <EmailLayout
      preview={overdueSentence(due, lang)}
      contact={contact}
      reason={t.reasons.request}
      lang={lang}
    >
      <Eyebrow>{t.payments.overdueEyebrow}</Eyebrow>
      <Title>{greet(t.payments.overdueTitle, booking)}</Title>
      <Paragraph>
        <strong>{overdueSentence(due, lang)}</strong>
        {t.payments.forStay(
          booking.villa_name,
          formatStay(booking.check_in, booking.check_out, lang),
        )}
      </Paragraph>
      <Paragraph>
        {t.payments.pleaseSend(duePaymentName(due, lang), formatAmount(due.amount, lang))}
      </Paragraph>
      {booking.money && (
        <AmountRows title={t.payments.yourPayments} rows={moneyRows(booking.money, lang)} />
      )}
      <Details rows={stayRows(booking, contact)} />
      <HowToPay booking={booking} contact={contact} />
      <Note>{t.payments.alreadyPaidOverdue}</Note>
    </EmailLayout>
  )
}

/** Paid in full, arrival near: the arrival details are on the stay page. */
export function ArrivalInformationEmail({ booking, contact }: Props) {
  const { lang, t } = languageOfBooking(booking)
  return (
    <EmailLayout
      preview={t.arrival.preview(formatDay(booking.check_in, lang))}
      contact={contact}
      reason={t.reasons.request}
      lang={lang}
    >
      <Eyebrow>{t.arrival.eyebrow}</Eyebrow>
      <Title>{greet(t.arrival.title, booking)}</Title>
      <Paragraph>
        {t.arrival.begins(booking.villa_name)}
        <strong>{formatDueDay(booking.check_in, lang)}</strong>
        {t.arrival.paid}
      </Paragraph>
      <Details rows={stayRows(booking, contact)} />
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villa(contact.siteUrl, booking.villa_id, lang)}
        label={t.actions.viewVilla}
      />
      <Note>{t.arrival.concierge}</Note>
    </EmailLayout>
  )
}
