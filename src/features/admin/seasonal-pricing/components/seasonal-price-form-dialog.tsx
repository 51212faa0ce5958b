import { useState } from 'react'
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
import { DatePicker } from '@/features/admin/layout/components/date-pickers'
import { VillaSelect, type VillaOption } from '@/features/admin/layout/components/villa-select'
import { parseIsoDay, isoDay } from '@/lib/dates'
import type { SeasonalPrice } from '../api/get-seasonal-prices'
import { useSaveSeasonalPrice } from '../api/save-seasonal-price'
import { WeekdayChoice } from '@/features/admin/layout/components/weekday-choice'
import {
  checkSeasonalForm,
  emptySeasonalForm,
  SEASON_PRESETS,
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
  const [values, setValues] = useState(() => (price ? valuesFrom(price) : emptySeasonalForm))
  const set = (patch: Partial<SeasonalFormValues>) =>
    setValues((current) => ({ ...current, ...patch }))
  const basePrice = villas.find((villa) => villa.id === values.villaId)?.price_per_night

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const check = checkSeasonalForm(values)
    if (!check.ok) {
      toast.error('Error', { description: check.message })
      return
    }
    save.mutate(
      { id: price?.id, payload: check.payload },
      {
        onSuccess: () => {
          toast.success(`Seasonal pricing ${price ? 'updated' : 'created'} successfully`)
          onClose()
        },
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    )
  }

  const title = price ? 'Edit Seasonal Pricing' : 'Add Seasonal Pricing'
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader className="text-left">
          <DialogTitle className="font-display text-2xl text-navy">{title}</DialogTitle>
          <DialogDescription>When seasons overlap, the higher priority wins.</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2" aria-label={title}>
          <AdminFormField htmlFor="season-villa" label="Villa" isRequired className="sm:col-span-2">
            <VillaSelect
              id="season-villa"
              villas={villas}
              value={values.villaId}
              onValueChange={(villaId) => set({ villaId })}
            />
          </AdminFormField>
          <AdminFormField
            htmlFor="season-name"
            label="Season name"
            isRequired
            hint="Pick a preset or type a name."
            className="sm:col-span-2"
          >
            <Input
              id="season-name"
              list="season-presets"
              autoComplete="off"
              value={values.seasonName}
              onChange={(event) => set({ seasonName: event.target.value })}
            />
            <datalist id="season-presets">
              {SEASON_PRESETS.map((preset) => (
                <option key={preset} value={preset} />
              ))}
            </datalist>
          </AdminFormField>
          <AdminFormField htmlFor="season-start" label="Start date" isRequired>
            <DatePicker
              id="season-start"
              value={values.startDate ? parseIsoDay(values.startDate) : undefined}
              onChange={(day) => set({ startDate: day ? isoDay(day) : '' })}
            />
          </AdminFormField>
          <AdminFormField htmlFor="season-end" label="End date" isRequired>
            <DatePicker
              id="season-end"
              value={values.endDate ? parseIsoDay(values.endDate) : undefined}
              onChange={(day) => set({ endDate: day ? isoDay(day) : '' })}
              disabledBefore={values.startDate ? parseIsoDay(values.startDate) : undefined}
            />
          </AdminFormField>
          <AdminFormField
            htmlFor="season-price"
            label="Price per night (€)"
            isRequired
            hint={basePrice === undefined ? undefined : `Base price €${basePrice}`}
          >
            <Input
              id="season-price"
              type="number"
              min="0"
              step="0.01"
              inputMode="decimal"
              value={values.price}
              onChange={(event) => set({ price: event.target.value })}
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
              value={values.priority}
              onChange={(event) => set({ priority: event.target.value })}
            />
          </AdminFormField>
          <fieldset className="grid gap-4 rounded-md border p-4 sm:col-span-2">
            <legend className="px-1 text-sm font-medium">Stay rules (optional)</legend>
            <p className="-mt-2 text-xs text-muted-foreground">
              For stays arriving in this season. Leave empty to keep the villa&apos;s rules.
            </p>
            <AdminFormField htmlFor="season-min-nights" label="Minimum nights">
              <Input
                id="season-min-nights"
                type="number"
                min="1"
                step="1"
                inputMode="numeric"
                placeholder="The villa's"
                value={values.minNights}
                onChange={(event) => set({ minNights: event.target.value })}
              />
            </AdminFormField>
            <WeekdayChoice
              legend="Arrival days"
              value={values.arrivalWeekdays}
              onChange={(days) => set({ arrivalWeekdays: days })}
              hint="None chosen: the villa's arrival days."
            />
            <WeekdayChoice
              legend="Departure days"
              value={values.departureWeekdays}
              onChange={(days) => set({ departureWeekdays: days })}
              hint="None chosen: the villa's departure days."
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
