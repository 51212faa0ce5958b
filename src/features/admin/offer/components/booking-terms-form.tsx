import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { useSaveBookingTerms } from '../api/save-booking-terms'
import {
  bookingTermsPayload,
  bookingTermsSchema,
  bookingTermsSentences,
  bookingTermsValuesFrom,
  type BookingTerms,
  type BookingTermsValues,
} from '../lib/booking-terms'
import { UnsavedNote } from './unsaved-note'

const FIELDS: { name: keyof BookingTermsValues; label: string; step: string; hint: string }[] = [
  { name: 'deposit_percent', label: 'Deposit (%)', step: '0.01', hint: 'Of the stay’s price.' },
  {
    name: 'deposit_due_days',
    label: 'Deposit due (days after confirmation)',
    step: '1',
    hint: '0: on confirmation.',
  },
  {
    name: 'balance_due_days',
    label: 'Balance due (days before arrival)',
    step: '1',
    hint: 'Booked inside it: everything at once.',
  },
  {
    name: 'security_deposit',
    label: 'Security deposit (€)',
    step: '0.01',
    hint: 'Refundable, apart from the price.',
  },
  {
    name: 'relet_fee',
    label: 'Re-let fee (€)',
    step: '0.01',
    hint: 'Owed instead when a cancelled stay is re-let.',
  },
]

/** The payment schedule, the security deposit and the re-let fee of one villa. */
export function BookingTermsForm({ villaId, terms }: { villaId: string; terms: BookingTerms }) {
  const save = useSaveBookingTerms()
  const form = useForm<BookingTermsValues>({
    resolver: zodResolver(bookingTermsSchema),
    defaultValues: bookingTermsValuesFrom(terms),
  })
  const { errors, isDirty } = form.formState
  const sentences = bookingTermsSentences(useWatch({ control: form.control }) as BookingTermsValues)

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(
      { villaId, payload: bookingTermsPayload(values) },
      { onSuccess: () => toast.success('Booking terms saved') },
    ),
  )

  return (
    <form
      onSubmit={handleSubmit}
      aria-label="Payment and deposits"
      className="space-y-4"
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const id = `terms-${field.name}-${villaId}`
          const error = errors[field.name]?.message
          return (
            <AdminFormField
              key={field.name}
              htmlFor={id}
              label={field.label}
              isRequired
              error={error}
              hint={field.hint}
            >
              <Input
                id={id}
                type="number"
                min="0"
                step={field.step}
                inputMode="decimal"
                {...fieldErrorProps(id, error)}
                {...form.register(field.name)}
              />
            </AdminFormField>
          )
        })}
      </div>
      {sentences && (
        <ul
          className="space-y-1 rounded-md bg-muted/50 px-3 py-2 text-sm text-navy"
          aria-live="polite"
        >
          {sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={save.isPending || !isDirty}>
          {save.isPending ? 'Saving...' : 'Save payment & deposits'}
        </Button>
        <UnsavedNote isDirty={isDirty} />
      </div>
    </form>
  )
}
