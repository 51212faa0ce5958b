import { useId, useState } from 'react'
import { quoteProblemText } from '@/components/offer/offer-text'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { DatePicker } from '@/features/admin/layout/components/date-pickers'
import { formatDay, nextIsoDay } from '@/lib/dates'
import { formatAmount } from '@/lib/money'
import { toast } from '@/lib/toast'
import type { AdminBooking } from '../api/get-bookings-page'
import { useBookingVillas } from '../api/get-booking-villas'
import { useMoveBooking, useMovePrice } from '../api/move-booking'
import { differenceText, nightsBetween } from '../lib/booking-changes'
import { MESSAGE_LIMIT } from './booking-decision-dialog'
import * as m from '@/paraglide/messages'

interface MoveStayDialogProps {
  booking: AdminBooking
  onClose: () => void
  onMoved?: () => void
}

function messageOf(error: unknown): string {
  return error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : m.admin_bookings_move_failed()
}

/**
 * Move a confirmed stay to other dates or another villa (issue 21): re-quoted by the database
 * under the same rules as if the stay did not hold its days, the difference shown before saving;
 * saving keeps the new quote and emails the guest.
 */
export function MoveStayDialog({ booking, onClose, onMoved }: MoveStayDialogProps) {
  const id = useId()
  const villas = useBookingVillas()
  const [villaId, setVillaId] = useState(booking.villa_id)
  const [checkIn, setCheckIn] = useState(booking.check_in)
  const [checkOut, setCheckOut] = useState(booking.check_out)
  const [message, setMessage] = useState('')
  const move = useMoveBooking()
  const unchanged =
    villaId === booking.villa_id && checkIn === booking.check_in && checkOut === booking.check_out
  const datesError =
    checkIn && checkOut && checkOut <= checkIn ? m.admin_bookings_err_order() : null
  const price = useMovePrice({
    id: booking.id,
    villaId,
    checkIn: unchanged ? '' : checkIn,
    checkOut: unchanged ? '' : checkOut,
  })
  const tooLong = message.length > MESSAGE_LIMIT
  const ready = !unchanged && !datesError && price.data?.bookable === true && !price.isFetching

  const submit = async () => {
    if (!ready || tooLong) return
    try {
      await move.mutateAsync({ id: booking.id, villaId, checkIn, checkOut, message })
      toast.success(m.admin_bookings_updated(), {
        description: m.admin_bookings_moved({ reference: booking.reference ?? '' }),
      })
      onMoved?.()
      onClose()
    } catch (error) {
      toast.error(m.admin_ui_error_title(), { description: messageOf(error) })
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !move.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader className="text-left">
          <DialogTitle className="font-display text-2xl text-navy">
            {m.admin_bookings_move_title()}
          </DialogTitle>
          <DialogDescription>
            {m.admin_bookings_move_description({
              reference: booking.reference,
              guest: booking.guest_name,
              villa: booking.villa_name,
              from: formatDay(booking.check_in),
              to: formatDay(booking.check_out),
              total: formatAmount(booking.total_price),
            })}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            void submit()
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-villa`}>{m.admin_bookings_villa()}</Label>
            <Select value={villaId} onValueChange={setVillaId}>
              <SelectTrigger id={`${id}-villa`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(villas.data ?? [{ id: booking.villa_id, name: booking.villa_name }]).map(
                  (villa) => (
                    <SelectItem key={villa.id} value={villa.id}>
                      {villa.name}
                    </SelectItem>
                  ),
                )}
              </SelectContent>
            </Select>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-in`}>{m.admin_bookings_arrival()}</Label>
              <DatePicker id={`${id}-in`} value={checkIn} onChange={setCheckIn} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-out`}>{m.admin_bookings_departure()}</Label>
              <DatePicker
                id={`${id}-out`}
                value={checkOut}
                onChange={setCheckOut}
                min={checkIn ? nextIsoDay(checkIn) : undefined}
                errorId={datesError ? `${id}-dates-error` : undefined}
              />
            </div>
            {datesError && (
              <p
                id={`${id}-dates-error`}
                className="col-span-2 text-sm font-medium text-destructive"
              >
                {datesError}
              </p>
            )}
          </div>
          <div
            className="rounded-md border bg-sand/30 p-3 text-sm"
            aria-live="polite"
            aria-busy={price.isFetching || undefined}
          >
            {unchanged ? (
              <p className="text-muted-foreground">{m.admin_bookings_choose_other()}</p>
            ) : datesError ? null : price.isError ? (
              <p className="text-destructive">{messageOf(price.error)}</p>
            ) : !price.data ? (
              <p className="text-muted-foreground">{m.admin_bookings_requoting()}</p>
            ) : !price.data.bookable ? (
              <p className="font-medium text-destructive">
                {price.data.problem
                  ? quoteProblemText(price.data.problem)
                  : m.admin_bookings_not_bookable()}
              </p>
            ) : (
              <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
                <dt>
                  {m.admin_bookings_now_nights({
                    count: nightsBetween(booking.check_in, booking.check_out),
                  })}
                </dt>
                <dd className="text-right">{formatAmount(price.data.oldTotal)}</dd>
                <dt>{m.admin_bookings_new_quote({ count: nightsBetween(checkIn, checkOut) })}</dt>
                <dd className="text-right font-medium">{formatAmount(price.data.newTotal ?? 0)}</dd>
                <dt className="col-span-2 mt-1 font-semibold text-navy">
                  {differenceText(price.data.difference ?? 0)}
                </dt>
              </dl>
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
            <Button type="button" variant="outline" onClick={onClose} disabled={move.isPending}>
              {m.admin_bookings_back()}
            </Button>
            <Button type="submit" disabled={move.isPending || !ready || tooLong}>
              {move.isPending ? m.admin_bookings_moving() : m.admin_bookings_move_the_stay()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
