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

const DETAIL_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', isRequired: true, placeholder: 'Villa Azur' },
  {
    name: 'location',
    label: 'Location',
    isRequired: true,
    placeholder: 'Saint Raphaël, Côte d’Azur',
  },
  {
    name: 'price_per_night',
    label: 'Price per night (€)',
    isRequired: true,
    type: 'number',
    min: 0,
    step: '0.01',
  },
  { name: 'max_guests', label: 'Max guests', isRequired: true, type: 'number', min: 1, step: '1' },
  { name: 'bedrooms', label: 'Bedrooms', isRequired: true, type: 'number', min: 0, step: '1' },
  { name: 'bathrooms', label: 'Bathrooms', isRequired: true, type: 'number', min: 0, step: '1' },
  {
    name: 'size_sqm',
    label: 'Size (m²)',
    type: 'number',
    min: 1,
    step: '1',
    placeholder: 'Optional',
  },
]

const RULE_FIELDS: FieldSpec[] = [
  {
    name: 'min_nights',
    label: 'Minimum nights',
    isRequired: true,
    type: 'number',
    min: 1,
    step: '1',
  },
  {
    name: 'max_nights',
    label: 'Maximum nights',
    isRequired: true,
    type: 'number',
    min: 1,
    step: '1',
  },
  {
    name: 'advance_notice_days',
    label: 'Advance notice (days)',
    isRequired: true,
    type: 'number',
    min: 0,
    step: '1',
    hint: 'Days between booking and arrival.',
  },
  {
    name: 'booking_horizon_months',
    label: 'Bookable ahead (months)',
    isRequired: true,
    type: 'number',
    min: 1,
    step: '1',
  },
]

type FormProps = { form: UseFormReturn<VillaFormValues> }

/** Name, place, price and size. */
export function VillaDetailsFields({ form }: FormProps) {
  return <NumberAndTextFields form={form} fields={DETAIL_FIELDS} />
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
        label="Description"
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
        label="Amenities"
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
        label="Distances"
        hint='Comma-separated "label: value" entries.'
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
      <p className="text-xs text-muted-foreground">
        Seasons can override the minimum nights and the arrival and departure days.
      </p>
      <NumberAndTextFields form={form} fields={RULE_FIELDS} />
      <AdminFormField
        htmlFor="villa-changeover"
        label="Changeover"
        hint="Same day: a stay can begin on the previous stay's check-out day."
      >
        <select
          id="villa-changeover"
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          {...form.register('changeover')}
        >
          <option value="full_day">Full day between stays</option>
          <option value="same_day">Same-day changeover</option>
        </select>
      </AdminFormField>
      <Controller
        control={form.control}
        name="arrival_weekdays"
        render={({ field }) => (
          <WeekdayChoice
            legend="Arrival days"
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
            legend="Departure days"
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
