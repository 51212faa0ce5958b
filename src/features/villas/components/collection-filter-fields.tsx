import { Check } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import type { Destination } from '../api/get-destinations'
import {
  AMENITY_FILTERS,
  readPriceRange,
  type AmenityKey,
  type CollectionFilters,
} from '../lib/collection-filters'
import * as m from '@/paraglide/messages'

interface CollectionFilterFieldsProps {
  filters: CollectionFilters
  onChange: (filters: CollectionFilters) => void
  destinations: readonly Destination[]
  /** With dates the stay search holds the guests: the filter leaves them out. */
  hasGuests: boolean
  /** A row above the list (desktop) or a column in the phone's sheet. */
  layout: 'bar' | 'sheet'
}

const GUESTS = [2, 4, 6, 8, 10, 12]
const BEDROOMS = [1, 2, 3, 4, 5, 6]

const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-navy focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

/** Destination, guests, bedrooms, price per night and key amenities: each change is a new view. */
export function CollectionFilterFields({
  filters,
  onChange,
  destinations,
  hasGuests,
  layout,
}: CollectionFilterFieldsProps) {
  const id = useId()
  const set = (patch: Partial<CollectionFilters>) => onChange({ ...filters, ...patch })
  const toNumber = (value: string) => (value === '' ? null : Number(value))
  // The address may name a destination the list does not (yet) hold: it stays choosable.
  const names = destinations.map((destination) => destination.name)
  const shown =
    filters.destination && !names.includes(filters.destination)
      ? [...destinations, { name: filters.destination, villaCount: 0 }]
      : destinations

  return (
    <div
      className={cn(
        layout === 'bar'
          ? 'grid grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.4fr)] items-start gap-4'
          : 'grid gap-6',
      )}
    >
      <Field id={`${id}-destination`} label={m.villas_filter_destination()}>
        <select
          id={`${id}-destination`}
          value={filters.destination ?? ''}
          onChange={(event) => set({ destination: event.target.value || null })}
          className={selectClass}
        >
          <option value="">{m.villas_all_destinations()}</option>
          {shown.map((destination) => (
            <option key={destination.name} value={destination.name}>
              {destination.name}
              {destination.villaCount > 0 ? ` (${destination.villaCount})` : ''}
            </option>
          ))}
        </select>
      </Field>
      {hasGuests && (
        <Field id={`${id}-guests`} label={m.villas_filter_guests()}>
          <select
            id={`${id}-guests`}
            value={filters.guests ?? ''}
            onChange={(event) => set({ guests: toNumber(event.target.value) })}
            className={selectClass}
          >
            <option value="">{m.villas_any_number()}</option>
            {GUESTS.map((count) => (
              <option key={count} value={count}>
                {m.villas_guests_min({ count })}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id={`${id}-bedrooms`} label={m.villas_filter_bedrooms()}>
        <select
          id={`${id}-bedrooms`}
          value={filters.bedrooms ?? ''}
          onChange={(event) => set({ bedrooms: toNumber(event.target.value) })}
          className={selectClass}
        >
          <option value="">{m.villas_any()}</option>
          {BEDROOMS.map((count) => (
            <option key={count} value={count}>
              {m.villas_bedrooms_min({ count })}
            </option>
          ))}
        </select>
      </Field>
      <PriceRange
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onChange={(range) => set(range)}
      />
      <fieldset className={cn(layout === 'bar' && 'col-span-full')}>
        <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.15em] text-navy">
          {m.villas_filter_amenities()}
        </legend>
        <div className="flex flex-wrap gap-2">
          {AMENITY_FILTERS.map((amenity) => (
            <AmenityToggle
              key={amenity.key}
              label={amenity.label()}
              isOn={filters.amenities.includes(amenity.key)}
              onToggle={() => set({ amenities: toggled(filters.amenities, amenity.key) })}
            />
          ))}
        </div>
      </fieldset>
    </div>
  )
}

function toggled(amenities: readonly AmenityKey[], key: AmenityKey): AmenityKey[] {
  return amenities.includes(key) ? amenities.filter((other) => other !== key) : [...amenities, key]
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-[0.15em] text-navy">
        {label}
      </label>
      {children}
    </div>
  )
}

function AmenityToggle({
  label,
  isOn,
  onToggle,
}: {
  label: string
  isOn: boolean
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      aria-pressed={isOn}
      onClick={onToggle}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        isOn
          ? 'border-navy bg-navy text-ivory'
          : 'border-input bg-background text-navy hover:border-navy',
      )}
    >
      {isOn && <Check className="size-3.5" aria-hidden="true" />}
      {label}
    </button>
  )
}

/**
 * Minimum and maximum per night, applied when the pair is left or Enter is pressed (not between
 * the two fields, so a half-typed range never applies); a bound that cannot apply is explained
 * under the fields and what was typed stays.
 */
function PriceRange({
  minPrice,
  maxPrice,
  onChange,
}: {
  minPrice: number | null
  maxPrice: number | null
  onChange: (range: { minPrice: number | null; maxPrice: number | null }) => void
}) {
  const id = useId()
  const [min, setMin] = useState(minPrice === null ? '' : String(minPrice))
  const [max, setMax] = useState(maxPrice === null ? '' : String(maxPrice))
  const [problem, setProblem] = useState<string | null>(null)
  // Another view (Back, "Clear filters") brings its own bounds into the fields.
  const applied = `${minPrice}-${maxPrice}`
  const [shown, setShown] = useState(applied)
  if (shown !== applied) {
    setShown(applied)
    setMin(minPrice === null ? '' : String(minPrice))
    setMax(maxPrice === null ? '' : String(maxPrice))
    setProblem(null)
  }

  const apply = () => {
    const range = readPriceRange(min, max)
    if ('problem' in range) {
      setProblem(range.problem)
      return
    }
    setProblem(null)
    if (range.minPrice !== minPrice || range.maxPrice !== maxPrice) onChange(range)
  }
  const input = (which: 'min' | 'max') => ({
    id: `${id}-${which}`,
    type: 'number',
    inputMode: 'numeric' as const,
    min: 0,
    step: 50,
    placeholder: which === 'min' ? m.villas_no_min() : m.villas_no_max(),
    value: which === 'min' ? min : max,
    'aria-invalid': problem !== null,
    'aria-describedby': problem ? `${id}-problem` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      (which === 'min' ? setMin : setMax)(event.target.value),
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault()
        apply()
      }
    },
    className: 'h-10 pl-7',
  })

  return (
    <fieldset
      className="grid gap-1.5"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) apply()
      }}
    >
      <legend className="mb-1.5 text-xs font-semibold uppercase tracking-[0.15em] text-navy">
        {m.villas_price_per_night()}
      </legend>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <div className="relative">
          <label htmlFor={`${id}-min`} className="sr-only">
            {m.villas_price_min()}
          </label>
          <Euro />
          <Input {...input('min')} />
        </div>
        <span aria-hidden="true" className="text-muted-foreground">
          –
        </span>
        <div className="relative">
          <label htmlFor={`${id}-max`} className="sr-only">
            {m.villas_price_max()}
          </label>
          <Euro />
          <Input {...input('max')} />
        </div>
      </div>
      <p id={`${id}-problem`} aria-live="polite" className="min-h-5 text-sm text-destructive">
        {problem}
      </p>
    </fieldset>
  )
}

function Euro() {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
    >
      €
    </span>
  )
}
