import { Controller, type UseFormReturn } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { BilingualField } from '@/features/admin/layout/components/bilingual-field'
import { WeekdayChoice } from '@/features/admin/layout/components/weekday-choice'
import { fieldErrorProps } from '@/lib/form-rules'
import * as m from '@/paraglide/messages'
import type { VillaFormValues } from '../lib/villa-form'
import { AmenitiesPicker } from './amenities-picker'

type FieldName = Exclude<
  keyof VillaFormValues,
  | 'arrival_weekdays'
  | 'departure_weekdays'
  | 'changeover'
  | 'amenities'
  | 'amenities_fr'
  | 'description'
  | 'description_fr'
  | 'distances'
  | 'distances_fr'
>

interface FieldSpec {
  name: FieldName
  label: string
  isRequired?: boolean
  type?: 'text' | 'number'
  min?: number
  step?: string
  placeholder?: string
  hint?: string
  wide?: boolean
  /** Rows of a multi-line field. */
  rows?: number
}

/** The details' fields, labelled in the admin's language (read at render). */
function detailFields(): FieldSpec[] {
  return [
    {
      name: 'name',
      label: m.admin_villas_field_name(),
      isRequired: true,
      placeholder: 'Villa Azur',
    },
    {
      name: 'location',
      label: m.admin_villas_field_location(),
      isRequired: true,
      placeholder: 'Saint Raphaël, Côte d’Azur',
    },
    {
      name: 'price_per_night',
      label: m.admin_villas_label_price(),
      isRequired: true,
      type: 'number',
      min: 0,
      step: '0.01',
    },
    {
      name: 'max_guests',
      label: m.admin_villas_field_max_guests(),
      isRequired: true,
      type: 'number',
      min: 1,
      step: '1',
    },
    {
      name: 'bedrooms',
      label: m.admin_villas_field_bedrooms(),
      isRequired: true,
      type: 'number',
      min: 0,
      step: '1',
    },
    {
      name: 'bathrooms',
      label: m.admin_villas_field_bathrooms(),
      isRequired: true,
      type: 'number',
      min: 0,
      step: '1',
    },
    {
      name: 'size_sqm',
      label: m.admin_villas_label_size(),
      type: 'number',
      min: 1,
      step: '1',
      placeholder: m.admin_villas_optional(),
    },
  ]
}

function ruleFields(): FieldSpec[] {
  return [
    {
      name: 'min_nights',
      label: m.admin_villas_field_min_nights(),
      isRequired: true,
      type: 'number',
      min: 1,
      step: '1',
    },
    {
      name: 'max_nights',
      label: m.admin_villas_field_max_nights(),
      isRequired: true,
      type: 'number',
      min: 1,
      step: '1',
    },
    {
      name: 'advance_notice_days',
      label: m.admin_villas_label_advance_notice(),
      isRequired: true,
      type: 'number',
      min: 0,
      step: '1',
      hint: m.admin_villas_hint_advance_notice(),
    },
    {
      name: 'booking_horizon_months',
      label: m.admin_villas_label_horizon(),
      isRequired: true,
      type: 'number',
      min: 1,
      step: '1',
    },
  ]
}

type FormProps = { form: UseFormReturn<VillaFormValues> }

/** Name, place, price and size. */
export function VillaDetailsFields({ form }: FormProps) {
  return <NumberAndTextFields form={form} fields={detailFields()} />
}

