import { StatusFilterCards } from '@/features/admin/layout/components/status-filter-cards'
import * as m from '@/paraglide/messages'
import type { MessageStatus } from '../lib/message-status'
import type { StatusCounts } from '../lib/messages-view'

const cards = () =>
  [
    { status: 'unread', label: m.admin_inbox_unread(), tone: 'border-l-destructive' },
    { status: 'read', label: m.admin_inbox_read(), tone: 'border-l-muted-foreground' },
    { status: 'replied', label: m.admin_inbox_replied(), tone: 'border-l-navy' },
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
      cards={cards()}
      label={m.admin_inbox_by_status()}
      className="mb-4 grid-cols-3"
    />
  )
}
