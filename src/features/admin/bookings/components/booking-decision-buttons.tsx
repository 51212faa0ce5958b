import { Check, X } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/toast'
import { decisionRefusalMessage } from '@/lib/refusals'
import { Button } from '@/components/ui/button'
import { useDecideBooking } from '../api/decide-booking'
import type { BookingDecision } from '../api/update-booking-status'
import { BookingDecisionDialog } from './booking-decision-dialog'
import * as m from '@/paraglide/messages'

/** Why the database refused (dates taken, expired, no longer pending), else what failed. */
function messageOf(error: unknown): string {
  const refusal = decisionRefusalMessage(error)
  if (refusal) return refusal
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message
  return String(error)
}

interface BookingDecisionButtonsProps {
  bookingId: string
  /** Whose request, for which stay, said in the confirmation step. */
  summary?: string
  /** The request's villa (not suggested instead of itself when declining). */
  villaId?: string
  /** Overlapping live requests that confirming this one rules out. */
  rulesOut?: readonly { guest_name: string }[]
  onDecided?: () => void
}

/**
 * Confirm / Decline for a pending booking. Each asks first (BookingDecisionDialog: a word to the
 * guest, other villas for a decline), then shows the spec's toasts or the database's refusal.
 */
export function BookingDecisionButtons({
  bookingId,
  summary,
  villaId,
  rulesOut = [],
  onDecided,
}: BookingDecisionButtonsProps) {
  const decideBooking = useDecideBooking()
  const [asking, setAsking] = useState<BookingDecision | null>(null)

  // mutateAsync, not mutate's callbacks: the decision refreshes the row, which removes these
  // buttons before the per-call callbacks would run, and the toasts must still show.
  const decide = async (status: BookingDecision, message: string, suggestedVillaIds: string[]) => {
    try {
      await decideBooking.mutateAsync({ id: bookingId, status, message, suggestedVillaIds })
    } catch (error) {
      toast.error(m.admin_ui_error_title(), { description: messageOf(error) })
      setAsking(null)
      return
    }
    setAsking(null)
    toast.success(m.admin_bookings_updated(), {
      description:
        status === 'confirmed' ? m.admin_bookings_confirmed_ok() : m.admin_bookings_cancelled_ok(),
    })
    if (status === 'confirmed' && rulesOut.length > 0) {
      toast.warning(m.admin_bookings_overlapping_title(), {
        description: m.admin_bookings_rules_out({
          count: rulesOut.length,
          names: rulesOut.map((other) => other.guest_name).join(', '),
        }),
      })
    }
    onDecided?.()
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setAsking('confirmed')} disabled={decideBooking.isPending}>
        <Check aria-hidden="true" />
        {m.admin_bookings_confirm()}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive hover:bg-destructive hover:text-destructive-foreground"
        onClick={() => setAsking('cancelled')}
        disabled={decideBooking.isPending}
      >
        <X aria-hidden="true" />
        {m.admin_bookings_decline()}
      </Button>
      {asking && (
        <BookingDecisionDialog
          decision={asking}
          summary={summary}
          villaId={villaId}
          isPending={decideBooking.isPending}
          onCancel={() => setAsking(null)}
          onDecide={(message, suggested) => void decide(asking, message, suggested)}
        />
      )}
    </div>
  )
}
