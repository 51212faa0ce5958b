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

const FIELDS: FieldSpec[] = [
  {
    name: 'address',
    label: 'Exact address',
    kind: 'long',
    placeholder: 'Street, postcode, town; the gate or the door to use',
  },
  {
    name: 'map_url',
    label: 'Map link',
    kind: 'url',
    placeholder: 'https://maps.app.goo.gl/…',
  },
  { name: 'arrival_from', label: 'Arrival from', kind: 'time' },
  { name: 'departure_by', label: 'Departure by', kind: 'time' },
  {
    name: 'access_codes',
    french: 'access_codes_fr',
    label: 'Access and key-safe codes',
    kind: 'long',
    placeholder: 'Gate code, key safe code and where the safe is',
  },
  { name: 'wifi_name', label: 'Wi-Fi network' },
  { name: 'wifi_password', label: 'Wi-Fi password' },
  {
    name: 'house_manual',
    french: 'house_manual_fr',
    label: 'House manual',
    kind: 'long',
    placeholder: 'Heating, pool, alarm, rubbish, what to do before leaving…',
  },
  { name: 'welcome_name', label: 'Welcome contact', placeholder: 'Who meets the guests' },
  { name: 'welcome_phone', label: 'Welcome contact’s phone', kind: 'tel', placeholder: '+33 …' },
]

/**
 * "Arrival" in the villa editor: what the guest needs on the day. Only staff read it here; the
 * guest's stay page shows it once the stay is paid in full and arrival is near.
 */
export function VillaArrivalSection({ villaId }: { villaId: string }) {
  const info = useVillaArrivalInfo(villaId)
  if (info.isPending) {
    return <p className="text-sm text-muted-foreground">Loading the arrival information…</p>
  }
  if (info.isError) {
    return (
      <p className="text-sm text-destructive">
        The arrival information could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => info.refetch()}>
          Retry
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
        toast.success('Arrival information saved')
      },
    }),
  )

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Arrival information" className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Seen by staff only. The guest’s stay page shows it once the stay is paid in full, from the
        number of days before arrival set in Profile Settings › Payments & arrival.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <ArrivalField key={field.name} form={form} field={field} villaId={villaId} />
        ))}
      </div>
      <div className="flex items-center justify-end gap-3">
        {form.formState.isDirty && <p className="text-xs text-muted-foreground">Not saved yet</p>}
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          {save.isPending ? 'Saving...' : 'Save Arrival Information'}
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
