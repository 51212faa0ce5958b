import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { Textarea } from '@/components/ui/textarea'
import {
  AdminCheckbox,
  AdminFormPreview,
  AdminInputField,
  AdminSelectField,
  DECIMAL_INPUT,
  WHOLE_NUMBER_INPUT,
} from '@/features/admin/layout/components/admin-fields'
import { AdminFormDialog } from '@/features/admin/layout/components/admin-form-dialog'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { saveErrorText } from '@/features/admin/layout/lib/save-error'
import { fieldErrorProps } from '@/lib/form-rules'
import { formatDay } from '@/lib/dates'
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
            message: saveErrorText(
              error,
              'This villa already has a fee or an extra of this name for this season',
            ),
          }),
      },
    ),
  )

  const title = charge ? `Edit ${noun}` : `Add ${isExtra ? 'an extra' : 'a fee'}`
  const descriptionError = errors.description?.message
  return (
    <AdminFormDialog
      title={title}
      description="A fee is added to every stay; an extra is offered to the guest, who may tick it."
      className="max-h-[92vh] max-w-xl overflow-y-auto"
      onSubmit={handleSubmit}
      onCancel={onClose}
      isPending={save.isPending}
      submitLabel={charge ? `Update ${noun}` : `Add ${noun}`}
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
      <AdminInputField
        id="charge-name"
        label="Name"
        isRequired
        error={errors.name?.message}
        className="sm:col-span-2"
        placeholder={isExtra ? 'Airport transfer' : 'Final cleaning'}
        {...form.register('name')}
      />
      <AdminFormField
        htmlFor="charge-description"
        label="Description"
        error={descriptionError}
        hint="Shown to the guest under the name."
        className="sm:col-span-2"
      >
        <Textarea
          id="charge-description"
          rows={2}
          {...fieldErrorProps('charge-description', descriptionError)}
          {...form.register('description')}
        />
      </AdminFormField>
      <AdminInputField
        id="charge-amount"
        label="Amount (€)"
        isRequired
        error={errors.amount?.message}
        {...DECIMAL_INPUT}
        {...form.register('amount')}
      />
      <AdminSelectField id="charge-unit" label="Counted" {...form.register('unit')}>
        {CHARGE_UNITS.map((unit) => (
          <option key={unit.value} value={unit.value}>
            {unit.label}
          </option>
        ))}
      </AdminSelectField>
      <AdminSelectField
        id="charge-season"
        label="Season"
        hint="For stays arriving in it only; it replaces the villa-wide one of the same name."
        className="sm:col-span-2"
        {...form.register('season_id')}
      >
        <option value={EVERY_SEASON}>All year (the villa-wide {noun})</option>
        {seasons.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.season_name} ({formatDay(candidate.start_date)} –{' '}
            {formatDay(candidate.end_date)})
          </option>
        ))}
      </AdminSelectField>
      <AdminInputField
        id="charge-display_order"
        label="Order"
        error={errors.display_order?.message}
        hint="Smaller first."
        {...WHOLE_NUMBER_INPUT}
        {...form.register('display_order')}
      />
      <AdminCheckbox
        label="Active (shown in quotes)"
        className="self-end pb-2"
        {...form.register('is_active')}
      />
      {preview && <AdminFormPreview>{preview}</AdminFormPreview>}
    </AdminFormDialog>
  )
}
