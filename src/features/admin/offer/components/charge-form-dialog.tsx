import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
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
import { Textarea } from '@/components/ui/textarea'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { formatDay } from '@/lib/dates'
import { isRefusal } from '@/lib/refusals'
import { toast } from '@/lib/toast'
import type { VillaSeason } from '../api/get-villa-offer'
import { useSaveCharge } from '../api/save-charge'
import {
  CHARGE_UNITS,
  chargeFormSchema,
  chargePayload,
  chargeSentence,
  chargeValuesFrom,
  EVERY_SEASON,
  newChargeValues,
  type ChargeFormValues,
  type VillaCharge,
} from '../lib/charges'
import { isDecimalIn, toNumber } from '../lib/amounts'

const SELECT_CLASS =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

interface ChargeFormDialogProps {
  villaId: string
  /** The charge being edited, or null to add one of `kind`. */
  charge: VillaCharge | null
  kind: 'fee' | 'extra'
  nextOrder: number
  seasons: readonly VillaSeason[]
  onClose: () => void
}

export function ChargeFormDialog({
  villaId,
  charge,
  kind,
  nextOrder,
  seasons,
  onClose,
}: ChargeFormDialogProps) {
  const save = useSaveCharge()
  const form = useForm<ChargeFormValues>({
    resolver: zodResolver(chargeFormSchema),
    defaultValues: charge ? chargeValuesFrom(charge) : newChargeValues(kind, nextOrder),
  })
  const { errors } = form.formState
  const values = useWatch({ control: form.control }) as ChargeFormValues
  const isExtra = values.kind === 'extra'
  const noun = isExtra ? 'extra' : 'fee'
  const season = seasons.find((candidate) => candidate.id === values.season_id)
  const preview = isDecimalIn(values.amount ?? '', 0, 100_000)
    ? chargeSentence(
        {
          name: values.name || 'it',
          amount: toNumber(values.amount),
          unit: values.unit,
          is_optional: isExtra,
          is_active: values.is_active,
        },
        season,
      )
    : null

  const handleSubmit = form.handleSubmit((submitted) =>
    save.mutate(
      { id: charge?.id, payload: chargePayload(villaId, submitted) },
      {
        onSuccess: () => {
          toast.success(
            `${submitted.kind === 'extra' ? 'Extra' : 'Fee'} ${charge ? 'updated' : 'added'}`,
          )
          onClose()
        },
        onError: (error) =>
          form.setError('name', {
            message: isRefusal(error, 'alreadyExists')
              ? 'This villa already has a fee or an extra of this name for this season'
              : error instanceof Error
                ? error.message
                : 'It could not be saved',
          }),
      },
    ),
  )

  const title = charge ? `Edit ${noun}` : `Add ${isExtra ? 'an extra' : 'a fee'}`
  const field = (name: keyof ChargeFormValues) => {
    const id = `charge-${name}`
    return { id, error: errors[name]?.message, aria: fieldErrorProps(id, errors[name]?.message) }
  }
  const name = field('name')
  const description = field('description')
  const amount = field('amount')
  const order = field('display_order')

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] max-w-xl overflow-y-auto">
        <DialogHeader className="text-left">
          <DialogTitle className="font-display text-2xl text-navy">{title}</DialogTitle>
          <DialogDescription>
            A fee is added to every stay; an extra is offered to the guest, who may tick it.
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={handleSubmit}
          aria-label={title}
          className="grid gap-4 sm:grid-cols-2"
          noValidate
        >
          <fieldset className="sm:col-span-2">
            <legend className="mb-1.5 text-sm font-medium">Kind</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  value="fee"
                  className="size-4 accent-navy"
                  {...form.register('kind')}
                />
                Fee (every stay)
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  value="extra"
                  className="size-4 accent-navy"
                  {...form.register('kind')}
                />
                Optional extra
              </label>
            </div>
          </fieldset>
          <AdminFormField
            htmlFor={name.id}
            label="Name"
            isRequired
            error={name.error}
            className="sm:col-span-2"
          >
            <Input
              id={name.id}
              placeholder={isExtra ? 'Airport transfer' : 'Final cleaning'}
              {...name.aria}
              {...form.register('name')}
            />
          </AdminFormField>
          <AdminFormField
            htmlFor={description.id}
            label="Description"
            error={description.error}
            hint="Shown to the guest under the name."
            className="sm:col-span-2"
          >
            <Textarea
              id={description.id}
              rows={2}
              {...description.aria}
              {...form.register('description')}
            />
          </AdminFormField>
          <AdminFormField htmlFor={amount.id} label="Amount (€)" isRequired error={amount.error}>
            <Input
              id={amount.id}
              type="number"
              min="0"
              step="0.01"
              inputMode="decimal"
              {...amount.aria}
              {...form.register('amount')}
            />
          </AdminFormField>
          <AdminFormField htmlFor="charge-unit" label="Counted">
            <select id="charge-unit" className={SELECT_CLASS} {...form.register('unit')}>
              {CHARGE_UNITS.map((unit) => (
                <option key={unit.value} value={unit.value}>
                  {unit.label}
                </option>
              ))}
            </select>
          </AdminFormField>
          <AdminFormField
            htmlFor="charge-season"
            label="Season"
            hint="For stays arriving in it only; it replaces the villa-wide one of the same name."
            className="sm:col-span-2"
          >
            <select id="charge-season" className={SELECT_CLASS} {...form.register('season_id')}>
              <option value={EVERY_SEASON}>All year (the villa-wide {noun})</option>
              {seasons.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.season_name} ({formatDay(candidate.start_date)} –{' '}
                  {formatDay(candidate.end_date)})
                </option>
              ))}
            </select>
          </AdminFormField>
          <AdminFormField
            htmlFor={order.id}
            label="Order"
            error={order.error}
            hint="Smaller first."
          >
            <Input
              id={order.id}
              type="number"
              min="0"
              step="1"
              inputMode="numeric"
              {...order.aria}
              {...form.register('display_order')}
            />
          </AdminFormField>
          <label className="flex items-center gap-2 self-end pb-2 text-sm">
            <input type="checkbox" className="size-4 accent-navy" {...form.register('is_active')} />
            Active (shown in quotes)
          </label>
          {preview && (
            <p
              className="rounded-md bg-muted/50 px-3 py-2 text-sm text-navy sm:col-span-2"
              aria-live="polite"
            >
              {preview}
            </p>
          )}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : charge ? `Update ${noun}` : `Add ${noun}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
