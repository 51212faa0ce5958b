import { cn } from '@/lib/utils'
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
export function BookingStatusCounts({ counts, active, onSelect }: BookingStatusCountsProps) {
  return (
    <ul
      className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4"
      aria-label="Bookings by status"
    >
      {CARDS.map((card) => (
        <li key={card.status}>
          <button
            type="button"
            aria-pressed={active === card.status}
            onClick={() => onSelect(active === card.status ? null : card.status)}
            className={cn(
              'w-full rounded-lg border border-l-4 bg-card p-3 text-left shadow-sm transition-colors hover:bg-sand/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5',
              card.tone,
              active === card.status && 'bg-sand/50 ring-2 ring-gold',
            )}
          >
            <span className="block text-xs uppercase tracking-wide text-muted-foreground sm:text-sm">
              {card.label}
            </span>
            <span className="mt-1 block font-display text-3xl font-semibold text-navy sm:text-4xl">
              {counts ? counts[card.status] : '–'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
