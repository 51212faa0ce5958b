import { ConfirmDialog } from '@/components/ui/confirm-dialog'

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
      open={label !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={`Delete ${label ?? 'photo'}?`}
      description={`The photo is removed from the villa and from the site.${
        isCover ? ' The next photo becomes the cover.' : ''
      } This cannot be undone.`}
      confirmLabel="Delete photo"
      pendingLabel="Deleting..."
      cancelLabel="Keep photo"
      isPending={isDeleting}
      onConfirm={onConfirm}
    />
  )
}
