import { CalendarCheck } from 'lucide-react'
import { useState } from 'react'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { useAdminBookings } from '../api/get-admin-bookings'
import { useNow } from '@/lib/use-now'
import { countByStatus, overlappingRequests } from '../lib/booking-status'
import { BookingCard } from './booking-card'
import { BookingDetailDialog } from './booking-detail-dialog'

const COUNT_CARDS = [
  { status: 'pending', label: 'Pending', tone: 'border-l-gold' },
  { status: 'confirmed', label: 'Confirmed', tone: 'border-l-navy' },
  { status: 'cancelled', label: 'Cancelled', tone: 'border-l-destructive' },
] as const

/** Booking Management: counts per status, the requests, and a detail modal. */
export function BookingsScreen() {
  const bookings = useAdminBookings()
  const now = useNow()
  const [openId, setOpenId] = useState<string | null>(null)
  const header = (
    <AdminPageHeader title="Booking Management" description="Review and decide booking requests." />
  )

  if (bookings.isPending)
    return (
      <>
        {header}
        <AdminLoading />
      </>
    )
  if (bookings.isError) {
    return (
      <>
        {header}
        <AdminError message="Failed to load bookings" onRetry={() => bookings.refetch()} />
      </>
    )
  }

  const counts = countByStatus(bookings.data)
  const open = bookings.data.find((booking) => booking.id === openId)
  return (
    <>
      {header}
      <ul className="mb-8 grid grid-cols-3 gap-3 sm:gap-4" aria-label="Bookings by status">
        {COUNT_CARDS.map((card) => (
          <li
            key={card.status}
            className={`rounded-lg border border-l-4 bg-card p-3 shadow-sm sm:p-5 ${card.tone}`}
          >
            <p className="text-xs uppercase tracking-wide text-muted-foreground sm:text-sm">
              {card.label}
            </p>
            <p className="mt-1 font-display text-3xl font-semibold text-navy sm:text-4xl">
              {counts[card.status]}
            </p>
          </li>
        ))}
      </ul>
      {bookings.data.length === 0 ? (
        <AdminEmpty
          icon={CalendarCheck}
          title="No bookings yet"
          description="Booking requests from the site appear here."
        />
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Bookings">
          {bookings.data.map((booking) => (
            <li key={booking.id}>
              <BookingCard
                booking={booking}
                overlaps={overlappingRequests(booking, bookings.data, now)}
                onOpen={() => setOpenId(booking.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {open && <BookingDetailDialog booking={open} onClose={() => setOpenId(null)} />}
    </>
  )
}
