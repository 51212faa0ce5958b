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
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { useBookingVillas } from '../api/get-booking-villas'
import type { BookingDecision } from '../api/update-booking-status'
import * as m from '@/paraglide/messages'

export const MESSAGE_LIMIT = 2000

interface BookingDecisionDialogProps {
  decision: BookingDecision
  /** Whose request, for which stay: "Camille Laurent · Villa Azur, 3 – 10 July 2027". */
  summary?: string
  /** The request's villa: never suggested instead of itself. */
  villaId?: string
  isPending: boolean
  onCancel: () => void
  onDecide: (message: string, suggestedVillaIds: string[]) => void
}

/**
 * The step before a decision (issue 21): what will happen, an optional word to the guest (it goes
 * into the confirmation or decline email) and, for a decline, other villas to suggest.
 */
export function BookingDecisionDialog({
  decision,
  summary,
  villaId,
  isPending,
  onCancel,
  onDecide,
}: BookingDecisionDialogProps) {
  const id = useId()
  const [message, setMessage] = useState('')
  const [suggested, setSuggested] = useState<string[]>([])
  const villas = useBookingVillas()
  const confirming = decision === 'confirmed'
  const tooLong = message.length > MESSAGE_LIMIT
  const others = (villas.data ?? []).filter((villa) => villa.id !== villaId)
  const toggle = (villa: string) =>
    setSuggested((chosen) =>
      chosen.includes(villa) ? chosen.filter((one) => one !== villa) : [...chosen, villa],
    )

  return (
    <Dialog open onOpenChange={(open) => !open && !isPending && onCancel()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader className="text-left">
          <DialogTitle className="font-display text-2xl text-navy">
            {confirming ? m.admin_bookings_confirm_title() : m.admin_bookings_decline_title()}
          </DialogTitle>
          <DialogDescription>
            {summary ? `${summary}. ` : ''}
            {confirming ? m.admin_bookings_confirm_effect() : m.admin_bookings_decline_effect()}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (!tooLong) onDecide(message, confirming ? [] : suggested)
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-message`}>{m.admin_bookings_message_label()}</Label>
            <Textarea
              id={`${id}-message`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              rows={4}
              aria-invalid={tooLong || undefined}
              aria-describedby={`${id}-message-help`}
              placeholder={
                confirming
                  ? m.admin_bookings_confirm_placeholder()
                  : m.admin_bookings_decline_placeholder()
              }
            />
            <p
              id={`${id}-message-help`}
              className={
                tooLong ? 'text-sm font-medium text-destructive' : 'text-xs text-muted-foreground'
              }
            >
              {tooLong
                ? m.admin_bookings_message_too_long({ limit: MESSAGE_LIMIT, count: message.length })
                : confirming
                  ? m.admin_bookings_message_in_confirmation()
                  : m.admin_bookings_message_in_decline()}
            </p>
          </div>
          {!confirming && others.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{m.admin_bookings_suggest()}</legend>
              <div className="grid max-h-44 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
                {others.map((villa) => (
                  <label
                    key={villa.id}
                    className="flex min-h-9 items-center gap-2 rounded px-1 text-sm hover:bg-muted"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-navy"
                      checked={suggested.includes(villa.id)}
                      onChange={() => toggle(villa.id)}
                    />
                    {villa.name}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
              {m.admin_bookings_back()}
            </Button>
            <Button
              type="submit"
              variant={confirming ? 'default' : 'destructive'}
              disabled={isPending || tooLong}
            >
              {confirming
                ? isPending
                  ? m.admin_bookings_confirming()
                  : m.admin_bookings_confirm_booking()
                : isPending
                  ? m.admin_bookings_declining()
                  : m.admin_bookings_decline_request()}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
