import { cn } from '@/lib/utils'
import type { MessageStatus } from '../lib/message-status'
import type { StatusCounts } from '../lib/messages-view'

const CARDS = [
  { status: 'unread', label: 'Unread', tone: 'border-l-destructive' },
  { status: 'read', label: 'Read', tone: 'border-l-muted-foreground' },
  { status: 'replied', label: 'Replied', tone: 'border-l-navy' },
] as const

interface MessageStatusCountsProps {
  counts: StatusCounts | undefined
  active: MessageStatus | null
  onSelect: (status: MessageStatus | null) => void
}

/** Counts per status for the form type and search; a card filters the list by its status. */
export function MessageStatusCounts({ counts, active, onSelect }: MessageStatusCountsProps) {
  return (
    <ul className="mb-4 grid grid-cols-3 gap-3 sm:gap-4" aria-label="Messages by status">
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
