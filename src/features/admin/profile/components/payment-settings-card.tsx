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
import { usePaymentSettings } from '../api/get-payment-settings'
import { useSavePaymentSettings } from '../api/save-payment-settings'
import {
  paymentSettingsPayload,
  paymentSettingsSchema,
  paymentSettingsValuesFrom,
  type PaymentSettings,
  type PaymentSettingsValues,
} from '../lib/payment-settings'

const FIELDS: {
  name: keyof PaymentSettingsValues
  label: string
  placeholder?: string
  hint?: string
  inputMode?: 'numeric'
}[] = [
  { name: 'bank_account_holder', label: 'Account holder', placeholder: 'e.g. Riviera Villas SAS' },
  { name: 'bank_iban', label: 'IBAN', placeholder: 'FR76 3000 6000 0112 3456 7890 189' },
  { name: 'bank_bic', label: 'BIC', placeholder: 'e.g. AGRIFRPP' },
  {
    name: 'arrival_info_days',
    label: 'Arrival information shown (days before arrival)',
    inputMode: 'numeric',
    hint: 'Once the stay is paid in full. 1 to 60.',
  },
]

/** The column a database refusal names ("payment_settings.bank_iban"), if it is a field here. */
function fieldOfError(error: unknown): keyof PaymentSettingsValues | undefined {
  const details = (error as { details?: unknown } | null)?.details
  return FIELDS.find((field) => details === `payment_settings.${field.name}`)?.name
}

/** Bank details guests pay into (shown on their stay page) and when arrival details appear. */
export function PaymentSettingsCard() {
  const settings = usePaymentSettings()
  return (
    <Card id="payment-settings" className="scroll-mt-24 p-5 sm:p-6">
      <h3 className="flex items-center gap-2 font-sans text-lg font-semibold text-navy">
        <Banknote className="size-5 text-gold-dark" aria-hidden="true" /> Payments & arrival
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        The bank account guests pay by transfer, shown with the booking’s reference under “How to
        pay” on the stay page of a confirmed booking. Only staff see these settings.
      </p>
      {settings.isPending ? (
        <AdminLoading label="Loading the payment settings..." />
      ) : settings.isError ? (
        <div className="mt-4">
          <AdminError
            message="Failed to load the payment settings."
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
        toast.success('Settings Updated', { description: 'The payment settings are saved.' })
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
      aria-label="Payments and arrival"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <SettingField key={field.name} form={form} field={field} />
        ))}
      </div>
      <div className="flex justify-end border-t pt-4">
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          {save.isPending ? 'Saving...' : 'Save Payment Settings'}
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
  field: (typeof FIELDS)[number]
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
