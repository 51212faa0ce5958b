import { ConfirmDialog } from '@/components/ui/confirm-dialog'

interface DiscardChangesDialogProps {
  isOpen: boolean
  onKeep: () => void
  onDiscard: () => void
}

/** Asked before the villa editor closes, or the page changes, with changes not saved. */
export function DiscardChangesDialog({ isOpen, onKeep, onDiscard }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={(open) => !open && onKeep()}
      title="Discard unsaved changes?"
      description="Changes to the details, description, amenities or stay rules have not been saved. Photos and calendar sync are already saved."
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      onConfirm={onDiscard}
    />
  )
}
