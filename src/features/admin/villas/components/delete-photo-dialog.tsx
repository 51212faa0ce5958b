import { ConfirmDialog } from './confirm-dialog'

interface DeletePhotoDialogProps {
  /** "photo 3", for the title; null when closed. */
  label: string | null
  isCover: boolean
  isDeleting: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asked before a photo is deleted. */
export function DeletePhotoDialog({
  label,
  isCover,
  isDeleting,
  onConfirm,
  onCancel,
}: DeletePhotoDialogProps) {
  return (
    <ConfirmDialog
      isOpen={label !== null}
      title={`Delete ${label ?? 'photo'}?`}
      description={`The photo is removed from the villa and from the site.${
        isCover ? ' The next photo becomes the cover.' : ''
      } This cannot be undone.`}
      confirmLabel={isDeleting ? 'Deleting...' : 'Delete photo'}
      cancelLabel="Keep photo"
      isPending={isDeleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
