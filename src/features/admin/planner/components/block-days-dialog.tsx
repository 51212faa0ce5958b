import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { AdminDayField } from '@/features/admin/layout/components/admin-fields'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { useBlockRange } from '@/features/admin/blocked-dates/api/block-dates'
import { blockToasts, isBookingConflict } from '@/features/admin/blocked-dates/lib/block-toasts'
import type { PlannerWindow } from '../api/get-planner'
import { blockDaysSchema, plannerBlockReason, type BlockDaysDraft } from '../lib/block-days-form'
import * as m from '@/paraglide/messages'

export interface BlockSelection {
  villaId: string
  from: string
  to: string
}

/**
 * Blocks the free days of a villa's range, with the Blocked Dates screen's rules: days already
 * blocked and days of a confirmed stay are skipped (the database refuses the latter anyway).
 */
export function BlockDaysDialog({
  selection,
  window,
  onClose,
}: {
  selection: BlockSelection
  window: PlannerWindow
  onClose: () => void
}) {
  const blockRange = useBlockRange()
  const villa = window.villas.find((candidate) => candidate.id === selection.villaId)
  const form = useForm<BlockDaysDraft>({
    resolver: zodResolver(blockDaysSchema),
    defaultValues: { from: selection.from, to: selection.to, reason: plannerBlockReason() },
  })
  const { errors } = form.formState

  // The values are the schema's: a blank reason is the default one.
  const submit = form.handleSubmit(async ({ from, to, reason }) => {
    try {
      // The database skips booked and already blocked days itself (admin_block_days).
      const result = await blockRange.mutateAsync({
        villaId: selection.villaId,
        from,
        to,
        reason,
      })
      if (result.skippedBooked > 0) blockToasts.bookingConflict()
      if (result.blocked > 0) blockToasts.blocked(result.blocked, from, to)
      else if (result.skippedBooked === 0) blockToasts.nothingToBlock()
      onClose()
    } catch (cause) {
      if (isBookingConflict(cause)) blockToasts.bookingConflict()
      else blockToasts.failed((cause as Error).message)
    }
  })

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.admin_planner_block_days()}</DialogTitle>
          <DialogDescription>
            {m.admin_planner_skipped({ villa: villa?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <form id="planner-block" onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid grid-cols-2 gap-3">
            <AdminDayField
              control={form.control}
              name="from"
              id="planner-block-from"
              label={m.admin_planner_first_day()}
              error={errors.from?.message}
            />
            <AdminDayField
              control={form.control}
              name="to"
              id="planner-block-to"
              label={m.admin_planner_last_day()}
              error={errors.to?.message}
              min={form.watch('from') || undefined}
            />
          </div>
          <AdminFormField htmlFor="planner-block-reason" label={m.admin_planner_reason()}>
            <Input id="planner-block-reason" maxLength={200} {...form.register('reason')} />
          </AdminFormField>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {m.admin_ui_cancel()}
          </Button>
          <Button type="submit" form="planner-block" disabled={blockRange.isPending}>
            {blockRange.isPending ? m.admin_planner_blocking() : m.admin_planner_block_days()}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
