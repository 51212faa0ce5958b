import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { errorIdOf } from '@/lib/form-rules'
import { DateRangePicker } from '@/features/admin/layout/components/date-pickers'
import { VillaSelect, type VillaOption } from '@/features/admin/layout/components/villa-select'
import { isoDay } from '@/lib/dates'
import { useBlockRange } from '../api/block-dates'
import { bulkBlockSchema, type BulkBlockDraft } from '../lib/block-forms'
import { blockToasts, isBookingConflict } from '../lib/block-toasts'
import * as m from '@/paraglide/messages'

interface BulkBlockFormProps {
  villas: readonly VillaOption[]
  today: Date
}

/** Blocks every free day of a range: days already blocked or booked are skipped (architecture 6.5). */
export function BulkBlockForm({ villas, today }: BulkBlockFormProps) {
  const blockRange = useBlockRange()
  const form = useForm<BulkBlockDraft>({
    resolver: zodResolver(bulkBlockSchema),
    defaultValues: { villaId: '', range: undefined, reason: m.admin_blocked_reason_bulk() },
  })
  const { errors } = form.formState

  // The values are the schema's: a blank reason is "Bulk blocked".
  const handleSubmit = form.handleSubmit(async ({ villaId, range, reason }) => {
    if (!range?.from || !range.to) return
    const from = isoDay(range.from)
    const to = isoDay(range.to)
    try {
      // The database plans it on its own rows: booked and already blocked days are skipped.
      const result = await blockRange.mutateAsync({
        villaId,
        from,
        to,
        reason,
      })
      if (result.skippedBooked > 0) blockToasts.bookingConflict()
      if (result.blocked > 0) blockToasts.blocked(result.blocked, from, to)
      else if (result.skippedBooked === 0) blockToasts.nothingToBlock()
      form.setValue('range', undefined)
    } catch (error) {
      if (isBookingConflict(error)) blockToasts.bookingConflict()
      else blockToasts.failed((error as Error).message)
    }
  })

  return (
    <form
      onSubmit={handleSubmit}
      className="space-y-4"
      aria-label={m.admin_blocked_bulk_label()}
      noValidate
    >
      <AdminFormField
        htmlFor="bulk-villa"
        label={m.admin_analytics_villa()}
        error={errors.villaId?.message}
      >
        <Controller
          control={form.control}
          name="villaId"
          render={({ field }) => (
            <VillaSelect
              id="bulk-villa"
              villas={villas}
              value={field.value}
              onValueChange={field.onChange}
              triggerRef={field.ref}
              errorId={errorIdOf('bulk-villa', errors.villaId?.message)}
            />
          )}
        />
      </AdminFormField>
      <AdminFormField
        htmlFor="bulk-range"
        label={m.admin_blocked_date_range()}
        error={errors.range?.message}
      >
        <Controller
          control={form.control}
          name="range"
          render={({ field }) => (
            <DateRangePicker
              id="bulk-range"
              value={field.value}
              onChange={field.onChange}
              disabledBefore={today}
              triggerRef={field.ref}
              errorId={errorIdOf('bulk-range', errors.range?.message)}
            />
          )}
        />
      </AdminFormField>
      <AdminFormField htmlFor="bulk-reason" label={m.admin_blocked_reason()}>
        <Input id="bulk-reason" {...form.register('reason')} />
      </AdminFormField>
      <Button type="submit" className="w-full" disabled={blockRange.isPending}>
        {blockRange.isPending ? m.admin_blocked_blocking() : m.admin_blocked_block_range()}
      </Button>
    </form>
  )
}
