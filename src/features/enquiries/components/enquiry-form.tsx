import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { fieldErrorProps, lazyResolver } from '@/lib/form-rules'
import { useSubmissionId } from '@/lib/submission-id'
import * as m from '@/paraglide/messages'
import { useCreateEnquiry, type EnquiryFormType } from '../api/create-enquiry'
import { emptyEnquiry, type EnquiryFormValues } from '../lib/enquiry-form'
import { HoneypotField } from './honeypot-field'

// The checks load when the visitor starts on the form (onFocus), not with it.
// The schema is built at each check: its messages follow the language on screen.
const resolver = lazyResolver<EnquiryFormValues, unknown, EnquiryFormValues>(() =>
  import('../lib/enquiry-form-schema').then(
    ({ enquiryFormSchema }) =>
      (values, context, options) =>
        zodResolver(enquiryFormSchema())(values, context, options),
  ),
)

/** Said under the thank-you when the message was held for review: it is stored, not lost. */
export const heldMessage = () => m.booking_enquiry_held()

export interface EnquiryFormProps {
  formType: EnquiryFormType
  successMessage: string
  submitLabel: string
  busyLabel: string
  messageLabel?: string
  messagePlaceholder?: string
}

/**
 * The general inquiry and concierge request form: the browser's own checks, as the spec asks
 * (the schema says the same beside a field, lib/enquiry-form.ts). Cleared on success; everything
 * typed stays on failure.
 */
export function EnquiryForm({
  formType,
  successMessage,
  submitLabel,
  busyLabel,
  messageLabel = m.booking_enquiry_message(),
  messagePlaceholder,
}: EnquiryFormProps) {
  const id = useId()
  const form = useForm<EnquiryFormValues>({
    resolver,
    defaultValues: emptyEnquiry,
  })
  const errors = form.formState.errors
  const createEnquiry = useCreateEnquiry()
  const submission = useSubmissionId()
  const isBusy = createEnquiry.isPending
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    phone: `${id}-phone`,
    message: `${id}-message`,
  }

  const send = (fields: EnquiryFormValues) => {
    if (isBusy) return
    // A filled honeypot means a bot: pretend all went well and send nothing.
    if (fields.company_website.trim() !== '') {
      toast.success(successMessage)
      form.reset()
      return
    }
    const { name, email, phone, message } = fields
    const content = { formType, name, email, phone, message }
    createEnquiry.mutate(
      { ...content, submissionId: submission.idFor(content) },
      {
        onSuccess: (outcome) => {
          submission.settle()
          toast.success(
            successMessage,
            outcome === 'held' ? { description: heldMessage(), duration: 12_000 } : undefined,
          )
          form.reset()
        },
        // The failure's toast comes from the mutation (api/create-enquiry.ts); the fields stay.
        onError: (error) => console.error('Failed to submit enquiry', error),
      },
    )
  }

  return (
    <form
      onSubmit={(event) => {
        form
          .handleSubmit(send)(event)
          .catch((error: unknown) => {
            // The checks' code could not load (offline): nothing was sent, the fields stay.
            console.error('Failed to check the enquiry', error)
            toast.error(m.booking_enquiry_failed())
          })
      }}
      onFocus={resolver.preload}
      className="relative space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={ids.name}>{m.booking_enquiry_name()}</Label>
          <Input
            id={ids.name}
            autoComplete="name"
            required
            {...form.register('name')}
            {...fieldErrorProps(ids.name, errors.name?.message)}
          />
          <FieldError fieldId={ids.name} message={errors.name?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.email}>{m.booking_enquiry_email()}</Label>
          <Input
            id={ids.email}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            {...fieldErrorProps(ids.email, errors.email?.message)}
          />
          <FieldError fieldId={ids.email} message={errors.email?.message} />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.phone}>
          {m.booking_enquiry_phone()}{' '}
          <span className="font-normal text-muted-foreground">{m.booking_enquiry_optional()}</span>
        </Label>
        <Input id={ids.phone} type="tel" autoComplete="tel" {...form.register('phone')} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={ids.message}>{messageLabel}</Label>
        <Textarea
          id={ids.message}
          rows={6}
          required
          placeholder={messagePlaceholder}
          {...form.register('message')}
          {...fieldErrorProps(ids.message, errors.message?.message)}
        />
        <FieldError fieldId={ids.message} message={errors.message?.message} />
      </div>
      <HoneypotField id={`${id}-company-website`} {...form.register('company_website')} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isBusy}>
        {isBusy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}
