import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { BilingualField } from '@/features/admin/layout/components/bilingual-field'
import { fieldErrorProps } from '@/lib/form-rules'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'
import { useVillaArrivalInfo } from '../api/get-villa-arrival-info'
import { useSaveVillaArrivalInfo } from '../api/save-villa-arrival-info'
import {
  arrivalInfoPayload,
  arrivalInfoSchema,
  arrivalInfoValuesFrom,
  type ArrivalInfo,
  type ArrivalInfoValues,
} from '../lib/arrival-info'

interface FieldSpec {
  name: Exclude<keyof ArrivalInfoValues, 'access_codes_fr' | 'house_manual_fr'>
  /** Written in English and French, side by side (the French in `<name>_fr`). */
  french?: 'access_codes_fr' | 'house_manual_fr'
  label: string
  kind?: 'long' | 'time' | 'url' | 'tel'
  placeholder?: string
  hint?: string
}

/** The fields, labelled in the admin's language (read at render). */
function arrivalFields(): FieldSpec[] {
  return [
    {
      name: 'address',
      label: m.admin_villas_arrival_address(),
      kind: 'long',
      placeholder: m.admin_villas_arrival_address_placeholder(),
    },
    {
      name: 'map_url',
      label: m.admin_villas_arrival_map(),
      kind: 'url',
      placeholder: 'https://maps.app.goo.gl/…',
    },
    { name: 'arrival_from', label: m.admin_villas_arrival_from(), kind: 'time' },
    { name: 'departure_by', label: m.admin_villas_departure_by(), kind: 'time' },
    {
      name: 'access_codes',
      french: 'access_codes_fr',
      label: m.admin_villas_access_codes(),
      kind: 'long',
      placeholder: m.admin_villas_access_codes_placeholder(),
    },
    { name: 'wifi_name', label: m.admin_villas_wifi_name() },
    { name: 'wifi_password', label: m.admin_villas_wifi_password() },
    {
      name: 'house_manual',
      french: 'house_manual_fr',
      label: m.admin_villas_house_manual(),
      kind: 'long',
      placeholder: m.admin_villas_house_manual_placeholder(),
    },
    {
      name: 'welcome_name',
      label: m.admin_villas_welcome_name(),
      placeholder: m.admin_villas_welcome_name_placeholder(),
    },
    {
      name: 'welcome_phone',
      label: m.admin_villas_welcome_phone(),
      kind: 'tel',
      placeholder: '+33 …',
    },
  ]
}

/**
 * "Arrival" in the villa editor: what the guest needs on the day. Only staff read it here; the
 * guest's stay page shows it once the stay is paid in full and arrival is near.
 */
export function VillaArrivalSection({ villaId }: { villaId: string }) {
  const info = useVillaArrivalInfo(villaId)
  if (info.isPending) {
    return <p className="text-sm text-muted-foreground">{m.admin_villas_arrival_loading()}</p>
  }
  if (info.isError) {
    return (
      <p className="text-sm text-destructive">
        {m.admin_villas_arrival_load_failed()}{' '}
        <button type="button" className="underline" onClick={() => info.refetch()}>
          {m.admin_villas_retry()}
        </button>
      </p>
    )
  }
  return <ArrivalForm villaId={villaId} saved={info.data} />
}

function ArrivalForm({ villaId, saved }: { villaId: string; saved: ArrivalInfo | null }) {
  const save = useSaveVillaArrivalInfo()
  const form = useForm<ArrivalInfoValues>({
    resolver: zodResolver(arrivalInfoSchema),
    defaultValues: arrivalInfoValuesFrom(saved),
  })

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(arrivalInfoPayload(villaId, values), {
      onSuccess: () => {
        form.reset(values)
        toast.success(m.admin_villas_arrival_saved())
      },
    }),
  )

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={m.admin_villas_arrival_form()}
      className="space-y-4"
    >
      <p className="text-sm text-muted-foreground">{m.admin_villas_arrival_intro()}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {arrivalFields().map((field) => (
          <ArrivalField key={field.name} form={form} field={field} villaId={villaId} />
        ))}
      </div>
      <div className="flex items-center justify-end gap-3">
        {form.formState.isDirty && (
          <p className="text-xs text-muted-foreground">{m.admin_villas_not_saved_yet()}</p>
        )}
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          {save.isPending ? m.admin_ui_saving() : m.admin_villas_save_arrival()}
        </Button>
      </div>
    </form>
  )
}

function ArrivalField({
  form,
  field,
  villaId,
}: {
  form: UseFormReturn<ArrivalInfoValues>
  field: FieldSpec
  villaId: string
}) {
  const id = `arrival-${field.name}-${villaId}`
  const error = form.formState.errors[field.name]?.message
  if (field.french) {
    return <BilingualArrivalField form={form} field={{ ...field, french: field.french }} id={id} />
  }
  const common = {
    id,
    placeholder: field.placeholder,
    autoComplete: 'off',
    ...fieldErrorProps(id, error),
    ...form.register(field.name),
  }
  return (
    <AdminFormField
      htmlFor={id}
      label={field.label}
      error={error}
      hint={field.hint}
      className={cn(field.kind === 'long' && 'sm:col-span-2')}
    >
      {field.kind === 'long' ? (
        <Textarea rows={field.name === 'house_manual' ? 6 : 3} {...common} />
      ) : (
        <Input
          type={
            field.kind === 'time'
              ? 'time'
              : field.kind === 'tel'
                ? 'tel'
                : field.kind === 'url'
                  ? 'url'
                  : 'text'
          }
          spellCheck={false}
          {...common}
        />
      )}
    </AdminFormField>
  )
}

function BilingualArrivalField({
  form,
  field,
  id,
}: {
  form: UseFormReturn<ArrivalInfoValues>
  field: FieldSpec & { french: 'access_codes_fr' | 'house_manual_fr' }
  id: string
}) {
  const { errors } = form.formState
  const [english, french] = form.watch([field.name, field.french])
  return (
    <BilingualField
      id={id}
      label={field.label}
      english={english}
      french={french}
      errors={{ en: errors[field.name]?.message, fr: errors[field.french]?.message }}
      className="sm:col-span-2"
    >
      {(side) => (
        <Textarea
          id={side.id}
          lang={side.lang}
          rows={field.name === 'house_manual' ? 6 : 3}
          placeholder={side.lang === 'en' ? field.placeholder : undefined}
          autoComplete="off"
          aria-invalid={side.isInvalid || undefined}
          aria-labelledby={side.labelledBy}
          aria-describedby={side.describedBy}
          {...form.register(side.lang === 'en' ? field.name : field.french)}
        />
      )}
    </BilingualField>
  )
}
