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
import { EnquiryReceivedStaffEmail, enquiryLabel } from './enquiry-email.tsx'
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
  if (kind === 'enquiry_received_staff') {
    const enquiry = enquiryPayload(payload)
    return {
      subject: `${enquiryLabel(enquiry)} from ${enquiry.name}`,
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
  const stay = formatStay(booking.check_in, booking.check_out)
  const props = { booking, contact }
  // Every booking email's subject ends with the reference guests and staff quote (issue 21).
  const ref = bookingReference(booking.booking_id, booking.reference)
  switch (kind) {
    case 'request_received':
      return {
        subject: `Your request for ${booking.villa_name}, ${stay} · ${ref}`,
        element: <RequestReceivedEmail {...props} />,
      }
    case 'request_received_staff':
      return {
        subject: `New booking request: ${booking.villa_name}, ${stay} (${booking.guest_name}) · ${ref}`,
        element: <RequestReceivedStaffEmail {...props} />,
        replyTo: booking.guest_email,
      }
    case 'booking_confirmed':
      return {
        subject: `Confirmed: your stay at ${booking.villa_name}, ${stay} · ${ref}`,
        element: <BookingConfirmedEmail {...props} />,
      }
    case 'request_declined':
      return {
        subject: `About your request for ${booking.villa_name}, ${stay} · ${ref}`,
        element: <RequestDeclinedEmail {...props} />,
      }
    case 'request_expired':
      return {
        subject: `Your request for ${booking.villa_name} has lapsed · ${ref}`,
        element: <RequestExpiredEmail {...props} />,
      }
    case 'request_withdrawn_staff':
      return {
        subject: `Withdrawn by the guest: ${booking.villa_name}, ${stay} (${booking.guest_name}) · ${ref}`,
        element: <RequestWithdrawnStaffEmail {...props} />,
        replyTo: booking.guest_email,
      }
    case 'payment_received':
      return {
        subject: `Payment received: ${booking.payment ? formatAmount(booking.payment.amount) : ''} for ${booking.villa_name}, ${stay} · ${ref}`,
        element: <PaymentReceivedEmail {...props} />,
      }
    case 'deposit_due':
    case 'balance_due':
      return {
        subject: `Reminder: ${kind === 'balance_due' ? 'your balance' : booking.due?.kind === 'full' ? 'your payment' : 'your deposit'} for ${booking.villa_name} is due by ${booking.due ? formatDueDay(booking.due.due_on) : ''} · ${ref}`,
        element: <PaymentDueEmail {...props} />,
      }
    case 'payment_overdue':
      return {
        subject: `Payment overdue: ${booking.villa_name}, ${stay} · ${ref}`,
        element: <PaymentOverdueEmail {...props} />,
      }
    case 'arrival_information':
      return {
        subject: `Your arrival at ${booking.villa_name}, ${stay} · ${ref}`,
        element: <ArrivalInformationEmail {...props} />,
      }
    case 'stay_thank_you':
      return {
        subject: `Thank you for staying at ${booking.villa_name} · ${ref}`,
        element: <StayThankYouEmail {...props} />,
      }
    case 'deposit_returned':
      return {
        subject: `Your security deposit for ${booking.villa_name} is returned · ${ref}`,
        element: <DepositReturnedEmail {...props} deposit={securityDepositPayload(payload)} />,
      }
    case 'booking_cancelled':
      return {
        subject: `Cancelled: your stay at ${booking.villa_name}, ${stay} · ${ref}`,
        element: <BookingCancelledEmail {...props} />,
      }
    case 'booking_moved':
      return {
        subject: `Changed: your stay is now at ${booking.villa_name}, ${stay} · ${ref}`,
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
