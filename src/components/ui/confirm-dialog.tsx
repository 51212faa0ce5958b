import * as DialogPrimitive from '@radix-ui/react-dialog'
import * as m from '@/paraglide/messages'
import { useRef, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The question, e.g. "Are you sure you want to delete this villa?" */
  title: string
  /** What will happen, in plain words: which item, and whether it can be undone. */
  description?: ReactNode
  /** The action's own name ("Delete villa"), never a bare "OK". */
  confirmLabel?: string
  cancelLabel?: string
  /** While the action runs: the button says so and the dialog stays open. */
  isPending?: boolean
  pendingLabel?: string
  /** Red for what cannot be undone (the default). */
  tone?: 'destructive' | 'default'
  /** Without it the dialog only informs: one button, cancelLabel ("Close"). */
  onConfirm?: () => void
}

/**
 * The app's confirmation (instead of the browser's confirm()): an alert dialog in the WAI-ARIA
 * sense — focus starts on Cancel, a click outside does nothing, Escape cancels.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = m.ui_cancel(),
  isPending = false,
  pendingLabel,
  tone = 'destructive',
  onConfirm,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const handleOpenChange = (next: boolean) => {
    if (!isPending) onOpenChange(next)
  }
  return (
    <DialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0" />
        <DialogPrimitive.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            cancelRef.current?.focus()
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg',
            'duration-200 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 data-[state=closed]:zoom-out-95 data-[state=open]:zoom-in-95',
          )}
        >
          <div className="space-y-2">
            <DialogPrimitive.Title className="text-lg font-semibold leading-snug text-navy">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              ref={cancelRef}
              variant="outline"
              disabled={isPending}
              onClick={() => onOpenChange(false)}
            >
              {cancelLabel}
            </Button>
            {onConfirm && confirmLabel && (
              <Button
                variant={tone === 'destructive' ? 'destructive' : 'default'}
                disabled={isPending}
                onClick={onConfirm}
              >
                {isPending ? (pendingLabel ?? `${confirmLabel}…`) : confirmLabel}
              </Button>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
