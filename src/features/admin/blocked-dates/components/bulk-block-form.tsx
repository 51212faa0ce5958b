import { useState } from 'react'
import type { DateRange } from 'react-day-picker'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { DateRangePicker } from '@/features/admin/layout/components/date-pickers'
import { VillaSelect, type VillaOption } from '@/features/admin/layout/components/villa-select'
import { isoDay } from '@/lib/dates'
import { useBlockRange } from '../api/block-dates'
import { blockToasts, isBookingConflict } from '../lib/block-toasts'

interface BulkBlockFormProps {
  villas: readonly VillaOption[]
  today: Date
}

/** Blocks every free day of a range: days already blocked or booked are skipped (architecture 6.5). */
export function BulkBlockForm({ villas, today }: BulkBlockFormProps) {
  const blockRange = useBlockRange()
  const [villaId, setVillaId] = useState('')
  const [range, setRange] = useState<DateRange | undefined>()
  const [reason, setReason] = useState('Bulk blocked')

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!villaId || !range?.from || !range.to) {
      toast.error('Error', { description: 'Please select a villa and date range' })
      return
    }
    const from = isoDay(range.from)
    const to = isoDay(range.to)
    try {
      // The database plans it on its own rows: booked and already blocked days are skipped.
      const result = await blockRange.mutateAsync({
        villaId,
        from,
        to,
        reason: reason.trim() || 'Bulk blocked',
      })
      if (result.skippedBooked > 0) blockToasts.bookingConflict()
      if (result.blocked > 0) blockToasts.blocked(result.blocked, from, to)
      else if (result.skippedBooked === 0) blockToasts.nothingToBlock()
      setRange(undefined)
    } catch (error) {
      if (isBookingConflict(error)) blockToasts.bookingConflict()
      else blockToasts.failed((error as Error).message)
    }
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-label="Bulk block dates">
      <AdminFormField htmlFor="bulk-villa" label="Villa">
        <VillaSelect id="bulk-villa" villas={villas} value={villaId} onValueChange={setVillaId} />
      </AdminFormField>
      <AdminFormField htmlFor="bulk-range" label="Date range">
        <DateRangePicker id="bulk-range" value={range} onChange={setRange} disabledBefore={today} />
      </AdminFormField>
      <AdminFormField htmlFor="bulk-reason" label="Reason">
        <Input
          id="bulk-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </AdminFormField>
      <Button type="submit" className="w-full" disabled={blockRange.isPending}>
        {blockRange.isPending ? 'Blocking...' : 'Block Date Range'}
      </Button>
    </form>
  )
}
