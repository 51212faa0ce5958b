import { StatusFilterCards } from '@/features/admin/layout/components/status-filter-cards'
import type { BookingCounts } from '../api/get-booking-counts'
import type { StatusFilter } from '../lib/bookings-view'
import * as m from '@/paraglide/messages'

const cards = () =>
  [
    { status: 'pending', label: m.admin_bookings_status_pending(), tone: 'border-l-gold' },
    { status: 'confirmed', label: m.admin_bookings_status_confirmed(), tone: 'border-l-navy' },
    {
      status: 'cancelled',
      label: m.admin_bookings_status_cancelled(),
      tone: 'border-l-destructive',
    },
    {
      status: 'expired',
      label: m.admin_bookings_status_expired(),
      tone: 'border-l-muted-foreground',
    },
  ] as const

interface BookingStatusCountsProps {
  counts: BookingCounts | undefined
  active: StatusFilter | null
  onSelect: (status: StatusFilter | null) => void
}

/** Counts per status for the other filters; a card filters the table by its status. */
export function BookingStatusCounts(props: BookingStatusCountsProps) {
  return (
    <StatusFilterCards
      {...props}
      cards={cards()}
      label={m.admin_bookings_by_status()}
      className="mb-6 grid-cols-2 sm:grid-cols-4"
    />
  )
}
