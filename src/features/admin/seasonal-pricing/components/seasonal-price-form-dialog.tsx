import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import {
  AdminDayField,
  AdminInputField,
  DECIMAL_INPUT,
  WHOLE_NUMBER_INPUT,
} from '@/features/admin/layout/components/admin-fields'
import { AdminFormDialog } from '@/features/admin/layout/components/admin-form-dialog'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { errorIdOf } from '@/lib/form-rules'
import { VillaSelect, type VillaOption } from '@/features/admin/layout/components/villa-select'
import type { SeasonalPrice } from '../api/get-seasonal-prices'
import { useSaveSeasonalPrice } from '../api/save-seasonal-price'
import { WeekdayChoice } from '@/features/admin/layout/components/weekday-choice'
import {
  emptySeasonalForm,
  SEASON_PRESETS,
  seasonalFormSchema,
  seasonalPayload,
  type SeasonalFormValues,
} from '../lib/seasonal-form'

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
  const [villaId, startDate] = form.watch(['villaId', 'startDate'])
  const basePrice = villas.find((villa) => villa.id === villaId)?.price_per_night

  // A refusal's toast (the database's words) comes from the mutation layer; the form stays.
  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: price?.id, payload: seasonalPayload(values) },
      {
        onSuccess: () => {
          toast.success(`Seasonal pricing ${price ? 'updated' : 'created'} successfully`)
          onClose()
        },
      },
    ),
  )

  const title = price ? 'Edit Seasonal Pricing' : 'Add Seasonal Pricing'
  return (
    <AdminFormDialog
      title={title}
      description="When seasons overlap, the higher priority wins."
      className="max-w-xl"
      onSubmit={handleSubmit}
      onCancel={onClose}
      isPending={save.isPending}
      submitLabel={price ? 'Update Pricing' : 'Create Pricing'}
    >
      <AdminFormField
        htmlFor="season-villa"
        label="Villa"
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
      <AdminInputField
        id="season-name"
        label="Season name"
        isRequired
        hint="Pick a preset or type a name."
        className="sm:col-span-2"
        error={errors.seasonName?.message}
        list="season-presets"
        autoComplete="off"
        {...form.register('seasonName')}
      />
      <datalist id="season-presets">
        {SEASON_PRESETS.map((preset) => (
          <option key={preset} value={preset} />
        ))}
      </datalist>
      <AdminDayField
        control={form.control}
        name="startDate"
        id="season-start"
        label="Start date"
        isRequired
        error={errors.startDate?.message}
      />
      <AdminDayField
        control={form.control}
        name="endDate"
        id="season-end"
        label="End date"
        isRequired
        error={errors.endDate?.message}
        disabledBefore={startDate || undefined}
      />
      <AdminInputField
        id="season-price"
        label="Price per night (€)"
        isRequired
        hint={basePrice === undefined ? undefined : `Base price €${basePrice}`}
        error={errors.price?.message}
        {...DECIMAL_INPUT}
        {...form.register('price')}
      />
      <AdminInputField
        id="season-priority"
        label="Priority"
        hint="Higher wins when seasons overlap."
        {...WHOLE_NUMBER_INPUT}
        min={undefined}
        {...form.register('priority')}
      />
      <fieldset className="grid gap-4 rounded-md border p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-medium">Stay rules (optional)</legend>
        <p className="-mt-2 text-xs text-muted-foreground">
          For stays arriving in this season. Leave empty to keep the villa&apos;s rules.
        </p>
        <AdminInputField
          id="season-min-nights"
          label="Minimum nights"
          error={errors.minNights?.message}
          {...WHOLE_NUMBER_INPUT}
          min="1"
          placeholder="The villa's"
          {...form.register('minNights')}
        />
        <Controller
          control={form.control}
          name="arrivalWeekdays"
          render={({ field }) => (
            <WeekdayChoice
              legend="Arrival days"
              value={field.value}
              onChange={field.onChange}
              hint="None chosen: the villa's arrival days."
            />
          )}
        />
        <Controller
          control={form.control}
          name="departureWeekdays"
          render={({ field }) => (
            <WeekdayChoice
              legend="Departure days"
              value={field.value}
              onChange={field.onChange}
              hint="None chosen: the villa's departure days."
            />
          )}
        />
      </fieldset>
    </AdminFormDialog>
  )
}
