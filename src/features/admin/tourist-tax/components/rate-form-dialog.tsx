import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import {
  AdminDayField,
  AdminInputField,
  AdminSelectField,
  DECIMAL_INPUT,
} from '@/features/admin/layout/components/admin-fields'
import { AdminFormDialog } from '@/features/admin/layout/components/admin-form-dialog'
import { saveErrorText } from '@/features/admin/layout/lib/save-error'
import { todayInParis } from '@/lib/dates'
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
import * as m from '@/paraglide/messages'

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
          toast.success(rate ? m.admin_tax_rate_updated() : m.admin_tax_rate_added())
          onClose()
        },
        onError: (error) =>
          form.setError('valid_from', {
            message: saveErrorText(error, m.admin_tax_rate_taken({ name: commune.name })),
          }),
      },
    ),
  )

  const title = rate
    ? m.admin_tax_edit_rate_title({ name: commune.name })
    : m.admin_tax_add_rate_title({ name: commune.name })
  const decimal = (name: 'amount' | 'percent' | 'cap', label: string, hint: string) => (
    <AdminInputField
      id={`rate-${name}`}
      label={label}
      isRequired
      error={errors[name]?.message}
      hint={hint}
      {...DECIMAL_INPUT}
      {...form.register(name)}
    />
  )

  return (
    <AdminFormDialog
      title={title}
      description={m.admin_tax_rate_form_description()}
      className="max-w-lg"
      onSubmit={handleSubmit}
      onCancel={onClose}
      isPending={save.isPending}
      submitLabel={rate ? m.admin_tax_update_rate() : m.admin_tax_add_rate()}
    >
      <AdminSelectField
        id="rate-classification"
        label={m.admin_tax_classification()}
        isRequired
        {...form.register('classification')}
      >
        {VILLA_CLASSIFICATIONS.map((option) => (
          <option key={option} value={option}>
            {classificationLabel(option)}
          </option>
        ))}
      </AdminSelectField>
      <AdminDayField
        control={form.control}
        name="valid_from"
        id="rate-valid-from"
        label={m.admin_tax_valid_from()}
        isRequired
        error={errors.valid_from?.message}
      />
      {isUnclassified ? (
        <>
          {decimal('percent', m.admin_tax_rate_percent(), m.admin_tax_rate_percent_hint())}
          {decimal('cap', m.admin_tax_cap(), m.admin_tax_cap_hint())}
        </>
      ) : (
        decimal('amount', m.admin_tax_rate_amount(), m.admin_tax_rate_amount_hint())
      )}
    </AdminFormDialog>
  )
}
