import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { formatDateTime, formatDay } from '@/lib/dates'
import { bookingReference } from '@/lib/booking-reference'
import { formatAmount } from '@/lib/money'
import { langAttribute } from '@/lib/i18n/content'
import type { AdminBooking } from '../api/get-bookings-page'
import { useBookingOffer } from '../api/get-booking-offers'
import { partyText } from '../lib/booking-offer'
import { BookingOfferSection } from './booking-offer-section'
import { useNow } from '@/lib/dates'
import { canDecide, displayStatus } from '../lib/booking-status'
import { BookingDecisionButtons } from './booking-decision-buttons'
import { BookingStatusBadge } from './booking-status-badge'
import { cancellationReasonLabel } from '../lib/cancellation-reason'
import { StayChangeButtons } from './stay-change-buttons'
import { GuestLinkSection } from './guest-link-section'
import { BookingPaymentsSection } from '@/features/admin/payments/components/booking-payments-section'
import * as m from '@/paraglide/messages'

import { SecurityDepositSection } from '@/features/admin/security-deposits/components/security-deposit-section'
import {
  HeldForReviewNote,
  useIsHeldForReview,
} from '@/features/admin/layout/components/held-for-review'

interface BookingDetailDialogProps {
  booking: AdminBooking
  onClose: () => void
}

function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000)
}

export function BookingDetailDialog({ booking, onClose }: BookingDetailDialogProps) {
  const now = useNow()
  const status = displayStatus(booking, now)
  const held = useIsHeldForReview('booking', booking.id) && status === 'pending'
  const stored = useBookingOffer(booking.id)
  const rows: [string, string][] = [
    // What the guest's confirmation page gave them to quote.
    [m.admin_bookings_row_reference(), bookingReference(booking.id, booking.reference)],
    [
      m.admin_bookings_row_villa(),
      booking.villa_name
        ? `${booking.villa_name}, ${booking.villa_location}`
        : m.admin_bookings_unknown_villa(),
    ],
    [m.admin_bookings_row_email(), booking.guest_email],
    [m.admin_bookings_row_phone(), booking.guest_phone || '—'],
    [m.admin_bookings_row_check_in(), formatDay(booking.check_in)],
    [m.admin_bookings_row_check_out(), formatDay(booking.check_out)],
    [
      m.admin_bookings_row_guests(),
      stored.data ? partyText(booking.guests_count, stored.data) : String(booking.guests_count),
    ],
    [m.admin_bookings_row_total(), formatAmount(booking.total_price)],
    [m.admin_bookings_row_requested(), formatDateTime(booking.created_at)],
  ]
  if (booking.status === 'pending' && booking.expires_at) {
    rows.push([m.admin_bookings_row_expires(), formatDateTime(booking.expires_at)])
  }
  if (booking.source === 'staff')
    rows.push([m.admin_bookings_row_entered(), m.admin_bookings_by_staff()])
  if (booking.price_note) rows.push([m.admin_bookings_row_price_note(), booking.price_note])
  const reason = cancellationReasonLabel(booking.cancellation_reason)
  if (booking.status === 'cancelled') {
    rows.push([
      m.admin_bookings_row_cancelled(),
      `${reason ?? m.admin_bookings_row_cancelled()}${booking.cancelled_at ? `, ${formatDateTime(booking.cancelled_at)}` : ''}`,
    ])
  }
  if (booking.cancellation_cost !== null)
    rows.push([m.admin_bookings_row_cancellation_cost(), formatAmount(booking.cancellation_cost)])
  if (booking.refund_due !== null)
    rows.push([m.admin_bookings_row_refund_due(), formatAmount(booking.refund_due)])
  if (booking.guest_message) rows.push([m.admin_bookings_row_our_message(), booking.guest_message])

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="[&>*]:min-w-0">
        <DialogHeader className="text-left">
          <DialogTitle className="flex flex-wrap items-center gap-3 font-display text-2xl text-navy">
            {booking.guest_name}
            <BookingStatusBadge status={status} />
          </DialogTitle>
          <DialogDescription>{m.admin_bookings_details()}</DialogDescription>
        </DialogHeader>
        {held && <HeldForReviewNote kind="booking" />}
        <dl className="divide-y rounded-md border text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 px-3 py-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        <BookingOfferSection
          query={stored}
          nights={nightsBetween(booking.check_in, booking.check_out)}
        />
        {booking.status !== 'pending' && (
          <BookingPaymentsSection
            bookingId={booking.id}
            isCancelled={booking.status === 'cancelled'}
          />
        )}
        <GuestLinkSection bookingId={booking.id} />
        <SecurityDepositSection
          bookingId={booking.id}
          isConfirmed={booking.status === 'confirmed'}
        />
        {booking.special_requests && (
          <div>
            <h3 className="font-sans text-sm font-medium">{m.admin_bookings_special_requests()}</h3>
            <p
              className="mt-1 whitespace-pre-line rounded-md bg-muted p-3 text-sm"
              lang={langAttribute(booking.language)}
            >
              {booking.special_requests}
            </p>
          </div>
        )}
        {canDecide(status) && (
          <DialogFooter>
            <BookingDecisionButtons
              bookingId={booking.id}
              villaId={booking.villa_id}
              summary={`${booking.reference} · ${booking.guest_name} · ${booking.villa_name}, ${formatDay(booking.check_in)} – ${formatDay(booking.check_out)}`}
              rulesOut={booking.overlaps}
              onDecided={onClose}
            />
          </DialogFooter>
        )}
        {booking.status === 'confirmed' && (
          <DialogFooter>
            <StayChangeButtons booking={booking} onChanged={onClose} />
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  )
}
