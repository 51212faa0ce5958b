import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import * as m from '@/paraglide/messages'

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
      title={m.admin_villas_discard_title()}
      description={m.admin_villas_discard_description()}
      confirmLabel={m.admin_villas_discard()}
      cancelLabel={m.admin_villas_keep_editing()}
      onConfirm={onDiscard}
    />
  )
}
