import { useState, type FormEvent } from 'react'
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
import { Label } from '@/components/ui/label'
import { useBlockRange } from '@/features/admin/blocked-dates/api/block-dates'
import { blockToasts, isBookingConflict } from '@/features/admin/blocked-dates/lib/block-toasts'
import type { PlannerWindow } from '../api/get-planner'

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
  const [from, setFrom] = useState(selection.from)
  const [to, setTo] = useState(selection.to)
  const [reason, setReason] = useState('Blocked from the planner')
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!from || !to) return setError('Choose the first and last day.')
    if (to < from) return setError('The last day must be on or after the first.')
    setError(null)
    try {
      // The database skips booked and already blocked days itself (admin_block_days).
      const result = await blockRange.mutateAsync({
        villaId: selection.villaId,
        from,
        to,
        reason: reason.trim() || 'Blocked from the planner',
      })
      if (result.skippedBooked > 0) blockToasts.bookingConflict()
      if (result.blocked > 0) blockToasts.blocked(result.blocked, from, to)
      else if (result.skippedBooked === 0) blockToasts.nothingToBlock()
      onClose()
    } catch (cause) {
      if (isBookingConflict(cause)) blockToasts.bookingConflict()
      else blockToasts.failed((cause as Error).message)
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Block days</DialogTitle>
          <DialogDescription>
            {villa?.name}: booked and already blocked days are skipped.
          </DialogDescription>
        </DialogHeader>
        <form id="planner-block" onSubmit={submit} className="grid gap-4">
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1.5">
              <Label htmlFor="planner-block-from">First day</Label>
              <Input
                id="planner-block-from"
                type="date"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="planner-block-to">Last day</Label>
              <Input
                id="planner-block-to"
                type="date"
                value={to}
                onChange={(event) => setTo(event.target.value)}
              />
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="planner-block-reason">Reason</Label>
            <Input
              id="planner-block-reason"
              value={reason}
              maxLength={200}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <p role="alert" className="min-h-5 text-sm text-destructive">
            {error}
          </p>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="planner-block" disabled={blockRange.isPending}>
            {blockRange.isPending ? 'Blocking...' : 'Block days'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
