import { Check, Plus, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { langAttribute } from '@/lib/i18n/content'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'
import {
  AMENITY_CATALOGUE,
  addAmenities,
  customAmenities,
  hasAmenity,
  toggleAmenity,
} from '../lib/amenity-catalogue'

interface AmenitiesPickerProps {
  value: string[]
  onChange: (value: string[]) => void
  /** Inside a bilingual field, whose legend already names it: the legend is for screen readers. */
  isLegendHidden?: boolean
}

/**
 * Amenities: pick from the catalogue, or add your own (shown as chips). The amenities are the
 * villa's English content: marked as English when the admin is in French.
 */
export function AmenitiesPicker({ value, onChange, isLegendHidden }: AmenitiesPickerProps) {
  const [typed, setTyped] = useState('')
  const custom = customAmenities(value)
  const english = langAttribute('en')
  const add = () => {
    onChange(addAmenities(value, typed))
    setTyped('')
  }

  return (
    <fieldset className="space-y-3">
      <legend className={isLegendHidden ? 'sr-only' : 'text-sm font-medium'}>
        {m.admin_villas_field_amenities()}
      </legend>
      <ul className="flex flex-wrap gap-2" aria-label={m.admin_villas_amenity_catalogue()}>
        {AMENITY_CATALOGUE.map((amenity) => {
          const isPicked = hasAmenity(value, amenity)
          return (
            <li key={amenity}>
              <button
                type="button"
                aria-pressed={isPicked}
                onClick={() => onChange(toggleAmenity(value, amenity))}
                className={cn(
                  'flex items-center gap-1 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold',
                  isPicked
                    ? 'border-navy bg-navy text-ivory'
                    : 'border-input bg-background hover:bg-muted',
                )}
              >
                {isPicked && <Check className="size-3.5" aria-hidden="true" />}
                <span lang={english}>{amenity}</span>
              </button>
            </li>
          )
        })}
      </ul>
      {custom.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={m.admin_villas_custom_amenities()}>
          {custom.map((amenity) => (
            <li
              key={amenity}
              className="flex items-center gap-1 rounded-full bg-gold/20 py-1 pl-3 pr-1 text-sm text-navy"
            >
              <span lang={english}>{amenity}</span>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-gold/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
                aria-label={m.admin_villas_remove_amenity({ amenity })}
                onClick={() => onChange(value.filter((entry) => entry !== amenity))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <label htmlFor="villa-amenity-custom" className="sr-only">
          {m.admin_villas_add_amenity()}
        </label>
        <Input
          id="villa-amenity-custom"
          value={typed}
          placeholder={m.admin_villas_add_amenity_placeholder()}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={typed.trim() === ''}>
          <Plus aria-hidden="true" /> {m.admin_villas_amenity_add_button()}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {value.length === 0
          ? m.admin_villas_amenities_none()
          : m.admin_villas_amenities_picked({ count: value.length })}{' '}
        {m.admin_villas_amenities_several()}
      </p>
    </fieldset>
  )
}
