import type { FormEventHandler, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import * as m from '@/paraglide/messages'

interface AdminDialogFooterProps {
  onCancel: () => void
  isPending: boolean
  /** The submit button's words, e.g. "Add discount"; "Saving..." while the save runs. */
  submitLabel: string
}

/** Cancel and the form's submit button, disabled while the save runs. */
export function AdminDialogFooter({ onCancel, isPending, submitLabel }: AdminDialogFooterProps) {
  return (
    <DialogFooter className="sm:col-span-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        {m.admin_ui_cancel()}
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending ? m.admin_ui_saving() : submitLabel}
      </Button>
    </DialogFooter>
  )
}

interface AdminFormDialogProps extends AdminDialogFooterProps {
  title: string
  description: ReactNode
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The dialog's width (and scrolling), e.g. "max-w-lg". */
  className?: string
  /** The fields, laid out on two columns from the `sm` width ("sm:col-span-2": a whole row). */
  children: ReactNode
}

/**
 * An admin dialog that adds or edits one row: its title and description, the form (named by the
 * title, the browser's validation off: the fields say what is wrong) and the footer. Closing it
 * (Escape, outside, Cancel) calls `onCancel`.
 */
export function AdminFormDialog({
  title,
  description,
  onSubmit,
  onCancel,
  isPending,
  submitLabel,
  className,
  children,
}: AdminFormDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className={className}>
        <DialogHeader className="text-left">
          <DialogTitle className="font-display text-2xl text-navy">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={onSubmit}
          aria-label={title}
          className="grid gap-4 sm:grid-cols-2"
          noValidate
        >
          {children}
          <AdminDialogFooter onCancel={onCancel} isPending={isPending} submitLabel={submitLabel} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
