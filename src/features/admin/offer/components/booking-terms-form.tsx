import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'
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

/** The fields, labelled in the staff member's language (read at each render). */
const fields = (): {
  name: keyof BookingTermsValues
  label: string
  step: string
  hint: string
}[] => [
  {
    name: 'deposit_percent',
    label: m.admin_offer_terms_deposit_percent(),
    step: '0.01',
    hint: m.admin_offer_terms_deposit_percent_hint(),
  },
  {
    name: 'deposit_due_days',
    label: m.admin_offer_terms_deposit_due(),
    step: '1',
    hint: m.admin_offer_terms_deposit_due_hint(),
  },
  {
    name: 'balance_due_days',
    label: m.admin_offer_terms_balance_due(),
    step: '1',
    hint: m.admin_offer_terms_balance_due_hint(),
  },
  {
    name: 'security_deposit',
    label: m.admin_offer_terms_security_deposit(),
    step: '0.01',
    hint: m.admin_offer_terms_security_deposit_hint(),
  },
  {
    name: 'relet_fee',
    label: m.admin_offer_terms_relet_fee(),
    step: '0.01',
    hint: m.admin_offer_terms_relet_fee_hint(),
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
      { onSuccess: () => toast.success(m.admin_offer_terms_saved()) },
    ),
  )

  return (
    <form
      onSubmit={handleSubmit}
      aria-label={m.admin_offer_terms_form_label()}
      className="space-y-4"
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fields().map((field) => {
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
          {save.isPending ? m.admin_offer_saving() : m.admin_offer_terms_save()}
        </Button>
        <UnsavedNote isDirty={isDirty} />
      </div>
    </form>
  )
}
