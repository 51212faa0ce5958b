/** @jsxImportSource npm:react@18.3.1 */
// One notification row → the email to send: subject, HTML, plain text, and whom a reply reaches
// when it should not be the team's reply-to address (staff emails answer the guest directly).
import { render } from 'npm:@react-email/render@2.3.1'
import type { ReactElement } from 'npm:react@18.3.1'
import {
  BookingCancelledEmail,
  BookingConfirmedEmail,
  BookingMovedEmail,
  RequestDeclinedEmail,
  RequestExpiredEmail,
  RequestReceivedEmail,
  RequestReceivedStaffEmail,
  RequestWithdrawnStaffEmail,
} from './booking-emails.tsx'
import { DepositReturnedEmail, StayThankYouEmail } from './guest-care-emails.tsx'
import { EnquiryReceivedEmail, EnquiryReceivedStaffEmail, enquiryLabel } from './enquiry-email.tsx'
import {
  ArrivalInformationEmail,
  PaymentDueEmail,
  PaymentOverdueEmail,
  PaymentReceivedEmail,
} from './payment-emails.tsx'
import { bookingReference, formatAmount, formatDueDay, formatStay } from './format.ts'
import type { SiteContact } from './layout.tsx'
import {
  bookingPayload,
  enquiryPayload,
  NOTIFICATION_KINDS,
  securityDepositPayload,
  type NotificationKind,
} from './payload.ts'
import { textsFor } from './texts.ts'

export interface RenderedEmail {
  subject: string
  html: string
  text: string
  /** Overrides the team's reply-to address. */
  replyTo?: string
}

interface Composed {
  subject: string
  element: ReactElement
  replyTo?: string
}

function compose(
  kind: NotificationKind,
  payload: Record<string, unknown>,
  contact: SiteContact,
): Composed {
  if (kind === 'enquiry_received_staff' || kind === 'enquiry_received') {
    const enquiry = enquiryPayload(payload)
    const t = textsFor(enquiry.language)
    if (kind === 'enquiry_received') {
      return {
        subject: t.subjects.enquiryReceived(enquiry.form_type === 'concierge'),
        element: <EnquiryReceivedEmail enquiry={enquiry} contact={contact} />,
      }
    }
    if (!enquiry.message) throw new Error('The payload has no message')
    return {
      subject: t.subjects.enquiryStaff(enquiryLabel(enquiry), enquiry.name),
      element: <EnquiryReceivedStaffEmail enquiry={enquiry} contact={contact} />,
      replyTo: enquiry.email,
    }
  }
  // After the stay (thank-you, deposit returned) the request's expiry is long irrelevant, and a
  // booking entered by staff may never have had one.
  const booking = bookingPayload(
    kind === 'stay_thank_you' || kind === 'deposit_returned'
      ? { ...payload, expires_at: payload.expires_at ?? payload.requested_at }
      : payload,
  )
  // Every word in the email's language (issue 22): the guest's, or the staff recipients'.
  const lang = booking.language
  const t = textsFor(lang)
  const subjects = t.subjects
  const villa = booking.villa_name
  const stay = formatStay(booking.check_in, booking.check_out, lang)
  const props = { booking, contact }
  // Every booking email's subject ends with the reference guests and staff quote (issue 21).
  const ref = ` · ${bookingReference(booking.booking_id, booking.reference)}`
  switch (kind) {
    case 'request_received':
      return {
        subject: subjects.requestReceived(villa, stay) + ref,
        element: <RequestReceivedEmail {...props} />,
      }
    case 'request_received_staff':
      return {
        subject: subjects.requestReceivedStaff(villa, stay, booking.guest_name) + ref,
        element: <RequestReceivedStaffEmail {...props} />,
        replyTo: booking.guest_email,
      }
    case 'booking_confirmed':
      return {
        subject: subjects.confirmed(villa, stay) + ref,
        element: <BookingConfirmedEmail {...props} />,
      }
    case 'request_declined':
      return {
        subject: subjects.declined(villa, stay) + ref,
        element: <RequestDeclinedEmail {...props} />,
      }
    case 'request_expired':
      return {
        subject: subjects.expired(villa) + ref,
        element: <RequestExpiredEmail {...props} />,
      }
    case 'request_withdrawn_staff':
      return {
        subject: subjects.withdrawnStaff(villa, stay, booking.guest_name) + ref,
        element: <RequestWithdrawnStaffEmail {...props} />,
        replyTo: booking.guest_email,
      }
    case 'payment_received':
      return {
        subject:
          subjects.paymentReceived(
            booking.payment ? formatAmount(booking.payment.amount, lang) : '',
            villa,
            stay,
          ) + ref,
        element: <PaymentReceivedEmail {...props} />,
      }
    case 'deposit_due':
    case 'balance_due':
      return {
        subject:
          subjects.due(
            kind === 'balance_due' ? 'balance' : booking.due?.kind === 'full' ? 'full' : 'deposit',
            villa,
            booking.due ? formatDueDay(booking.due.due_on, lang) : '',
          ) + ref,
        element: <PaymentDueEmail {...props} />,
      }
    case 'payment_overdue':
      return {
        subject: subjects.overdue(villa, stay) + ref,
        element: <PaymentOverdueEmail {...props} />,
      }
    case 'arrival_information':
      return {
        subject: subjects.arrival(villa, stay) + ref,
        element: <ArrivalInformationEmail {...props} />,
      }
    case 'stay_thank_you':
      return {
        subject: subjects.thankYou(villa) + ref,
        element: <StayThankYouEmail {...props} />,
      }
    case 'deposit_returned':
      return {
        subject: subjects.depositReturned(villa) + ref,
        element: <DepositReturnedEmail {...props} deposit={securityDepositPayload(payload)} />,
      }
    case 'booking_cancelled':
      return {
        subject: subjects.cancelled(villa, stay) + ref,
        element: <BookingCancelledEmail {...props} />,
      }
    case 'booking_moved':
      return {
        subject: subjects.moved(villa, stay) + ref,
        element: <BookingMovedEmail {...props} />,
      }
  }
}

function isKind(kind: string): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind)
}

export async function renderNotification(
  kind: string,
  payload: Record<string, unknown>,
  contact: SiteContact,
): Promise<RenderedEmail> {
  if (!isKind(kind)) throw new Error(`No template for the kind ${kind}`)
  const { subject, element, replyTo } = compose(kind, payload, contact)
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: {
        wordwrap: 78,
        selectors: [
          // Links read "label (https://…)"; the letterhead and phone links need no address.
          {
            selector: 'a',
            options: {
              linkBrackets: ['(', ')'],
              hideLinkHrefIfSameAsText: true,
              ignoreHref: false,
            },
          },
          { selector: 'a.brand', format: 'anchor', options: { ignoreHref: true } },
          { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
          { selector: 'h1', options: { uppercase: false } },
          { selector: 'h2', options: { uppercase: false } },
          { selector: 'table', format: 'dataTable' },
        ],
      },
    }),
  ])
  return { subject, html, text, replyTo }
}
