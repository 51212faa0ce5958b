import { Check, X } from 'lucide-react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { useUpdateBookingStatus, type BookingDecision } from '../api/update-booking-status'

interface BookingDecisionButtonsProps {
  bookingId: string
  /** Overlapping live requests that confirming this one rules out. */
  rulesOut?: readonly { guest_name: string }[]
  onDecided?: () => void
}

/** Confirm / Cancel for a pending booking, with the spec's toasts and the database's refusals. */
export function BookingDecisionButtons({
  bookingId,
  rulesOut = [],
  onDecided,
}: BookingDecisionButtonsProps) {
  const updateStatus = useUpdateBookingStatus()

  const decide = (status: BookingDecision) =>
    updateStatus.mutate(
      { id: bookingId, status },
      {
        onSuccess: () => {
          toast.success('Booking updated', { description: `Booking ${status} successfully` })
          if (status === 'confirmed' && rulesOut.length > 0) {
            toast.warning('Overlapping requests', {
              description: `This stay rules out the request${rulesOut.length === 1 ? '' : 's'} from ${rulesOut
                .map((other) => other.guest_name)
                .join(', ')}: decline ${rulesOut.length === 1 ? 'it' : 'them'}.`,
            })
          }
          onDecided?.()
        },
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    )

  const pending = updateStatus.isPending ? updateStatus.variables?.status : undefined
  return (
    <div className="flex gap-2">
      <Button size="sm" onClick={() => decide('confirmed')} disabled={updateStatus.isPending}>
        <Check aria-hidden="true" />
        {pending === 'confirmed' ? 'Confirming...' : 'Confirm'}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive hover:bg-destructive hover:text-destructive-foreground"
        onClick={() => decide('cancelled')}
        disabled={updateStatus.isPending}
      >
        <X aria-hidden="true" />
        {pending === 'cancelled' ? 'Cancelling...' : 'Cancel'}
      </Button>
    </div>
  )
}
