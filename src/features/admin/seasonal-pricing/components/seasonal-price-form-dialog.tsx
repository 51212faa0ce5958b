import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { formatEuro } from '@/lib/money'
import { toast } from '@/lib/toast'
import {
  AdminDayField,
  AdminInputField,
  DECIMAL_INPUT,
  WHOLE_NUMBER_INPUT,
} from '@/features/admin/layout/components/admin-fields'
import { AdminFormDialog } from '@/features/admin/layout/components/admin-form-dialog'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { BilingualField } from '@/features/admin/layout/components/bilingual-field'
import { Input } from '@/components/ui/input'
import { errorIdOf } from '@/lib/form-rules'
import { VillaSelect, type VillaOption } from '@/features/admin/layout/components/villa-select'
import type { SeasonalPrice } from '../api/get-seasonal-prices'
import { useSaveSeasonalPrice } from '../api/save-seasonal-price'
import { WeekdayChoice } from '@/features/admin/layout/components/weekday-choice'
import {
  emptySeasonalForm,
  seasonPresets,
  seasonalFormSchema,
  seasonalPayload,
  type SeasonalFormValues,
} from '../lib/seasonal-form'
import * as m from '@/paraglide/messages'

interface SeasonalPriceFormDialogProps {
  /** The price being edited, or null to create one. */
  price: SeasonalPrice | null
  villas: readonly (VillaOption & { price_per_night: number })[]
  onClose: () => void
}

function valuesFrom(price: SeasonalPrice): SeasonalFormValues {
  return {
    villaId: price.villa_id,
    seasonName: price.season_name,
    seasonNameFr: price.season_name_fr ?? '',
    startDate: price.start_date,
    endDate: price.end_date,
    price: String(price.price_per_night),
    priority: String(price.priority),
    minNights: price.min_nights === null ? '' : String(price.min_nights),
    arrivalWeekdays: [...(price.arrival_weekdays ?? [])],
    departureWeekdays: [...(price.departure_weekdays ?? [])],
  }
}

export function SeasonalPriceFormDialog({ price, villas, onClose }: SeasonalPriceFormDialogProps) {
  const save = useSaveSeasonalPrice()
  const form = useForm<SeasonalFormValues>({
    resolver: zodResolver(seasonalFormSchema),
    defaultValues: price ? valuesFrom(price) : emptySeasonalForm,
  })
  const { errors } = form.formState
  const [villaId, startDate, seasonName, seasonNameFr] = form.watch([
    'villaId',
    'startDate',
    'seasonName',
    'seasonNameFr',
  ])
  const basePrice = villas.find((villa) => villa.id === villaId)?.price_per_night

  // A refusal's toast (the database's words) comes from the mutation layer; the form stays.
  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: price?.id, payload: seasonalPayload(values) },
      {
        onSuccess: () => {
          toast.success(price ? m.admin_seasons_updated() : m.admin_seasons_created())
          onClose()
        },
      },
    ),
  )

  const title = price ? m.admin_seasons_edit_title() : m.admin_seasons_add_title()
  return (
    <AdminFormDialog
      title={title}
      description={m.admin_seasons_form_description()}
      className="max-w-xl"
      onSubmit={handleSubmit}
      onCancel={onClose}
      isPending={save.isPending}
      submitLabel={price ? m.admin_seasons_update() : m.admin_seasons_create()}
    >
      <AdminFormField
        htmlFor="season-villa"
        label={m.admin_analytics_villa()}
        isRequired
        className="sm:col-span-2"
        error={errors.villaId?.message}
      >
        <Controller
          control={form.control}
          name="villaId"
          render={({ field }) => (
            <VillaSelect
              id="season-villa"
              villas={villas}
              value={field.value}
              onValueChange={field.onChange}
              triggerRef={field.ref}
              errorId={errorIdOf('season-villa', errors.villaId?.message)}
            />
          )}
        />
      </AdminFormField>
      <BilingualField
        id="season-name"
        label={m.admin_seasons_name()}
        isRequired
        hint={m.admin_seasons_name_hint()}
        className="sm:col-span-2"
        english={seasonName}
        french={seasonNameFr}
        errors={{ en: errors.seasonName?.message, fr: errors.seasonNameFr?.message }}
      >
        {(side) => (
          <>
            <Input
              id={side.id}
              lang={side.lang}
              list={`${side.id}-presets`}
              autoComplete="off"
              aria-labelledby={side.labelledBy}
              aria-describedby={side.describedBy}
              aria-invalid={side.isInvalid || undefined}
              {...form.register(side.lang === 'en' ? 'seasonName' : 'seasonNameFr')}
            />
            <datalist id={`${side.id}-presets`}>
              {seasonPresets(side.lang).map((preset) => (
                <option key={preset} value={preset} />
              ))}
            </datalist>
          </>
        )}
      </BilingualField>
      <AdminDayField
        control={form.control}
        name="startDate"
        id="season-start"
        label={m.admin_seasons_start_date()}
        isRequired
        error={errors.startDate?.message}
      />
      <AdminDayField
        control={form.control}
        name="endDate"
        id="season-end"
        label={m.admin_seasons_end_date()}
        isRequired
        error={errors.endDate?.message}
        min={startDate || undefined}
      />
      <AdminInputField
        id="season-price"
        label={m.admin_seasons_price_per_night()}
        isRequired
        hint={
          basePrice === undefined
            ? undefined
            : m.admin_seasons_base_price({ price: formatEuro(basePrice) })
        }
        error={errors.price?.message}
        {...DECIMAL_INPUT}
        {...form.register('price')}
      />
      <AdminInputField
        id="season-priority"
        label={m.admin_seasons_priority()}
        hint={m.admin_seasons_priority_hint()}
        {...WHOLE_NUMBER_INPUT}
        min={undefined}
        {...form.register('priority')}
      />
      <fieldset className="grid gap-4 rounded-md border p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-medium">{m.admin_seasons_stay_rules()}</legend>
        <p className="-mt-2 text-xs text-muted-foreground">{m.admin_seasons_stay_rules_hint()}</p>
        <AdminInputField
          id="season-min-nights"
          label={m.admin_seasons_min_nights()}
          error={errors.minNights?.message}
          {...WHOLE_NUMBER_INPUT}
          min="1"
          placeholder={m.admin_seasons_villas_own()}
          {...form.register('minNights')}
        />
        <Controller
          control={form.control}
          name="arrivalWeekdays"
          render={({ field }) => (
            <WeekdayChoice
              legend={m.admin_seasons_arrival_days()}
              value={field.value}
              onChange={field.onChange}
              hint={m.admin_seasons_arrival_days_hint()}
            />
          )}
        />
        <Controller
          control={form.control}
          name="departureWeekdays"
          render={({ field }) => (
            <WeekdayChoice
              legend={m.admin_seasons_departure_days()}
              value={field.value}
              onChange={field.onChange}
              hint={m.admin_seasons_departure_days_hint()}
            />
          )}
        />
      </fieldset>
    </AdminFormDialog>
  )
}