/** The description, the amenities (picked or added) and the distances, in English and French. */
export function VillaDescriptionFields({ form }: FormProps) {
  const [description, descriptionFr, amenities, amenitiesFr, distances, distancesFr] = form.watch([
    'description',
    'description_fr',
    'amenities',
    'amenities_fr',
    'distances',
    'distances_fr',
  ])
  return (
    <div className="grid gap-6">
      <BilingualField
        id="villa-description"
        label={m.admin_villas_field_description()}
        english={description}
        french={descriptionFr}
      >
        {(side) => (
          <Textarea
            id={side.id}
            lang={side.lang}
            rows={5}
            aria-labelledby={side.labelledBy}
            aria-describedby={side.describedBy}
            {...form.register(side.lang === 'en' ? 'description' : 'description_fr')}
          />
        )}
      </BilingualField>
      <BilingualField
        id="villa-amenities"
        label={m.admin_villas_field_amenities()}
        english={amenities}
        french={amenitiesFr.split(',')}
      >
        {(side) =>
          side.lang === 'en' ? (
            <Controller
              control={form.control}
              name="amenities"
              render={({ field }) => (
                <AmenitiesPicker value={field.value} onChange={field.onChange} isLegendHidden />
              )}
            />
          ) : (
            <>
              <Textarea
                id={side.id}
                lang="fr"
                rows={4}
                placeholder="Piscine chauffée, Vue mer, Climatisation"
                aria-describedby={[side.describedBy, `${side.id}-hint`].filter(Boolean).join(' ')}
                {...form.register('amenities_fr')}
              />
              <p id={`${side.id}-hint`} className="text-xs text-muted-foreground">
                {m.content_admin_amenities_fr_hint()}
              </p>
            </>
          )
        }
      </BilingualField>
      <BilingualField
        id="villa-distances"
        label={m.admin_villas_field_distances()}
        hint={m.admin_villas_distances_hint()}
        english={distances}
        french={distancesFr}
      >
        {(side) => (
          <Textarea
            id={side.id}
            lang={side.lang}
            rows={2}
            placeholder={
              side.lang === 'en'
                ? 'Beach: 200 m, Nice airport: 45 min'
                : 'Plage : 200 m, Aéroport de Nice : 45 min'
            }
            aria-labelledby={side.labelledBy}
            aria-describedby={side.describedBy}
            {...form.register(side.lang === 'en' ? 'distances' : 'distances_fr')}
          />
        )}
      </BilingualField>
    </div>
  )
}

/** Nights, notice, horizon, changeover and the arrival and departure days. */
export function VillaStayRulesFields({ form }: FormProps) {
  const { errors } = form.formState
  return (
    <div className="grid gap-4">
      <p className="text-xs text-muted-foreground">{m.admin_villas_seasons_override()}</p>
      <NumberAndTextFields form={form} fields={ruleFields()} />
      <AdminFormField
        htmlFor="villa-changeover"
        label={m.admin_villas_changeover()}
        hint={m.admin_villas_changeover_hint()}
      >
        <select
          id="villa-changeover"
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          {...form.register('changeover')}
        >
          <option value="full_day">{m.admin_villas_changeover_full_day()}</option>
          <option value="same_day">{m.admin_villas_changeover_same_day()}</option>
        </select>
      </AdminFormField>
      <Controller
        control={form.control}
        name="arrival_weekdays"
        render={({ field }) => (
          <WeekdayChoice
            legend={m.admin_villas_arrival_days()}
            value={field.value}
            onChange={field.onChange}
            error={errors.arrival_weekdays?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="departure_weekdays"
        render={({ field }) => (
          <WeekdayChoice
            legend={m.admin_villas_departure_days()}
            value={field.value}
            onChange={field.onChange}
            error={errors.departure_weekdays?.message}
          />
        )}
      />
    </div>
  )
}

function NumberAndTextFields({
  form,
  fields,
}: {
  form: UseFormReturn<VillaFormValues>
  fields: FieldSpec[]
}) {
  const { errors } = form.formState
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const id = `villa-${field.name}`
        const error = errors[field.name]?.message
        const common = {
          id,
          placeholder: field.placeholder,
          required: field.isRequired,
          ...fieldErrorProps(id, error),
          ...form.register(field.name),
        }
        return (
          <AdminFormField
            key={field.name}
            htmlFor={id}
            label={field.label}
            isRequired={field.isRequired}
            error={error}
            hint={field.hint}
            className={field.wide ? 'sm:col-span-2' : undefined}
          >
            {field.rows ? (
              <Textarea rows={field.rows} {...common} />
            ) : (
              <Input
                type={field.type ?? 'text'}
                min={field.min}
                step={field.step}
                inputMode={field.type === 'number' ? 'decimal' : undefined}
                {...common}
              />
            )}
          </AdminFormField>
        )
      })}
    </div>
  )
}
