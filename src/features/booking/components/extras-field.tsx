import type { VillaExtra } from '@/features/booking/lib/villa-extras'
import { extraDescription, extraName, extraPriceBasis } from '@/features/booking/lib/villa-extras'
import * as m from '@/paraglide/messages'

interface ExtrasFieldProps {
  /** The extras the stay can have (offeredExtras). */
  extras: readonly VillaExtra[]
  chosen: readonly string[]
  onChange: (chosen: string[]) => void
}

/**
 * The optional extras a guest can tick, each with what it is and its price basis ("€95 per
 * guest"); the quote above prices the ticked ones. Native checkboxes: Tab and Space work.
 */
export function ExtrasField({ extras, chosen, onChange }: ExtrasFieldProps) {
  if (extras.length === 0) return null
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id))
  return (
    <fieldset className="grid gap-2" data-testid="booking-extras">
      <legend className="mb-1 text-sm font-medium leading-none">{m.booking_extras_legend()}</legend>
      {extras.map((extra) => {
        const id = `booking-extra-${extra.id}`
        const name = extraName(extra)
        const description = extraDescription(extra)
        return (
          <label
            key={extra.id}
            htmlFor={id}
            className="flex cursor-pointer items-start gap-2.5 rounded-md border border-border/70 p-3 text-sm has-[:checked]:border-navy has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              id={id}
              type="checkbox"
              name="extras"
              value={extra.id}
              checked={chosen.includes(extra.id)}
              onChange={(event) => toggle(extra.id, event.target.checked)}
              className="mt-0.5 size-4 shrink-0 accent-navy"
            />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap justify-between gap-x-3">
                <span className="font-medium text-navy" lang={name.lang}>
                  {name.text}
                </span>
                <span className="whitespace-nowrap text-foreground/80">
                  {extraPriceBasis(extra)}
                </span>
              </span>
              {description.text && (
                <span
                  className="mt-0.5 block text-xs text-muted-foreground"
                  lang={description.lang}
                >
                  {description.text}
                </span>
              )}
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
