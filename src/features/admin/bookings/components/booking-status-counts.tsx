import { StatusFilterCards } from '@/features/admin/layout/components/status-filter-cards'
import type { BookingCounts } from '../api/get-booking-counts'
import type { StatusFilter } from '../lib/bookings-view'

const CARDS = [
  { status: 'pending', label: 'Pending', tone: 'border-l-gold' },
  { status: 'confirmed', label: 'Confirmed', tone: 'border-l-navy' },
  { status: 'cancelled', label: 'Cancelled', tone: 'border-l-destructive' },
  { status: 'expired', label: 'Expired', tone: 'border-l-muted-foreground' },
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
      cards={CARDS}
      label="Bookings by status"
      className="mb-6 grid-cols-2 sm:grid-cols-4"
    />
  )
}
