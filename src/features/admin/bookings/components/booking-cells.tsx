import { TriangleAlert } from 'lucide-react'
import { useNow } from '@/lib/dates'
import type { AdminBooking } from '../api/get-bookings-page'
import { canDecide, displayStatus, expiryCountdown, overlapText } from '../lib/booking-status'
import { BookingDecisionButtons } from './booking-decision-buttons'
import { PaymentStateBadge } from '@/features/admin/payments/components/payment-state-badge'
import { BookingStatusBadge } from './booking-status-badge'
import { cancellationReasonLabel } from '../lib/cancellation-reason'
import { formatDay } from '@/lib/dates'
import type { PaymentState } from '@/lib/payment-states'
import {
  HeldForReviewBadge,
  useIsHeldForReview,
} from '@/features/admin/layout/components/held-for-review'
import * as m from '@/paraglide/messages'

/** The guest's name opens the detail dialog; live overlaps are flagged under it. */
export function GuestCell({ booking, onOpen }: { booking: AdminBooking; onOpen: () => void }) {
  const now = useNow()
  const overlap = displayStatus(booking, now) === 'pending' ? overlapText(booking.overlaps) : null
  return (
    <div className="min-w-0">
      <button
        type="button"
        onClick={onOpen}
        className="rounded-sm text-left font-semibold text-navy underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {booking.guest_name}
      </button>
      <p className="font-mono text-xs text-muted-foreground">{booking.reference}</p>
      <p className="truncate text-xs text-muted-foreground">{booking.guest_email}</p>
      {overlap && (
        <p className="mt-1 flex items-start gap-1 rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-900">
          <TriangleAlert className="mt-px size-3 shrink-0" aria-hidden="true" />
          {overlap}
        </p>
      )}
    </div>
  )
}

export function StatusCell({
  booking,
  paymentState,
}: {
  booking: AdminBooking
  /** A confirmed stay's payment state (admin_booking_payment_states), once loaded. */
  paymentState?: PaymentState
}) {
  const now = useNow()
  const countdown = expiryCountdown(booking, now)
  const status = displayStatus(booking, now)
  const held = useIsHeldForReview('booking', booking.id) && status === 'pending'
  return (
    <div className="flex flex-col items-start gap-1">
      <BookingStatusBadge status={status} />
      {held && <HeldForReviewBadge />}
      {paymentState && <PaymentStateBadge state={paymentState} />}
      {countdown && <span className="text-xs text-muted-foreground">{countdown}</span>}
      {status === 'cancelled' && (
        <span className="text-xs text-muted-foreground">
          {cancellationReasonLabel(booking.cancellation_reason) ??
            m.admin_bookings_reason_unknown()}
        </span>
      )}
    </div>
  )
}

export function ActionsCell({ booking }: { booking: AdminBooking }) {
  const now = useNow()
  if (!canDecide(displayStatus(booking, now))) return null
  return (
    <BookingDecisionButtons
      bookingId={booking.id}
      villaId={booking.villa_id}
      summary={`${booking.reference} · ${booking.guest_name} · ${booking.villa_name}, ${formatDay(booking.check_in)} – ${formatDay(booking.check_out)}`}
      rulesOut={booking.overlaps}
    />
  )
}
