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
import { LEGAL_IDENTITY_LABELS } from '../lib/legal-identity-labels'
import * as m from '@/paraglide/messages'

interface FieldSpec {
  name: LegalIdentityField
  type?: 'text' | 'tel' | 'url'
  placeholder?: string
  hint?: string
}

const groups = (): { legend: string; fields: FieldSpec[] }[] => [
  {
    legend: m.admin_profile_company(),
    fields: [
      {
        name: 'companyName',
        placeholder: m.admin_profile_company_name_example(),
      },
      {
        name: 'legalForm',
        placeholder: m.admin_profile_legal_form_example(),
      },
      {
        name: 'shareCapital',
        placeholder: m.admin_profile_share_capital_example(),
      },
      {
        name: 'registeredOffice',
        placeholder: m.admin_profile_street_town(),
      },
      {
        name: 'rcsNumber',
        placeholder: m.admin_profile_rcs_number_example(),
        hint: m.admin_profile_rcs_number_hint(),
      },
      {
        name: 'rcsCity',
        placeholder: m.admin_profile_rcs_city_example(),
      },
      {
        name: 'vatNumber',
        placeholder: m.admin_profile_vat_number_example(),
      },
      {
        name: 'publicationDirector',
        placeholder: m.admin_profile_director_example(),
      },
    ],
  },
  {
    legend: m.admin_profile_web_host(),
    fields: [
      {
        name: 'hostName',
        placeholder: m.admin_profile_host_name_example(),
      },
      {
        name: 'hostAddress',
        placeholder: m.admin_profile_host_address_example(),
      },
      { name: 'hostPhone', type: 'tel', placeholder: '+33 …' },
    ],
  },
  {
    legend: m.admin_profile_mediator(),
    fields: [
      { name: 'mediatorName' },
      { name: 'mediatorAddress' },
      {
        name: 'mediatorWebsite',
        type: 'url',
        placeholder: 'https://',
      },
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
          toast.success(m.admin_settings_updated(), {
            description: m.admin_profile_legal_saved(),
          })
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
    <form
      onSubmit={handleSubmit}
      noValidate
      className="mt-5 space-y-6"
      aria-label={m.admin_profile_legal()}
    >
      {groups().map((group) => (
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
          {update.isPending ? m.admin_settings_saving() : m.admin_profile_save_legal()}
        </Button>
      </div>
    </form>
  )
}

function IdentityField({ form, field }: { form: UseFormReturn<LegalIdentity>; field: FieldSpec }) {
  const id = `${useId()}-${field.name}`
  const error = form.formState.errors[field.name]?.message
  return (
    <AdminFormField
      htmlFor={id}
      label={LEGAL_IDENTITY_LABELS[field.name]()}
      error={error}
      hint={field.hint}
    >
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
