import { Check, X } from 'lucide-react'
import { toast } from '@/lib/toast'
import { decisionRefusalMessage } from '@/lib/refusals'
import { Button } from '@/components/ui/button'
import { useUpdateBookingStatus, type BookingDecision } from '../api/update-booking-status'

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
  /** Overlapping live requests that confirming this one rules out. */
  rulesOut?: readonly { guest_name: string }[]
  onDecided?: () => void
}

/** Confirm / Decline for a pending booking, with the spec's toasts and the database's refusals. */
export function BookingDecisionButtons({
  bookingId,
  rulesOut = [],
  onDecided,
}: BookingDecisionButtonsProps) {
  const updateStatus = useUpdateBookingStatus()

  // mutateAsync, not mutate's callbacks: the decision refreshes the row, which removes these
  // buttons before the per-call callbacks would run, and the toasts must still show.
  const decide = async (status: BookingDecision) => {
    try {
      await updateStatus.mutateAsync({ id: bookingId, status })
    } catch (error) {
      toast.error('Error', { description: messageOf(error) })
      return
    }
    toast.success('Booking updated', { description: `Booking ${status} successfully` })
    if (status === 'confirmed' && rulesOut.length > 0) {
      toast.warning('Overlapping requests', {
        description: `This stay rules out the request${rulesOut.length === 1 ? '' : 's'} from ${rulesOut
          .map((other) => other.guest_name)
          .join(', ')}: decline ${rulesOut.length === 1 ? 'it' : 'them'}.`,
      })
    }
    onDecided?.()
  }

  const pending = updateStatus.isPending ? updateStatus.variables?.status : undefined
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => void decide('confirmed')} disabled={updateStatus.isPending}>
        <Check aria-hidden="true" />
        {pending === 'confirmed' ? 'Confirming...' : 'Confirm'}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive hover:bg-destructive hover:text-destructive-foreground"
        onClick={() => void decide('cancelled')}
        disabled={updateStatus.isPending}
      >
        <X aria-hidden="true" />
        {pending === 'cancelled' ? 'Declining...' : 'Decline'}
      </Button>
    </div>
  )
}
