import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import * as m from '@/paraglide/messages'

interface DeletePhotoDialogProps {
  /** The photo's place in the list (3: "Delete photo 3?"); null when closed. */
  number: number | null
  isCover: boolean
  isDeleting: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asked before a photo is deleted. */
export function DeletePhotoDialog({
  number,
  isCover,
  isDeleting,
  onConfirm,
  onCancel,
}: DeletePhotoDialogProps) {
  return (
    <ConfirmDialog
      open={number !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={number === null ? '' : m.admin_villas_delete_photo_title({ number })}
      description={
        isCover
          ? m.admin_villas_delete_cover_description()
          : m.admin_villas_delete_photo_description()
      }
      confirmLabel={m.admin_villas_delete_photo()}
      pendingLabel={m.admin_villas_deleting()}
      cancelLabel={m.admin_villas_keep_photo()}
      isPending={isDeleting}
      onConfirm={onConfirm}
    />
  )
}
