import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { AdminDayField } from '@/features/admin/layout/components/admin-fields'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { todayInParis } from '@/lib/dates'
import { fieldErrorProps } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { formatAmount } from '@/lib/money'
import { useRecordPayment } from '../api/record-payment'
import { paymentFormSchema, paymentPayload, type PaymentFormValues } from '../lib/payment-form'
import { PAYMENT_METHODS, paymentMethodLabel } from '../lib/payment-state'
import * as m from '@/paraglide/messages'

/** The database's sentence for a refused entry, beside the field it names. */
function fieldOfError(error: unknown): keyof PaymentFormValues | undefined {
  const details = (error as { details?: unknown } | null)?.details
  if (details === 'booking_payments.amount') return 'amount'
  if (details === 'booking_payments.received_on') return 'received_on'
  return undefined
}

/** "Record a payment" / "Record a refund" on a booking. */
export function RecordPaymentForm({
  bookingId,
  suggested,
  onDone,
}: {
  bookingId: string
  /** What is still owed next, offered as the amount. */
  suggested: number | null
  onDone: () => void
}) {
  const today = todayInParis()
  const record = useRecordPayment()
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema(today)),
    defaultValues: {
      kind: 'payment',
      amount: suggested ? String(suggested) : '',
      received_on: today,
      method: 'bank_transfer',
      reference: '',
    },
  })
  const { errors } = form.formState
  const id = (name: string) => `payment-${name}-${bookingId}`

  const handleSubmit = form.handleSubmit((values) =>
    record.mutate(paymentPayload(bookingId, values), {
      onSuccess: () => {
        toast.success(
          values.kind === 'refund'
            ? m.admin_payments_refund_recorded()
            : m.admin_payments_payment_recorded(),
          {
            description: formatAmount(Number(values.amount.replace(',', '.'))),
          },
        )
        onDone()
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
      aria-label={m.admin_payments_record_form()}
      className="space-y-3 rounded-md border bg-muted/30 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <AdminFormField htmlFor={id('kind')} label={m.admin_payments_entry()}>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id={id('kind')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="payment">{m.admin_payments_payment_received()}</SelectItem>
                  <SelectItem value="refund">{m.admin_payments_refund_given()}</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        </AdminFormField>
        <AdminFormField
          htmlFor={id('amount')}
          label={m.admin_payments_amount()}
          isRequired
          error={errors.amount?.message}
        >
          <Input
            id={id('amount')}
            inputMode="decimal"
            autoComplete="off"
            {...fieldErrorProps(id('amount'), errors.amount?.message)}
            {...form.register('amount')}
          />
        </AdminFormField>
        <AdminDayField
          control={form.control}
          name="received_on"
          id={id('received_on')}
          label={m.admin_payments_date()}
          isRequired
          error={errors.received_on?.message}
          max={today}
        />
        <AdminFormField htmlFor={id('method')} label={m.admin_payments_method()}>
          <Controller
            control={form.control}
            name="method"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id={id('method')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PAYMENT_METHODS.map((method) => (
                    <SelectItem key={method} value={method}>
                      {paymentMethodLabel(method)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </AdminFormField>
        <AdminFormField
          htmlFor={id('reference')}
          label={m.admin_payments_reference()}
          hint={m.admin_payments_reference_hint()}
          error={errors.reference?.message}
          className="sm:col-span-2"
        >
          <Input
            id={id('reference')}
            autoComplete="off"
            {...fieldErrorProps(id('reference'), errors.reference?.message)}
            {...form.register('reference')}
          />
        </AdminFormField>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {m.admin_ui_cancel()}
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? m.admin_payments_saving() : m.admin_payments_save_entry()}
        </Button>
      </div>
    </form>
  )
}
