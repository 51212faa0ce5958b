import { Clock } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { BookingDecisionButtons } from '@/features/admin/bookings/components/booking-decision-buttons'
import { HeldForReviewMark } from '@/features/admin/layout/components/held-for-review'
import { paths } from '@/config/paths'
import { formatEuro } from '@/lib/money'
import { useNow } from '@/lib/dates'
import { cn } from '@/lib/utils'
import type { TodayRequest } from '../api/get-admin-today'
import { bookingHref, expiryCountdown, partyAndNights, shortDay } from '../lib/today-lists'
import { TodayNothing, TodaySection } from './today-section'
import * as m from '@/paraglide/messages'

/** How many requests show before "Show all": the ones expiring first. */
const FIRST_SHOWN = 5

/** Live requests, the first to expire first, each with its countdown and its decision. */
export function PendingRequestsSection({
  requests,
  total,
}: {
  requests: readonly TodayRequest[]
  total: number
}) {
  const now = useNow(30_000)
  const [isExpanded, setIsExpanded] = useState(false)
  const shown = isExpanded ? requests : requests.slice(0, FIRST_SHOWN)
  return (
    <TodaySection
      id="today-requests"
      title={m.admin_today_requests_waiting()}
      count={total}
      more={{
        href: `${paths.admin.bookings.href()}?status=pending`,
        label: m.admin_today_all_requests(),
      }}
    >
      {requests.length === 0 ? (
        <TodayNothing>{m.admin_today_no_request()}</TodayNothing>
      ) : (
        <ul className="divide-y">
          {shown.map((request) => {
            const countdown = expiryCountdown(request.expiresAt, now)
            return (
              <li key={request.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <Link
                    to={bookingHref(paths.admin.bookings.href(), request)}
                    className="block truncate font-medium text-navy underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {request.villa}
                  </Link>
                  <p className="truncate text-sm text-navy">
                    {request.guestName}
                    {request.reference && (
                      <span className="ml-2 font-mono text-xs text-muted-foreground">
                        {request.reference}
                      </span>
                    )}
                  </p>
                  <HeldForReviewMark kind="booking" id={request.id} className="my-1" />
                  <p className="text-sm text-muted-foreground">
                    {shortDay(request.checkIn)} → {shortDay(request.checkOut)} ·{' '}
                    {partyAndNights(request.guests, request.nights)} ·{' '}
                    {formatEuro(request.totalPrice)}
                  </p>
                  <p
                    className={cn(
                      'mt-0.5 flex items-center gap-1 text-sm',
                      countdown.isUrgent ? 'font-medium text-destructive' : 'text-amber-800',
                    )}
                  >
                    <Clock className="size-3.5" aria-hidden="true" />
                    {countdown.label}
                  </p>
                </div>
                <BookingDecisionButtons
                  bookingId={request.id}
                  villaId={request.villaId}
                  summary={`${request.reference ?? ''} · ${request.guestName} · ${request.villa}, ${shortDay(request.checkIn)} → ${shortDay(request.checkOut)}`}
                />
              </li>
            )
          })}
        </ul>
      )}
      {requests.length > FIRST_SHOWN && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1"
          onClick={() => setIsExpanded(!isExpanded)}
        >
          {isExpanded
            ? m.admin_today_show_fewer()
            : m.admin_today_show_all({ count: requests.length })}
        </Button>
      )}
    </TodaySection>
  )
}
