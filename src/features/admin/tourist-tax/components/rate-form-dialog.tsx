import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
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
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { DatePicker } from '@/features/admin/layout/components/date-pickers'
import { errorIdOf, fieldErrorProps } from '@/lib/form-rules'
import { isoDay, parseIsoDay, todayInParis } from '@/lib/dates'
import { isRefusal } from '@/lib/refusals'
import { toast } from '@/lib/toast'
import { classificationLabel, VILLA_CLASSIFICATIONS } from '@/lib/villa-classification'
import type { TaxCommune, TaxRate } from '../api/get-tax-communes'
import { useSaveTaxRate } from '../api/save-tax-rate'
import {
  newRateValues,
  ratePayload,
  rateFormSchema,
  rateValuesFrom,
  type RateFormValues,
} from '../lib/tax-forms'

interface RateFormDialogProps {
  commune: TaxCommune
  rate: TaxRate | null
  onClose: () => void
}

/** 1 January of next year: when communes' new rates start. */
const nextFirstOfJanuary = () => `${Number(todayInParis().slice(0, 4)) + 1}-01-01`

export function RateFormDialog({ commune, rate, onClose }: RateFormDialogProps) {
  const save = useSaveTaxRate()
  const form = useForm<RateFormValues>({
    resolver: zodResolver(rateFormSchema),
    defaultValues: rate ? rateValuesFrom(rate) : newRateValues('5_stars', nextFirstOfJanuary()),
  })
  const { errors } = form.formState
  const classification = useWatch({ control: form.control, name: 'classification' })
  const isUnclassified = classification === 'unclassified'

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: rate?.id, payload: ratePayload(commune.id, values) },
      {
        onSuccess: () => {
          toast.success(`Rate ${rate ? 'updated' : 'added'}`)
          onClose()
        },
        onError: (error) =>
          form.setError('valid_from', {
            message: isRefusal(error, 'alreadyExists')
              ? `${commune.name} already has a rate for this classification from this day`
              : error instanceof Error
                ? error.message
                : 'It could not be saved',
          }),
      },
    ),
  )

  const title = rate ? `Edit rate · ${commune.name}` : `Add rate · ${commune.name}`
  const decimal = (name: 'amount' | 'percent' | 'cap', label: string, hint: string) => {
    const id = `rate-${name}`
    const error = errors[name]?.message
    return (
      <AdminFormField htmlFor={id} label={label} isRequired error={error} hint={hint}>
        <Input
          id={id}
          type="number"
          min="0"
          step="0.01"
          inputMode="decimal"
          {...fieldErrorProps(id, error)}
          {...form.register(name)}
        />
      </AdminFormField>
    )
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader className="text-left">
          <DialogTitle className="font-display text-2xl text-navy">{title}</DialogTitle>
          <DialogDescription>
            The rate the commune voted, before its surcharges; it applies from its date until a
            newer one.
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={handleSubmit}
          aria-label={title}
          className="grid gap-4 sm:grid-cols-2"
          noValidate
        >
          <AdminFormField htmlFor="rate-classification" label="Classification" isRequired>
            <select
              id="rate-classification"
              className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              {...form.register('classification')}
            >
              {VILLA_CLASSIFICATIONS.map((option) => (
                <option key={option} value={option}>
                  {classificationLabel(option)}
                </option>
              ))}
            </select>
          </AdminFormField>
          <AdminFormField
            htmlFor="rate-valid-from"
            label="Valid from"
            isRequired
            error={errors.valid_from?.message}
          >
            <Controller
              control={form.control}
              name="valid_from"
              render={({ field }) => (
                <DatePicker
                  id="rate-valid-from"
                  value={field.value ? parseIsoDay(field.value) : undefined}
                  onChange={(day) => field.onChange(day ? isoDay(day) : '')}
                  triggerRef={field.ref}
                  errorId={errorIdOf('rate-valid-from', errors.valid_from?.message)}
                />
              )}
            />
          </AdminFormField>
          {isUnclassified ? (
            <>
              {decimal('percent', 'Rate (% of the nightly price per guest)', 'From 1 to 5 %.')}
              {decimal('cap', 'Cap (€ per adult per night)', 'The most one adult pays a night.')}
            </>
          ) : (
            decimal(
              'amount',
              'Rate (€ per adult per night)',
              'The fixed rate for this classification.',
            )
          )}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : rate ? 'Update rate' : 'Add rate'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
