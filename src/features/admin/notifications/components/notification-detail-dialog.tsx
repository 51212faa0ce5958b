import { RotateCw } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { formatDateTime } from '@/lib/dates'
import { toast } from '@/lib/toast'
import type { NotificationEntry } from '../api/get-notifications-page'
import { useResendNotification } from '../api/resend-notification'
import { canResend, kindLabel } from '../lib/notification-kinds'
import { relatedAdminLink, summarizePayload } from '../lib/payload-summary'
import { NotificationStatusBadge } from './notification-status-badge'
import * as m from '@/paraglide/messages'

interface NotificationDetailDialogProps {
  entry: NotificationEntry
  onClose: () => void
}

function DetailRows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="divide-y rounded-md border text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 px-3 py-2">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** One email of the log: to whom, what it said, what went wrong; and "Resend", confirmed. */
export function NotificationDetailDialog({ entry, onClose }: NotificationDetailDialogProps) {
  const [isConfirming, setIsConfirming] = useState(false)
  const resend = useResendNotification()
  const related = relatedAdminLink(entry.payload)

  const delivery: [string, string][] = [
    [m.admin_outbox_email(), kindLabel(entry.kind)],
    [m.admin_outbox_to(), entry.recipients.join(', ')],
    [m.admin_outbox_queued(), formatDateTime(entry.created_at)],
    [m.admin_outbox_attempts(), String(entry.attempts)],
  ]
  if (entry.sent_at) delivery.push([m.admin_outbox_sent_at(), formatDateTime(entry.sent_at)])
  if (entry.status === 'pending' && entry.attempts > 0) {
    delivery.push([m.admin_outbox_next_attempt(), formatDateTime(entry.next_attempt_at)])
  }
  if (entry.resend_of) delivery.push([m.admin_outbox_resend(), m.admin_outbox_resend_copy()])

  const handleResend = () =>
    resend.mutate(entry.id, {
      onSuccess: () => {
        toast.success(m.admin_outbox_sent_again(), {
          description: m.admin_outbox_sent_again_detail({ to: entry.recipients.join(', ') }),
        })
        onClose()
      },
    })

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto [&>*]:min-w-0">
        <DialogHeader className="text-left">
          <DialogTitle className="pr-6 font-display text-2xl text-navy [overflow-wrap:anywhere]">
            {entry.subject ?? kindLabel(entry.kind)}
          </DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-wrap items-center gap-2">
              <NotificationStatusBadge status={entry.status} />
              <span>{m.admin_outbox_details()}</span>
            </div>
          </DialogDescription>
        </DialogHeader>
        <DetailRows rows={delivery} />
        {entry.last_error && (
          <div>
            <h3 className="font-sans text-sm font-medium">{m.admin_outbox_last_error()}</h3>
            <p className="mt-1 whitespace-pre-line rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive [overflow-wrap:anywhere]">
              {entry.last_error}
            </p>
          </div>
        )}
        <div>
          <h3 className="mb-2 font-sans text-sm font-medium">{m.admin_outbox_what_it_said()}</h3>
          <DetailRows
            rows={summarizePayload(entry.payload).map(({ label, value }) => [label, value])}
          />
        </div>
        {related && (
          <Link
            to={related.href}
            className="text-sm font-medium text-gold-dark underline-offset-4 hover:underline"
          >
            {related.label}
          </Link>
        )}
        {canResend(entry.status) && isConfirming && (
          <p className="border-t pt-4 text-sm font-medium text-navy">
            {m.admin_outbox_send_again_question({ to: entry.recipients.join(', ') })}
          </p>
        )}
        {canResend(entry.status) && (
          <DialogFooter className={isConfirming ? 'gap-2' : 'gap-2 border-t pt-4'}>
            {isConfirming ? (
              <>
                <Button variant="outline" onClick={() => setIsConfirming(false)}>
                  {m.admin_outbox_cancel()}
                </Button>
                <Button onClick={handleResend} disabled={resend.isPending}>
                  {resend.isPending ? m.admin_outbox_sending() : m.admin_outbox_send_again()}
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={() => setIsConfirming(true)}>
                <RotateCw aria-hidden="true" /> {m.admin_outbox_resend()}
              </Button>
            )}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  )
}
