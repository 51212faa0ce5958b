import { zodResolver } from '@hookform/resolvers/zod'
import { Banknote } from 'lucide-react'
import { useId } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'
import { usePaymentSettings } from '../api/get-payment-settings'
import { useSavePaymentSettings } from '../api/save-payment-settings'
import {
  paymentSettingsPayload,
  paymentSettingsSchema,
  paymentSettingsValuesFrom,
  type PaymentSettings,
  type PaymentSettingsValues,
} from '../lib/payment-settings'

interface FieldSpec {
  name: keyof PaymentSettingsValues
  label: string
  placeholder?: string
  hint?: string
  inputMode?: 'numeric'
}

const FIELD_NAMES = [
  'bank_account_holder',
  'bank_iban',
  'bank_bic',
  'arrival_info_days',
] as const satisfies readonly (keyof PaymentSettingsValues)[]

const fields = (): FieldSpec[] => [
  {
    name: 'bank_account_holder',
    label: m.admin_profile_account_holder(),
    placeholder: m.admin_profile_company_name_example(),
  },
  { name: 'bank_iban', label: 'IBAN', placeholder: 'FR76 3000 6000 0112 3456 7890 189' },
  { name: 'bank_bic', label: 'BIC', placeholder: m.admin_profile_bic_example() },
  {
    name: 'arrival_info_days',
    label: m.admin_profile_arrival_info_days(),
    inputMode: 'numeric',
    hint: m.admin_profile_arrival_info_days_hint(),
  },
]

/** The column a database refusal names ("payment_settings.bank_iban"), if it is a field here. */
function fieldOfError(error: unknown): keyof PaymentSettingsValues | undefined {
  const details = (error as { details?: unknown } | null)?.details
  return FIELD_NAMES.find((name) => details === `payment_settings.${name}`)
}

/** Bank details guests pay into (shown on their stay page) and when arrival details appear. */
export function PaymentSettingsCard() {
  const settings = usePaymentSettings()
  return (
    <Card id="payment-settings" className="scroll-mt-24 p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <Banknote className="size-5 text-gold-dark" aria-hidden="true" />{' '}
        {m.admin_profile_payments()}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{m.admin_profile_payments_intro()}</p>
      {settings.isPending ? (
        <AdminLoading label={m.admin_profile_payments_loading()} />
      ) : settings.isError ? (
        <div className="mt-4">
          <AdminError
            message={m.admin_profile_payments_failed()}
            onRetry={() => settings.refetch()}
          />
        </div>
      ) : (
        <PaymentSettingsForm saved={settings.data} />
      )}
    </Card>
  )
}

function PaymentSettingsForm({ saved }: { saved: PaymentSettings }) {
  const form = useForm<PaymentSettingsValues>({
    resolver: zodResolver(paymentSettingsSchema),
    defaultValues: paymentSettingsValuesFrom(saved),
  })
  const save = useSavePaymentSettings()

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(paymentSettingsPayload(values), {
      onSuccess: () => {
        form.reset(values)
        toast.success(m.admin_settings_updated(), {
          description: m.admin_profile_payments_saved(),
        })
      },
      onError: (error) => {
        const field = fieldOfError(error)
        if (field) form.setError(field, { message: error.message }, { shouldFocus: true })
      },
    }),
  )

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className="mt-5 space-y-4"
      aria-label={m.admin_profile_payments_label()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fields().map((field) => (
          <SettingField key={field.name} form={form} field={field} />
        ))}
      </div>
      <div className="flex justify-end border-t pt-4">
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          {save.isPending ? m.admin_settings_saving() : m.admin_profile_save_payments()}
        </Button>
      </div>
    </form>
  )
}

function SettingField({
  form,
  field,
}: {
  form: UseFormReturn<PaymentSettingsValues>
  field: FieldSpec
}) {
  const id = `${useId()}-${field.name}`
  const error = form.formState.errors[field.name]?.message
  return (
    <AdminFormField htmlFor={id} label={field.label} error={error} hint={field.hint}>
      <Input
        id={id}
        placeholder={field.placeholder}
        inputMode={field.inputMode}
        autoComplete="off"
        spellCheck={false}
        {...fieldErrorProps(id, error)}
        {...form.register(field.name)}
      />
    </AdminFormField>
  )
}
