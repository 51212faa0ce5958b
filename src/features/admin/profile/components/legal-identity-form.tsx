import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { fieldErrorProps } from '@/lib/form-rules'
import {
  LEGAL_IDENTITY_FIELDS,
  LEGAL_IDENTITY_KEYS,
  type LegalIdentity,
  type LegalIdentityField,
} from '@/lib/legal-identity'
import { useUpdateLegalIdentity } from '../api/update-legal-identity'
import { legalIdentitySchema } from '../lib/legal-identity-form'

interface FieldSpec {
  name: LegalIdentityField
  label: string
  type?: 'text' | 'tel' | 'url'
  placeholder?: string
  hint?: string
}

const GROUPS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Company',
    fields: [
      { name: 'companyName', label: 'Company name', placeholder: 'e.g. Riviera Villas SAS' },
      {
        name: 'legalForm',
        label: 'Legal form',
        placeholder: 'e.g. Simplified joint-stock company (SAS)',
      },
      { name: 'shareCapital', label: 'Share capital', placeholder: 'e.g. €50,000' },
      {
        name: 'registeredOffice',
        label: 'Registered office',
        placeholder: 'Street, postcode, town',
      },
      {
        name: 'rcsNumber',
        label: 'RCS number (SIREN)',
        placeholder: 'e.g. 123 456 782',
        hint: 'The 9 digits on the Kbis extract.',
      },
      { name: 'rcsCity', label: 'RCS city', placeholder: 'e.g. Fréjus' },
      { name: 'vatNumber', label: 'VAT number', placeholder: 'e.g. FR11 123456782' },
      {
        name: 'publicationDirector',
        label: 'Director of publication',
        placeholder: 'First and last name, role',
      },
    ],
  },
  {
    legend: 'Web host (of the web pages)',
    fields: [
      { name: 'hostName', label: 'Host name', placeholder: 'Company name' },
      {
        name: 'hostAddress',
        label: 'Host address',
        placeholder: 'Street, postcode, town, country',
      },
      { name: 'hostPhone', label: 'Host phone', type: 'tel', placeholder: '+33 …' },
    ],
  },
  {
    legend: 'Consumer mediator',
    fields: [
      { name: 'mediatorName', label: 'Mediator name' },
      { name: 'mediatorAddress', label: 'Mediator address' },
      { name: 'mediatorWebsite', label: 'Mediator website', type: 'url', placeholder: 'https://' },
    ],
  },
]

/** The field a database refusal names ("site_settings.legal_rcs_number"), if any. */
function fieldOfError(error: unknown): LegalIdentityField | undefined {
  const details = (error as { details?: unknown } | null)?.details
  if (typeof details !== 'string') return undefined
  return LEGAL_IDENTITY_FIELDS.find(
    (field) => details === `site_settings.${LEGAL_IDENTITY_KEYS[field]}`,
  )
}

/** The editor of the legal identity; `saved` fills it once (mount it when it has loaded). */
export function LegalIdentityForm({ saved }: { saved: LegalIdentity }) {
  const form = useForm<LegalIdentity>({
    resolver: zodResolver(legalIdentitySchema),
    defaultValues: saved,
  })
  const update = useUpdateLegalIdentity()

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(
      { saved, values },
      {
        onSuccess: () => {
          form.reset(values)
          toast.success('Settings Updated', { description: 'The legal identity is saved.' })
        },
        // The database's sentence, next to the field it names; the form keeps what was typed.
        onError: (error) => {
          const field = fieldOfError(error)
          if (field) form.setError(field, { message: error.message }, { shouldFocus: true })
        },
      },
    ),
  )

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-6" aria-label="Legal identity">
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="space-y-3">
          <legend className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {group.legend}
          </legend>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {group.fields.map((field) => (
              <IdentityField key={field.name} form={form} field={field} />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex justify-end border-t pt-4">
        <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
          {update.isPending ? 'Saving...' : 'Save Legal Identity'}
        </Button>
      </div>
    </form>
  )
}

function IdentityField({ form, field }: { form: UseFormReturn<LegalIdentity>; field: FieldSpec }) {
  const id = `${useId()}-${field.name}`
  const error = form.formState.errors[field.name]?.message
  return (
    <AdminFormField htmlFor={id} label={field.label} error={error} hint={field.hint}>
      <Input
        id={id}
        type={field.type ?? 'text'}
        placeholder={field.placeholder}
        autoComplete="off"
        {...fieldErrorProps(id, error)}
        {...form.register(field.name)}
      />
    </AdminFormField>
  )
}
