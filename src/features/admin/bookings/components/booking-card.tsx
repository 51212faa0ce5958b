import { CalendarDays, Eye, MapPin, TriangleAlert, Users } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { formatDay } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import type { AdminBooking } from '../api/get-admin-bookings'
import { useNow } from '@/lib/use-now'
import { canDecide, displayStatus, expiryCountdown, overlapText } from '../lib/booking-status'
import { BookingDecisionButtons } from './booking-decision-buttons'
import { BookingStatusBadge } from './booking-status-badge'

interface BookingCardProps {
  booking: AdminBooking
  /** Live requests for the same villa whose nights overlap this one's. */
  overlaps?: readonly AdminBooking[]
  onOpen: () => void
}

export function BookingCard({ booking, overlaps = [], onOpen }: BookingCardProps) {
  const now = useNow()
  const overlap = overlapText(overlaps)
  const status = displayStatus(booking, now)
  const countdown = expiryCountdown(booking, now)
  return (
    <Card className="p-5" aria-label={`Booking by ${booking.guest_name}`} role="group">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold text-navy">{booking.guest_name}</h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">
              {booking.villas
                ? `${booking.villas.name} · ${booking.villas.location}`
                : 'Unknown villa'}
            </span>
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <BookingStatusBadge status={status} />
          {countdown && <span className="text-xs text-muted-foreground">{countdown}</span>}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2">
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">Dates</dt>
          <dd className="flex items-center gap-1">
            <CalendarDays className="size-3.5 shrink-0 text-gold-dark" aria-hidden="true" />
            {formatDay(booking.check_in)} – {formatDay(booking.check_out)}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">Guests</dt>
          <dd className="flex items-center gap-1">
            <Users className="size-3.5 shrink-0 text-gold-dark" aria-hidden="true" />
            {booking.guests_count}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">Total</dt>
          <dd className="font-semibold text-navy">{formatEuro(booking.total_price)}</dd>
        </div>
      </dl>
      {overlap && (
        <p className="mt-3 flex items-start gap-1.5 rounded-md bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900">
          <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {overlap}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 border-t pt-4">
        <Button variant="ghost" size="sm" onClick={onOpen}>
          <Eye aria-hidden="true" /> View Details
        </Button>
        {canDecide(status) && <BookingDecisionButtons bookingId={booking.id} rulesOut={overlaps} />}
      </div>
    </Card>
  )
}
