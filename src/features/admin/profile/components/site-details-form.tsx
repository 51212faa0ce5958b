import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { BilingualField } from '@/features/admin/layout/components/bilingual-field'
import { fieldErrorProps } from '@/lib/form-rules'
import type { LocalizedSiteDetails, SiteDetailField } from '@/lib/site-details'
import { useUpdateSiteDetails } from '../api/update-site-details'
import {
  fieldOfRefusal,
  FRENCH_HOURS,
  siteDetailsValues,
  siteDetailsValuesSchema,
  type SiteDetailsValues,
} from '../lib/site-details-form'
import * as m from '@/paraglide/messages'

interface FieldSpec {
  name: SiteDetailField
  label: string
  type?: 'text' | 'email' | 'tel' | 'url'
  placeholder?: string
  isRequired?: boolean
}

const groups = (): {
  legend: string
  hint?: string
  isBilingual?: boolean
  fields: FieldSpec[]
}[] => [
  {
    legend: m.admin_profile_contact(),
    fields: [
      { name: 'phone', label: m.admin_profile_phone(), type: 'tel', isRequired: true },
      { name: 'email', label: m.admin_profile_email(), type: 'email', isRequired: true },
      {
        name: 'conciergeEmail',
        label: m.admin_profile_concierge_email(),
        type: 'email',
        isRequired: true,
      },
      { name: 'address', label: m.admin_profile_address(), isRequired: true },
    ],
  },
  {
    legend: m.admin_profile_office_hours(),
    hint: m.admin_shared_hours_french_hint(),
    isBilingual: true,
    fields: [
      { name: 'hoursWeekdays', label: m.admin_profile_weekdays(), isRequired: true },
      { name: 'hoursSaturday', label: m.admin_profile_saturday(), isRequired: true },
      { name: 'hoursSunday', label: m.admin_profile_sunday(), isRequired: true },
    ],
  },
  {
    legend: m.admin_profile_social_links(),
    hint: m.admin_profile_social_links_hint(),
    fields: [
      { name: 'instagramUrl', label: 'Instagram', type: 'url', placeholder: 'https://' },
      { name: 'facebookUrl', label: 'Facebook', type: 'url', placeholder: 'https://' },
      { name: 'linkedinUrl', label: 'LinkedIn', type: 'url', placeholder: 'https://' },
    ],
  },
]

/**
 * The editor of the site details, the office hours in English and French side by side;
 * `stored` fills it once (mount it when they have loaded).
 */
export function SiteDetailsForm({ stored }: { stored: LocalizedSiteDetails }) {
  const saved = siteDetailsValues(stored)
  const form = useForm<SiteDetailsValues>({
    resolver: zodResolver(siteDetailsValuesSchema),
    defaultValues: saved,
  })
  const update = useUpdateSiteDetails()

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(
      { saved: form.formState.defaultValues as SiteDetailsValues, values },
      {
        onSuccess: () => {
          form.reset(values)
          toast.success(m.admin_settings_updated(), {
            description: m.admin_profile_site_details_saved(),
          })
        },
        // A refusal's toast (the database's sentence names the field and the rule) comes from
        // the mutation; the sentence also shows next to the field its detail names, and the
        // form keeps what was typed.
        onError: (error) => {
          const field = fieldOfRefusal(error)
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
      aria-label={m.admin_profile_site_details()}
    >
      {groups().map((group) => (
        <fieldset key={group.legend} className="space-y-3">
          <legend className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {group.legend}
          </legend>
          {group.hint && <p className="text-xs text-muted-foreground">{group.hint}</p>}
          {group.isBilingual ? (
            <div className="grid gap-4 xl:grid-cols-3">
              {group.fields.map((field) => (
                <HoursField key={field.name} form={form} field={field} />
              ))}
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {group.fields.map((field) => (
                <DetailField key={field.name} form={form} field={field} />
              ))}
            </div>
          )}
        </fieldset>
      ))}
      <div className="flex justify-end border-t pt-4">
        <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
          {update.isPending ? m.admin_settings_saving() : m.admin_profile_save_site_details()}
        </Button>
      </div>
    </form>
  )
}

function DetailField({
  form,
  field,
}: {
  form: UseFormReturn<SiteDetailsValues>
  field: FieldSpec
}) {
  const id = `${useId()}-${field.name}`
  const error = form.formState.errors[field.name]?.message
  return (
    <AdminFormField htmlFor={id} label={field.label} isRequired={field.isRequired} error={error}>
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

/** One line of office hours, in English and in French (flagged while the French is missing). */
function HoursField({ form, field }: { form: UseFormReturn<SiteDetailsValues>; field: FieldSpec }) {
  const id = `${useId()}-${field.name}`
  const frenchName = FRENCH_HOURS[field.name as keyof typeof FRENCH_HOURS]
  const [english, french] = useWatch({ control: form.control, name: [field.name, frenchName] })
  const errors = form.formState.errors
  return (
    <BilingualField
      id={id}
      label={field.label}
      isRequired={field.isRequired}
      isStacked
      english={english}
      french={french}
      errors={{ en: errors[field.name]?.message, fr: errors[frenchName]?.message }}
    >
      {(side) => (
        <Input
          id={side.id}
          lang={side.lang}
          autoComplete="off"
          aria-invalid={side.isInvalid || undefined}
          aria-labelledby={side.labelledBy}
          aria-describedby={side.describedBy}
          {...form.register(side.lang === 'en' ? field.name : frenchName)}
        />
      )}
    </BilingualField>
  )
}
