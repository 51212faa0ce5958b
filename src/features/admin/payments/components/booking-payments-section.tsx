import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { formatDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import type { PaymentLineState } from '@/lib/payment-states'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { useBookingPayments, type PaymentEntry } from '../api/get-booking-payments'
import { useDeletePayment } from '../api/delete-payment'
import { paymentMethodLabel } from '../lib/payment-state'
import { PaymentStateBadge } from './payment-state-badge'
import { RecordPaymentForm } from './record-payment-form'
import * as m from '@/paraglide/messages'

const LINE_TONES: Record<PaymentLineState, string> = {
  paid: 'text-emerald-700',
  overdue: 'text-destructive',
  due: 'text-muted-foreground',
  cancelled: 'text-muted-foreground',
}

function lineText(line: {
  state: PaymentLineState
  due_on: string
  covered: number
  amount: number
}) {
  if (line.state === 'paid') return m.admin_payments_paid()
  const part =
    line.covered > 0 ? m.admin_payments_received_part({ amount: formatAmount(line.covered) }) : ''
  if (line.state === 'overdue')
    return `${m.admin_payments_overdue_since({ day: formatDay(line.due_on) })}${part}`
  if (line.state === 'cancelled') return m.admin_payments_not_owed()
  return `${m.admin_payments_due_by({ day: formatDay(line.due_on) })}${part}`
}

/**
 * "Payments" in the booking detail: the state and balance computed by the database, each
 * scheduled payment, what was received and given back, and recording or deleting an entry.
 */
export function BookingPaymentsSection({
  bookingId,
  isCancelled,
}: {
  bookingId: string
  /** A cancelled booking shows its money only when some was received (to record the refund). */
  isCancelled: boolean
}) {
  const payments = useBookingPayments(bookingId)
  const remove = useDeletePayment()
  const [isRecording, setIsRecording] = useState(false)
  const [deleting, setDeleting] = useState<PaymentEntry | null>(null)

  const body = () => {
    if (payments.isPending)
      return <p className="text-sm text-muted-foreground">{m.admin_payments_loading()}</p>
    if (payments.isError) {
      return (
        <p className="text-sm text-destructive">
          {m.admin_payments_failed()}{' '}
          <button type="button" className="underline" onClick={() => payments.refetch()}>
            {m.admin_payments_retry()}
          </button>
        </p>
      )
    }
    const { money, lines, entries } = payments.data
    return (
      <>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md border p-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">{m.admin_payments_total()}</dt>
            <dd>{formatAmount(money.total)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{m.admin_payments_received()}</dt>
            <dd data-testid="payments-received">{formatAmount(money.received)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{m.admin_payments_balance_due()}</dt>
            <dd className="font-semibold text-navy" data-testid="payments-remaining">
              {formatAmount(money.remaining)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              {money.overpaid > 0 ? m.admin_payments_overpaid() : m.admin_payments_late()}
            </dt>
            <dd className={cn((money.overpaid > 0 || money.due_now > 0) && 'text-destructive')}>
              {formatAmount(money.overpaid > 0 ? money.overpaid : money.due_now)}
            </dd>
          </div>
        </dl>
        {lines.length > 0 && (
          <ul
            className="divide-y rounded-md border text-sm"
            aria-label={m.admin_payments_schedule()}
          >
            {lines.map((line) => (
              <li
                key={`${line.kind}-${line.due_on}`}
                className="flex flex-wrap justify-between gap-x-3 px-3 py-2"
              >
                <span>
                  {line.label}{' '}
                  <span className={cn('text-xs', LINE_TONES[line.state])}>· {lineText(line)}</span>
                </span>
                <span className="tabular-nums">{formatAmount(line.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.admin_payments_nothing_yet()}</p>
        ) : (
          <ul
            className="divide-y rounded-md border text-sm"
            aria-label={m.admin_payments_money_received()}
          >
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {entry.kind === 'refund'
                      ? m.admin_payments_refund()
                      : m.admin_payments_payment()}{' '}
                    <span
                      className={cn('tabular-nums', entry.kind === 'refund' && 'text-destructive')}
                    >
                      {entry.kind === 'refund' ? '−' : ''}
                      {formatAmount(entry.amount)}
                    </span>
                  </p>
                  <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                    {formatDay(entry.received_on)} · {paymentMethodLabel(entry.method)}
                    {entry.reference && ` · ${entry.reference}`}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={(entry.kind === 'refund'
                    ? m.admin_payments_delete_refund
                    : m.admin_payments_delete_payment)({
                    amount: formatAmount(entry.amount),
                    day: formatDay(entry.received_on),
                  })}
                  onClick={() => setDeleting(entry)}
                >
                  <Trash2 className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {isRecording ? (
          <RecordPaymentForm
            bookingId={bookingId}
            suggested={money.next_due_amount ?? null}
            onDone={() => setIsRecording(false)}
          />
        ) : (
          <Button type="button" variant="outline" onClick={() => setIsRecording(true)}>
            {m.admin_payments_record()}
          </Button>
        )}
      </>
    )
  }

  // A declined or withdrawn request never had money: nothing to show.
  if (isCancelled && (payments.data?.entries.length ?? 0) === 0) return null

  return (
    <section
      aria-labelledby={`payments-${bookingId}`}
      className="space-y-3"
      data-testid="booking-payments"
    >
      <h3
        id={`payments-${bookingId}`}
        className="flex flex-wrap items-center gap-2 font-sans text-sm font-medium"
      >
        {m.admin_payments_title()}
        {payments.data && <PaymentStateBadge state={payments.data.money.state} />}
      </h3>
      {body()}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.admin_payments_delete_title()}
        description={
          deleting &&
          (deleting.kind === 'refund'
            ? m.admin_payments_delete_refund_text
            : m.admin_payments_delete_payment_text)({
            amount: formatAmount(deleting.amount),
            day: formatDay(deleting.received_on),
          })
        }
        confirmLabel={m.admin_payments_delete_entry()}
        pendingLabel={m.admin_payments_deleting()}
        isPending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(m.admin_payments_deleted()),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </section>
  )
}
