import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

interface DeletePhotoDialogProps {
  /** "photo 3", for the title. */
  label: string | null
  isCover: boolean
  isDeleting: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** The app's confirmation before a photo is deleted (never the browser's confirm box). */
export function DeletePhotoDialog({
  label,
  isCover,
  isDeleting,
  onConfirm,
  onCancel,
}: DeletePhotoDialogProps) {
  return (
    <Dialog open={label !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader className="text-left">
          <DialogTitle>Delete {label}?</DialogTitle>
          <DialogDescription>
            The photo is removed from the villa and from the site.
            {isCover && ' The next photo becomes the cover.'} This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Keep photo
          </Button>
          <Button type="button" variant="destructive" disabled={isDeleting} onClick={onConfirm}>
            {isDeleting ? 'Deleting...' : 'Delete photo'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
