import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { AdminFormField } from '@/features/admin/layout/components/admin-form-field'
import { errorIdOf, fieldErrorProps } from '@/lib/form-rules'
import { DatePicker } from '@/features/admin/layout/components/date-pickers'
import { VillaSelect, type VillaOption } from '@/features/admin/layout/components/villa-select'
import { parseIsoDay, isoDay } from '@/lib/dates'
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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader className="text-left">
          <DialogTitle className="font-display text-2xl text-navy">{title}</DialogTitle>
          <DialogDescription>When seasons overlap, the higher priority wins.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={handleSubmit}
          className="grid gap-4 sm:grid-cols-2"
          aria-label={title}
          noValidate
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
          <AdminFormField
            htmlFor="season-name"
            label="Season name"
            isRequired
            hint="Pick a preset or type a name."
            className="sm:col-span-2"
            error={errors.seasonName?.message}
          >
            <Input
              id="season-name"
              list="season-presets"
              autoComplete="off"
              {...fieldErrorProps('season-name', errors.seasonName?.message)}
              {...form.register('seasonName')}
            />
            <datalist id="season-presets">
              {SEASON_PRESETS.map((preset) => (
                <option key={preset} value={preset} />
              ))}
            </datalist>
          </AdminFormField>
          <AdminFormField
            htmlFor="season-start"
            label="Start date"
            isRequired
            error={errors.startDate?.message}
          >
            <Controller
              control={form.control}
              name="startDate"
              render={({ field }) => (
                <DatePicker
                  id="season-start"
                  value={field.value ? parseIsoDay(field.value) : undefined}
                  onChange={(day) => field.onChange(day ? isoDay(day) : '')}
                  triggerRef={field.ref}
                  errorId={errorIdOf('season-start', errors.startDate?.message)}
                />
              )}
            />
          </AdminFormField>
          <AdminFormField
            htmlFor="season-end"
            label="End date"
            isRequired
            error={errors.endDate?.message}
          >
            <Controller
              control={form.control}
              name="endDate"
              render={({ field }) => (
                <DatePicker
                  id="season-end"
                  value={field.value ? parseIsoDay(field.value) : undefined}
                  onChange={(day) => field.onChange(day ? isoDay(day) : '')}
                  disabledBefore={startDate ? parseIsoDay(startDate) : undefined}
                  triggerRef={field.ref}
                  errorId={errorIdOf('season-end', errors.endDate?.message)}
                />
              )}
            />
          </AdminFormField>
          <AdminFormField
            htmlFor="season-price"
            label="Price per night (€)"
            isRequired
            hint={basePrice === undefined ? undefined : `Base price €${basePrice}`}
            error={errors.price?.message}
          >
            <Input
              id="season-price"
              type="number"
              min="0"
              step="0.01"
              inputMode="decimal"
              {...fieldErrorProps('season-price', errors.price?.message)}
              {...form.register('price')}
            />
          </AdminFormField>
          <AdminFormField
            htmlFor="season-priority"
            label="Priority"
            hint="Higher wins when seasons overlap."
          >
            <Input
              id="season-priority"
              type="number"
              step="1"
              inputMode="numeric"
              {...form.register('priority')}
            />
          </AdminFormField>
          <fieldset className="grid gap-4 rounded-md border p-4 sm:col-span-2">
            <legend className="px-1 text-sm font-medium">Stay rules (optional)</legend>
            <p className="-mt-2 text-xs text-muted-foreground">
              For stays arriving in this season. Leave empty to keep the villa&apos;s rules.
            </p>
            <AdminFormField
              htmlFor="season-min-nights"
              label="Minimum nights"
              error={errors.minNights?.message}
            >
              <Input
                id="season-min-nights"
                type="number"
                min="1"
                step="1"
                inputMode="numeric"
                placeholder="The villa's"
                {...fieldErrorProps('season-min-nights', errors.minNights?.message)}
                {...form.register('minNights')}
              />
            </AdminFormField>
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
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : price ? 'Update Pricing' : 'Create Pricing'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
