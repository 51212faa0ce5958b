import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { AdminVilla } from '../api/get-admin-villas'
import type { VillaBookingCount } from '../api/get-villa-booking-counts'
import * as m from '@/paraglide/messages'

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
    return (
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title={m.admin_villas_cannot_delete({
          name: villa.name,
          bookings: m.admin_villas_bookings_count({ count }),
        })}
        description={
          villa.is_active ? m.admin_villas_keep_active() : m.admin_villas_keep_inactive()
        }
        tone="default"
        cancelLabel={villa.is_active ? m.admin_ui_cancel() : m.admin_villas_close()}
        confirmLabel={villa.is_active ? m.admin_villas_deactivate() : undefined}
        pendingLabel={m.admin_villas_deactivating()}
        isPending={isPending}
        onConfirm={villa.is_active ? () => onDeactivate(villa) : undefined}
      />
    )
  }
  return (
    <ConfirmDialog
      open={villa !== null}
      onOpenChange={onOpenChange}
      title={m.admin_villas_delete_confirm()}
      description={
        villa && m.admin_villas_delete_description({ name: villa.name, location: villa.location })
      }
      confirmLabel={m.admin_villas_delete_villa()}
      pendingLabel={m.admin_villas_deleting()}
      isPending={isPending}
      onConfirm={() => villa && onDelete(villa)}
    />
  )
}
