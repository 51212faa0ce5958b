import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { useCreateEnquiry, type EnquiryFormType } from '../api/create-enquiry'
import { HoneypotField } from './honeypot-field'
import { throttleMessage } from '@/lib/refusals'
import { useSubmissionId } from '@/lib/submission-id'

const FAILURE_MESSAGE = 'There was an error submitting your inquiry. Please try again.'

/** Said under the thank-you when the message was held for review: it is stored, not lost. */
export const HELD_MESSAGE =
  'As an unusual number of messages came from your connection just now, a member of our team will read yours in person. It is safely with us: there is no need to send it again.'

const emptyFields = { name: '', email: '', phone: '', message: '', company_website: '' }
type Fields = typeof emptyFields

interface EnquiryFormProps {
  formType: EnquiryFormType
  successMessage: string
  submitLabel: string
  busyLabel: string
  messageLabel?: string
  messagePlaceholder?: string
}

/** The general inquiry and concierge request form: browser-level checks only, as the spec asks. */
export function EnquiryForm({
  formType,
  successMessage,
  submitLabel,
  busyLabel,
  messageLabel = 'Message',
  messagePlaceholder,
}: EnquiryFormProps) {
  const id = useId()
  const [fields, setFields] = useState<Fields>(emptyFields)
  const createEnquiry = useCreateEnquiry()
  const submission = useSubmissionId()
  const isBusy = createEnquiry.isPending

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((current) => ({ ...current, [event.target.name]: event.target.value }))

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isBusy) return
    // A filled honeypot means a bot: pretend all went well and send nothing.
    if (fields.company_website.trim() !== '') {
      toast.success(successMessage)
      setFields(emptyFields)
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
            outcome === 'held' ? { description: HELD_MESSAGE, duration: 12_000 } : undefined,
          )
          setFields(emptyFields)
        },
        onError: (error) => {
          console.error('Failed to submit enquiry', error)
          const throttled = throttleMessage(error)
          toast.error(FAILURE_MESSAGE, throttled ? { description: throttled } : undefined)
        },
      },
    )
  }

  return (
    <form onSubmit={handleSubmit} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>Full Name</Label>
          <Input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            value={fields.name}
            onChange={handleChange}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={fields.email}
            onChange={handleChange}
          />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-phone`}>
          Phone <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={handleChange}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-message`}>{messageLabel}</Label>
        <Textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          placeholder={messagePlaceholder}
          value={fields.message}
          onChange={handleChange}
        />
      </div>
      <HoneypotField
        id={`${id}-company-website`}
        value={fields.company_website}
        onChange={handleChange}
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isBusy}>
        {isBusy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}
