import { Check } from 'lucide-react'
import { langAttribute } from '@/lib/i18n/content'
import type { Locale } from '@/lib/i18n/locale'
import { VillaSection } from './villa-section'
import * as m from '@/paraglide/messages'

export function VillaAmenities({
  amenities,
  lang,
}: {
  amenities: readonly string[]
  lang: Locale
}) {
  if (amenities.length === 0) return null
  return (
    <VillaSection
      id="amenities"
      eyebrow={m.villas_amenities_eyebrow()}
      title={m.villas_amenities_title()}
    >
      <ul lang={langAttribute(lang)} className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {amenities.map((amenity) => (
          <li key={amenity} className="flex items-center gap-3 text-foreground/85">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-sand">
              <Check className="size-4 text-gold-dark" aria-hidden="true" />
            </span>
            {amenity}
          </li>
        ))}
      </ul>
    </VillaSection>
  )
}
