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
  languageOf,
  type Language,
} from './format.ts'
import { links } from './links.ts'
import {
  cancellationRows,
  guestsText,
  offerLines,
  paymentRows,
  quoteNote,
  reletSentence,
  securityDeposit,
  termsVersionText,
} from './offer.ts'
import type { BookingPayload } from './payload.ts'
import { textsFor, type EmailTexts } from './texts.ts'

interface BookingEmailProps {
  booking: BookingPayload
  contact: SiteContact
}

/** The language a booking email is written in (the payload's, issue 22) and its texts. */
export function languageOfBooking(booking: BookingPayload): { lang: Language; t: EmailTexts } {
  const lang = languageOf(booking.language)
  return { lang, t: textsFor(lang) }
}

/** "Thank you, Camille", or "Thank you" when the name typed does not look like one. */
export function greet(words: string, booking: BookingPayload): string {
  return textsFor(languageOf(booking.language)).greet(words, greetingName(booking.guest_name))
}

export function stayRows(booking: BookingPayload, contact: SiteContact): [string, ReactNode][] {
  const { lang, t } = languageOfBooking(booking)
  const villa = (
    <TextLink href={links.villa(contact.siteUrl, booking.villa_id, lang)}>
      {booking.villa_name}
    </TextLink>
  )
  return [
    [t.rows.reference, bookingReference(booking.booking_id, booking.reference)],
    [
      t.rows.villa,
      booking.villa_location ? (
        <>
          {villa}, {booking.villa_location}
        </>
      ) : (
        villa
      ),
    ],
    [t.rows.arrival, formatDay(booking.check_in, lang)],
    [t.rows.departure, formatDay(booking.check_out, lang)],
    [t.rows.length, t.counts.nights(booking.nights)],
    [t.rows.guests, guestsText(booking.guests, booking.adults, booking.children, lang)],
    [
      t.rows.terms,
      booking.terms_version ? t.rows.termsAccepted(termsVersionText(booking.terms_version)) : null,
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
  const { lang, t } = languageOfBooking(booking)
  if (!booking.stay_token) return <ActionButton href={href}>{label}</ActionButton>
  return (
    <>
      <ActionButton href={links.stay(contact.siteUrl, booking.stay_token, lang)}>
        {t.actions.viewBooking}
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
  const { t } = languageOfBooking(booking)
  return <Quoted label={t.staffMessage} text={booking.guest_message} />
}

/** The stored offer's lines, or, on a booking made before offers were stored, its nightly rates. */
function quoteLines(booking: BookingPayload): PriceLine[] {
  const { lang, t } = languageOfBooking(booking)
  if (booking.quote) return offerLines(booking.quote, lang)
  return booking.rates.map((rate) => ({
    label: t.offer.rate(t.counts.nights(rate.nights), formatEuro(rate.price, lang)),
    amount: formatEuro(rate.nights * rate.price, lang),
  }))
}

/**
 * The whole offer the guest accepted, from the booking's stored quote: every line and the total,
 * the refundable security deposit apart, the dated payments, what cancelling costs by date, the
 * rounding rule and the no-withdrawal sentence — the booking page's figures, never recomputed.
 */
function Offer({ booking }: { booking: BookingPayload }) {
  const { lang, t } = languageOfBooking(booking)
  const quote = booking.quote
  if (!quote) {
    return (
      <Quote
        lines={quoteLines(booking)}
        total={formatEuro(booking.total, lang)}
        totalLabel={t.total}
      />
    )
  }
  const deposit = securityDeposit(quote, lang)
  const relet = reletSentence(quote, lang)
  return (
    <>
      <Quote
        lines={offerLines(quote, lang)}
        total={formatAmount(quote.total, lang)}
        totalLabel={t.total}
        aside={
          deposit
            ? {
                label: t.offer.securityDeposit,
                basis: t.offer.securityDepositBasis,
                amount: deposit,
              }
            : null
        }
      />
      {quote.tax_note && <Note>{quoteNote(quote.tax_note, quote.tax_note_fr, lang)}</Note>}
      <AmountRows title={t.offer.payments} rows={paymentRows(quote, lang)} />
      <AmountRows title={t.offer.ifYouCancel} rows={cancellationRows(quote, lang)} />
      {relet && <Note>{relet}</Note>}
      {quote.rounding && <Note>{quoteNote(quote.rounding, quote.rounding_fr, lang)}</Note>}
      <Note>{t.offer.noWithdrawal}</Note>
    </>
  )
}

export function RequestReceivedEmail({ booking, contact }: BookingEmailProps) {
  const { lang, t } = languageOfBooking(booking)
  const expiry = formatParisTime(booking.expires_at, lang)
  const [holds, held] = t.requestReceived.holds
  return (
    <EmailLayout
      preview={t.requestReceived.preview(
        booking.villa_name,
        formatStay(booking.check_in, booking.check_out, lang),
      )}
      contact={contact}
      reason={t.reasons.request}
      lang={lang}
    >
      <Eyebrow>{t.requestReceived.eyebrow}</Eyebrow>
      <Title>{greet(t.requestReceived.title, booking)}</Title>
      <Paragraph>{t.requestReceived.intro(booking.villa_name)}</Paragraph>
      <Details rows={stayRows(booking, contact)} />
      <Offer booking={booking} />
      {/* No special requests here: a guest email never repeats what a stranger typed. */}
      <Subtitle>{t.whatNext}</Subtitle>
      <Paragraph>
        {holds}
        <strong>{expiry}</strong>
        {held}
      </Paragraph>
      <Paragraph>{t.requestReceived.lapses}</Paragraph>
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villa(contact.siteUrl, booking.villa_id, lang)}
        label={t.actions.viewVilla}
      />
      <Note>{t.question}</Note>
    </EmailLayout>
  )
}

export function RequestReceivedStaffEmail({ booking, contact }: BookingEmailProps) {
  const { lang, t } = languageOfBooking(booking)
  const total = booking.quote
    ? formatAmount(booking.quote.total, lang)
    : formatEuro(booking.total, lang)
  const deadline = formatParisTime(booking.expires_at, lang)
  const [decide, lapses] = t.requestReceivedStaff.decide
  const [notEmailed, why] = t.requestReceivedStaff.notEmailed
  return (
    <EmailLayout
      preview={t.requestReceivedStaff.preview(
        booking.guest_name,
        t.counts.nights(booking.nights),
        total,
        deadline,
      )}
      contact={contact}
      reason={t.reasons.staff}
      lang={lang}
    >
      <Eyebrow>{t.requestReceivedStaff.eyebrow}</Eyebrow>
      <Title>{t.requestReceivedStaff.title(booking.guest_name, booking.villa_name)}</Title>
      <Paragraph>
        {decide}
        <strong>{deadline}</strong>
        {lapses}
      </Paragraph>
      {booking.guest_not_emailed && (
        <Paragraph>
          <strong>{notEmailed}</strong>
          {why}
        </Paragraph>
      )}
      <Details
        rows={[
          [t.rows.guest, booking.guest_name],
          [
            t.rows.email,
            <TextLink key="email" href={`mailto:${booking.guest_email}`}>
              {booking.guest_email}
            </TextLink>,
          ],
          [t.rows.phone, booking.guest_phone],
          ...stayRows(booking, contact),
          [t.rows.total, total],
        ]}
      />
      <Offer booking={booking} />
      {booking.special_requests && (
        <Quoted label={t.requestReceivedStaff.specialRequests} text={booking.special_requests} />
      )}
      <ActionButton
        href={links.adminBooking(contact.siteUrl, booking.booking_id, booking.guest_email)}
      >
        {t.actions.openRequest}
      </ActionButton>
      <Note>{t.requestReceivedStaff.reply(booking.guest_name)}</Note>
    </EmailLayout>
  )
}

export function BookingConfirmedEmail({ booking, contact }: BookingEmailProps) {
  const { lang, t } = languageOfBooking(booking)
  return (
    <EmailLayout
      preview={t.confirmed.preview(
        booking.villa_name,
        formatStay(booking.check_in, booking.check_out, lang),
      )}
      contact={contact}
      reason={t.reasons.request}
      lang={lang}
    >
      <Eyebrow>{t.confirmed.eyebrow}</Eyebrow>
      <Title>{greet(t.confirmed.title, booking)}</Title>
      <Paragraph>
        {t.confirmed.intro(
          booking.villa_name,
          formatDay(booking.check_in, lang),
          formatDay(booking.check_out, lang),
        )}
      </Paragraph>
      <Details rows={stayRows(booking, contact)} />
      <Offer booking={booking} />
      <Subtitle>{t.whatNext}</Subtitle>
      <Paragraph>{t.confirmed.next}</Paragraph>
      <StaffMessage booking={booking} />
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villa(contact.siteUrl, booking.villa_id, lang)}
        label={t.actions.viewVilla}
      />
    </EmailLayout>
  )
}

export function RequestDeclinedEmail({ booking, contact }: BookingEmailProps) {
  const { lang, t } = languageOfBooking(booking)
  const stay = formatStay(booking.check_in, booking.check_out, lang)
  return (
    <EmailLayout
      preview={t.declined.preview(booking.villa_name, stay)}
      contact={contact}
      reason={t.reasons.request}
      lang={lang}
    >
      <Eyebrow>{t.declined.eyebrow}</Eyebrow>
      <Title>{greet(t.declined.title, booking)}</Title>
      <Paragraph>{t.declined.intro(booking.villa_name, stay)}</Paragraph>
      <StaffMessage booking={booking} />
      {booking.suggested_villas.length > 0 ? (
        <>
          <Subtitle>{t.declined.suggested}</Subtitle>
          <Details
            rows={booking.suggested_villas.map((villa): [string, ReactNode] => [
              t.rows.villa,
              <TextLink key={villa.id} href={links.villa(contact.siteUrl, villa.id, lang)}>
                {villa.location ? `${villa.name}, ${villa.location}` : villa.name}
              </TextLink>,
            ])}
          />
          <Paragraph>{t.declined.hold}</Paragraph>
        </>
      ) : (
        <Paragraph>{t.declined.another}</Paragraph>
      )}
      <Details rows={stayRows(booking, contact)} />
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villas(contact.siteUrl, lang)}
        label={t.actions.browseVillas}
      />
    </EmailLayout>
  )
}

