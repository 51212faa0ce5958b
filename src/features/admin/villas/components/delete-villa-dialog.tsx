import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { AdminVilla } from '../api/get-admin-villas'
import type { VillaBookingCount } from '../api/get-villa-booking-counts'

interface DeleteVillaDialogProps {
  /** The villa asked about; null closes the dialog. */
  villa: AdminVilla | null
  bookings: VillaBookingCount | null | undefined
  isPending: boolean
  onClose: () => void
  onDelete: (villa: AdminVilla) => void
  onDeactivate: (villa: AdminVilla) => void
}

/**
 * Deleting a villa asks first. A villa with bookings cannot be deleted (the bookings are kept
 * for the guests' records): the dialog says so at once and offers to deactivate it instead.
 */
export function DeleteVillaDialog(props: DeleteVillaDialogProps) {
  const { villa, bookings, isPending, onClose, onDelete, onDeactivate } = props
  const count = bookings?.bookings ?? 0
  const onOpenChange = (open: boolean) => !open && onClose()
  if (villa && count > 0) {
    const noun = count === 1 ? '1 booking' : `${count} bookings`
    return (
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title={`${villa.name} has ${noun} and cannot be deleted`}
        description={
          villa.is_active
            ? "Bookings are kept for the guests' records and the revenue history. Deactivate the villa instead: it leaves the public site, and its bookings stay."
            : "Bookings are kept for the guests' records and the revenue history. The villa is already inactive: it is not shown on the public site."
        }
        tone="default"
        cancelLabel={villa.is_active ? 'Cancel' : 'Close'}
        confirmLabel={villa.is_active ? 'Deactivate villa' : undefined}
        pendingLabel="Deactivating..."
        isPending={isPending}
        onConfirm={villa.is_active ? () => onDeactivate(villa) : undefined}
      />
    )
  }
  return (
    <ConfirmDialog
      open={villa !== null}
      onOpenChange={onOpenChange}
      title="Are you sure you want to delete this villa?"
      description={
        villa &&
        `${villa.name} (${villa.location}) will be removed with its seasons, FAQs, reviews and blocked dates. This cannot be undone.`
      }
      confirmLabel="Delete villa"
      pendingLabel="Deleting..."
      isPending={isPending}
      onConfirm={() => villa && onDelete(villa)}
    />
  )
}
