import { cn } from '@/lib/utils'

export interface StatusCard<Status extends string> {
  status: Status
  label: string
  /** The card's left border colour (a Tailwind class). */
  tone: string
}

interface StatusFilterCardsProps<Status extends string> {
  cards: readonly StatusCard<Status>[]
  /** Counts per status from the database; undefined while they load. */
  counts: Readonly<Record<Status, number>> | undefined
  active: Status | null
  onSelect: (status: Status | null) => void
  /** The list's name, e.g. "Bookings by status". */
  label: string
  className?: string
}

/** Counts per status as cards; a card toggles the list's filter to its status. */
export function StatusFilterCards<Status extends string>({
  cards,
  counts,
  active,
  onSelect,
  label,
  className,
}: StatusFilterCardsProps<Status>) {
  return (
    <ul className={cn('grid gap-3 sm:gap-4', className)} aria-label={label}>
      {cards.map((card) => (
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
