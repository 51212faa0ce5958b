import { Check, CheckCheck, Clock, Mail, Phone, Reply } from 'lucide-react'
import { afterSuccess } from '@/lib/query-client'
import { toast } from '@/lib/toast'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { formatDateTime } from '@/lib/dates'
import { langAttribute } from '@/lib/i18n/content'
import * as m from '@/paraglide/messages'
import {
  HeldForReviewBadge,
  HeldForReviewNote,
  useIsHeldForReview,
} from '@/features/admin/layout/components/held-for-review'
import type { ContactMessage } from '../api/get-messages-page'
import { useUpdateMessageStatus } from '../api/update-message-status'
import {
  canMarkRead,
  canMarkReplied,
  replyMailto,
  statusBadgeVariant,
  statusLabel,
  type MessageStatus,
} from '../lib/message-status'

/** One enquiry: who, how to reach them, what they wrote, and what staff can do with it. */
export function MessageCard({ message }: { message: ContactMessage }) {
  const updateStatus = useUpdateMessageStatus()

  // Marked read under the Unread filter, the card leaves the refreshed list: afterSuccess.
  const handleStatus = (status: MessageStatus) =>
    afterSuccess(updateStatus.mutateAsync({ id: message.id, status }), () =>
      toast.success(m.admin_inbox_status_updated()),
    )

  const isUnread = message.status === 'unread'
  const held = useIsHeldForReview('message', message.id) && isUnread
  return (
    <Card
      role="group"
      aria-label={m.admin_inbox_message_from({ name: message.name })}
      className={isUnread ? 'border-l-4 border-l-gold p-5' : 'p-5'}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold text-navy">{message.name}</h3>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="flex min-w-0 items-center gap-1">
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="break-all">{message.email}</span>
            </span>
            {message.phone && (
              <span className="flex items-center gap-1">
                <Phone className="size-3.5 shrink-0" aria-hidden="true" /> {message.phone}
              </span>
            )}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Clock className="size-3.5" aria-hidden="true" />
            <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          </span>
          {held && <HeldForReviewBadge />}
          <Badge variant={statusBadgeVariant(message.status)}>{statusLabel(message.status)}</Badge>
        </div>
      </div>
      {held && (
        <div className="mt-4">
          <HeldForReviewNote kind="message" />
        </div>
      )}
      {/* The guest's own words, marked with the language of the page they wrote from. */}
      <p
        lang={langAttribute(message.language)}
        className="mt-4 whitespace-pre-line rounded-md bg-ivory p-4 text-sm leading-relaxed"
      >
        {message.message}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {canMarkRead(message.status) && (
          <Button
            variant="outline"
            size="sm"
            disabled={updateStatus.isPending}
            onClick={() => handleStatus('read')}
          >
            <Check aria-hidden="true" /> {m.admin_inbox_mark_read()}
          </Button>
        )}
        {canMarkReplied(message.status) && (
          <Button
            variant="outline"
            size="sm"
            disabled={updateStatus.isPending}
            onClick={() => handleStatus('replied')}
          >
            <CheckCheck aria-hidden="true" /> {m.admin_inbox_mark_replied()}
          </Button>
        )}
        <a
          href={replyMailto(message.email, message.language)}
          className={buttonVariants({ size: 'sm' })}
        >
          <Reply aria-hidden="true" /> {m.admin_inbox_reply()}
        </a>
      </div>
    </Card>
  )
}
