import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { errorIdOf } from '@/lib/form-rules'
import { DatePicker } from '@/features/admin/layout/components/date-pickers'
import { VillaSelect, type VillaOption } from '@/features/admin/layout/components/villa-select'
import { isoDay } from '@/lib/dates'
import { useBlockDay } from '../api/block-dates'
import { singleBlockSchema, type SingleBlockDraft } from '../lib/block-forms'
import * as m from '@/paraglide/messages'

interface SingleBlockFormProps {
  villas: readonly VillaOption[]
  today: Date
}

/** Blocks one day of one villa; the database refuses a day inside a confirmed booking. */
export function SingleBlockForm({ villas, today }: SingleBlockFormProps) {
  const blockDay = useBlockDay()
  const form = useForm<SingleBlockDraft>({
    resolver: zodResolver(singleBlockSchema),
    defaultValues: { villaId: '', day: '', reason: m.admin_blocked_reason_single() },
  })
  const { errors } = form.formState

  // The values are the schema's: a blank reason is "Maintenance". A refusal's toast comes from
  // the mutation layer; the form keeps what was picked.
  const handleSubmit = form.handleSubmit(({ villaId, day, reason }) => {
    blockDay.mutate(
      { villaId, day, reason },
      {
        onSuccess: () => {
          toast.success(m.admin_blocked_date_blocked())
          form.setValue('day', '')
        },
      },
    )
  })

  return (
    <form
      onSubmit={handleSubmit}
      className="space-y-4"
      aria-label={m.admin_blocked_single_label()}
      noValidate
    >
      <AdminFormField
        htmlFor="single-villa"
        label={m.admin_analytics_villa()}
        error={errors.villaId?.message}
      >
        <Controller
          control={form.control}
          name="villaId"
          render={({ field }) => (
            <VillaSelect
              id="single-villa"
              villas={villas}
              value={field.value}
              onValueChange={field.onChange}
              triggerRef={field.ref}
              errorId={errorIdOf('single-villa', errors.villaId?.message)}
            />
          )}
        />
      </AdminFormField>
      <AdminFormField
        htmlFor="single-date"
        label={m.admin_blocked_date()}
        error={errors.day?.message}
      >
        <Controller
          control={form.control}
          name="day"
          render={({ field }) => (
            <DatePicker
              id="single-date"
              value={field.value}
              onChange={field.onChange}
              min={isoDay(today)}
              triggerRef={field.ref}
              errorId={errorIdOf('single-date', errors.day?.message)}
            />
          )}
        />
      </AdminFormField>
      <AdminFormField htmlFor="single-reason" label={m.admin_blocked_reason()}>
        <Input id="single-reason" {...form.register('reason')} />
      </AdminFormField>
      <Button type="submit" variant="outline" className="w-full" disabled={blockDay.isPending}>
        {blockDay.isPending ? m.admin_blocked_blocking() : m.admin_blocked_block_date()}
      </Button>
    </form>
  )
}