export function RequestExpiredEmail({ booking, contact }: BookingEmailProps) {
  const { lang, t } = languageOfBooking(booking)
  const stay = formatStay(booking.check_in, booking.check_out, lang)
  return (
    <EmailLayout
      preview={t.expired.preview(booking.villa_name)}
      contact={contact}
      reason={t.reasons.request}
      lang={lang}
    >
      <Eyebrow>{t.expired.eyebrow}</Eyebrow>
      <Title>{t.expired.title}</Title>
      <Paragraph>
        {t.expired.intro(booking.villa_name, stay, formatParisTime(booking.expires_at, lang))}
      </Paragraph>
      <Paragraph>{t.expired.again}</Paragraph>
      <Details rows={stayRows(booking, contact)} />
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villa(contact.siteUrl, booking.villa_id, lang)}
        label={t.actions.requestAgain}
      />
    </EmailLayout>
  )
}

export function RequestWithdrawnStaffEmail({ booking, contact }: BookingEmailProps) {
  const { lang, t } = languageOfBooking(booking)
  const stay = formatStay(booking.check_in, booking.check_out, lang)
  return (
    <EmailLayout
      preview={t.withdrawnStaff.preview(booking.guest_name, booking.villa_name, stay)}
      contact={contact}
      reason={t.reasons.staff}
      lang={lang}
    >
      <Eyebrow>{t.withdrawnStaff.eyebrow}</Eyebrow>
      <Title>{t.withdrawnStaff.title(booking.guest_name, booking.villa_name)}</Title>
      <Paragraph>{t.withdrawnStaff.intro}</Paragraph>
      <Details
        rows={[
          [t.rows.guest, booking.guest_name],
          [
            t.rows.email,
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
        {t.actions.openBooking}
      </ActionButton>
    </EmailLayout>
  )
}

/** A confirmed stay cancelled (issue 21): what cancelling cost on that day and the refund due. */
export function BookingCancelledEmail({ booking, contact }: BookingEmailProps) {
  const { lang, t } = languageOfBooking(booking)
  const stay = formatStay(booking.check_in, booking.check_out, lang)
  const cost = booking.cancellation_cost ?? 0
  const refund = booking.refund_due ?? 0
  return (
    <EmailLayout
      preview={t.cancelled.preview(booking.villa_name, stay)}
      contact={contact}
      reason={t.reasons.request}
      lang={lang}
    >
      <Eyebrow>{t.cancelled.eyebrow}</Eyebrow>
      <Title>{greet(t.cancelled.title, booking)}</Title>
      <Paragraph>
        {booking.cancelled_by === 'guest'
          ? t.cancelled.byGuest(booking.villa_name, stay)
          : t.cancelled.byUs(booking.villa_name, stay)}{' '}
        {t.cancelled.released}
      </Paragraph>
      <AmountRows
        title={t.cancelled.costs}
        rows={[
          [t.cancelled.cost, formatAmount(cost, lang)],
          [t.cancelled.refund, formatAmount(refund, lang)],
        ]}
      />
      {refund > 0 && <Paragraph>{t.cancelled.refundWhere}</Paragraph>}
      <StaffMessage booking={booking} />
      <Details rows={stayRows(booking, contact)} />
      <GuestAction
        booking={booking}
        contact={contact}
        href={links.villas(contact.siteUrl, lang)}
        label={t.actions.browseVillas}
      />
    </EmailLayout>
  )
}

/** A confirmed stay moved to other dates or another villa (issue 21), re-priced. */
export function BookingMovedEmail({ booking, contact }: BookingEmailProps) {
  const { lang, t } = languageOfBooking(booking)
  const stay = formatStay(booking.check_in, booking.check_out, lang)
  const previous = booking.previous
  const difference = previous ? (booking.quote?.total ?? booking.total) - previous.total : 0
  return (
    <EmailLayout
      preview={t.moved.preview(booking.villa_name, stay)}
      contact={contact}
      reason={t.reasons.request}
      lang={lang}
    >
      <Eyebrow>{t.moved.eyebrow}</Eyebrow>
      <Title>{greet(t.moved.title, booking)}</Title>
      <Paragraph>
        {previous
          ? t.moved.from(
              previous.villa_name,
              formatStay(previous.check_in, previous.check_out, lang),
              booking.villa_name,
              stay,
            )
          : t.moved.now(booking.villa_name, stay)}{' '}
        {t.moved.asItStands}
      </Paragraph>
      {previous && (
        <AmountRows
          title={t.moved.price}
          rows={[
            [t.moved.before, formatAmount(previous.total, lang)],
            [t.moved.after, formatAmount(booking.quote?.total ?? booking.total, lang)],
            [
              difference >= 0 ? t.moved.toPay : t.moved.toRefund,
              formatAmount(Math.abs(difference), lang),
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
        href={links.villa(contact.siteUrl, booking.villa_id, lang)}
        label={t.actions.viewVilla}
      />
    </EmailLayout>
  )
}
