import { StatusFilterCards } from '@/features/admin/layout/components/status-filter-cards'
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
export function MessageStatusCounts(props: MessageStatusCountsProps) {
  return (
    <StatusFilterCards
      {...props}
      cards={CARDS}
      label="Messages by status"
      className="mb-4 grid-cols-3"
    />
  )
}
