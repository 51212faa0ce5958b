import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

interface DiscardChangesDialogProps {
  isOpen: boolean
  onKeep: () => void
  onDiscard: () => void
}

/** Asked before the villa editor closes, or the page changes, with changes not saved. */
export function DiscardChangesDialog({ isOpen, onKeep, onDiscard }: DiscardChangesDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onKeep()}>
      <DialogContent className="max-w-md">
        <DialogHeader className="text-left">
          <DialogTitle>Discard unsaved changes?</DialogTitle>
          <DialogDescription>
            Changes to the details, description, amenities or stay rules have not been saved. Photos
            and calendar sync are already saved.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onKeep}>
            Keep editing
          </Button>
          <Button type="button" variant="destructive" onClick={onDiscard}>
            Discard changes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
