import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { useBookingPayments } from '@/features/admin/payments/api/get-booking-payments'
import { formatDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import { toast } from '@/lib/toast'
import type { AdminBooking } from '../api/get-bookings-page'
import { useCancelBooking, useCancellationPrice, type CancelledBy } from '../api/cancel-booking'
import { parseAmount } from '../lib/booking-changes'
import { MESSAGE_LIMIT } from './booking-decision-dialog'
import * as m from '@/paraglide/messages'

interface CancelStayDialogProps {
  booking: AdminBooking
  onClose: () => void
  onCancelled?: () => void
}

function messageOf(error: unknown): string {
  return error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : m.admin_bookings_cancel_failed()
}

/**
 * Cancel a confirmed stay (issue 21): at the guest's request or by staff. The cost is the stored
 * tier of today, shown before saving with the refund due on what the guest has paid; saving
 * frees the dates and emails the guest.
 */
export function CancelStayDialog({ booking, onClose, onCancelled }: CancelStayDialogProps) {
  const id = useId()
  const [by, setBy] = useState<CancelledBy>('guest')
  const [paidText, setPaidText] = useState<string | null>(null)
  const [message, setMessage] = useState('')
  const cancel = useCancelBooking()
  // Until staff type, "paid so far" is what the booking's recorded payments add up to.
  const payments = useBookingPayments(booking.id)
  const suggested = payments.data ? Number(payments.data.money.received) : null
  const shownPaid = paidText ?? (suggested === null ? '' : String(suggested))
  const paid = parseAmount(shownPaid)
  const price = useCancellationPrice(booking.id, payments.isPending ? null : paid.amount)
  const tooLong = message.length > MESSAGE_LIMIT

  const submit = async () => {
    if (paid.amount === null || tooLong) return
    try {
      const done = await cancel.mutateAsync({
        id: booking.id,
        cancelledBy: by,
        paid: paid.amount,
        message,
      })
      toast.success(m.admin_bookings_cancelled_toast(), {
        description: m.admin_bookings_cancelled_toast_text({
          reference: booking.reference ?? '',
          cost: formatAmount(done.cost),
          refund: formatAmount(done.refundDue),
        }),
      })
      onCancelled?.()
      onClose()
    } catch (error) {
      toast.error(m.admin_ui_error_title(), { description: messageOf(error) })
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !cancel.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader className="text-left">
          <DialogTitle className="font-display text-2xl text-navy">
            {m.admin_bookings_cancel_title()}
          </DialogTitle>
          <DialogDescription>
            {booking.reference} · {booking.guest_name} · {booking.villa_name},{' '}
            {formatDay(booking.check_in)} – {formatDay(booking.check_out)}.{' '}
            {m.admin_bookings_cancel_effect()}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{m.admin_bookings_who_cancels()}</legend>
            {(
              [
                ['guest', m.admin_bookings_by_guest()],
                ['staff', m.admin_bookings_by_us()],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-by`}
                  className="size-4 accent-navy"
                  checked={by === value}
                  onChange={() => setBy(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-paid`}>{m.admin_bookings_paid_so_far()}</Label>
            <Input
              id={`${id}-paid`}
              inputMode="decimal"
              value={shownPaid}
              onChange={(event) => setPaidText(event.target.value)}
              aria-invalid={paid.error ? true : undefined}
              aria-describedby={`${id}-paid-help`}
            />
            <p
              id={`${id}-paid-help`}
              className={
                paid.error
                  ? 'text-sm font-medium text-destructive'
                  : 'text-xs text-muted-foreground'
              }
            >
              {paid.error ?? m.admin_bookings_paid_hint()}
            </p>
          </div>
          <div
            className="rounded-md border bg-sand/30 p-3 text-sm"
            aria-live="polite"
            aria-busy={price.isFetching || undefined}
          >
            {price.data ? (
              <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
                <dt>
                  {m.admin_bookings_cost_today({
                    day: formatDay(price.data.day),
                    percent: price.data.chargePercent,
                  })}
                </dt>
                <dd className="text-right font-medium">{formatAmount(price.data.cost)}</dd>
                <dt>{m.admin_bookings_refund_to_guest()}</dt>
                <dd className="text-right font-semibold text-navy">
                  {formatAmount(price.data.refundDue)}
                </dd>
              </dl>
            ) : price.isError ? (
              <p className="text-destructive">{messageOf(price.error)}</p>
            ) : (
              <p className="text-muted-foreground">{m.admin_bookings_working_out()}</p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-message`}>{m.admin_bookings_message_label()}</Label>
            <Textarea
              id={`${id}-message`}
              rows={3}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-invalid={tooLong || undefined}
            />
            {tooLong && (
              <p className="text-sm font-medium text-destructive">
                {m.admin_bookings_message_too_long({ limit: MESSAGE_LIMIT, count: message.length })}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={cancel.isPending}>
              {m.admin_bookings_keep_stay()}
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={cancel.isPending || paid.amount === null || tooLong || !price.data}
            >
              {cancel.isPending
                ? m.admin_bookings_cancelling()
                : m.admin_bookings_cancel_the_stay()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
