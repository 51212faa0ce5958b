import { MapPin } from 'lucide-react'
import type { VillaArea as VillaAreaContent } from '@/features/villas/api/get-villa-area'
import { parseDistances } from '@/features/villas/lib/distances'
import { langAttribute } from '@/lib/i18n/content'
import type { Locale } from '@/lib/i18n/locale'
import { VillaSection } from './villa-section'
import * as m from '@/paraglide/messages'

interface VillaAreaProps {
  distances: string | null
  /** The language the distances are written in. */
  distancesLang: Locale
  area: VillaAreaContent | null | undefined
}

/** Distances from the villa, then the shared text and image about the area. */
export function VillaArea({ distances, distancesLang, area }: VillaAreaProps) {
  const entries = parseDistances(distances)
  const text = area?.content.trim()
  if (entries.length === 0 && !text && !area?.image_url) return null
  return (
    <VillaSection id="area" eyebrow={m.villas_area_eyebrow()} title={m.villas_area_title()}>
      {entries.length > 0 && (
        <dl lang={langAttribute(distancesLang)} className="grid gap-x-10 sm:grid-cols-2">
          {entries.map(({ label, value }) => (
            <div
              key={label}
              className="flex items-center justify-between gap-4 border-b border-dashed border-border py-3"
            >
              <dt className="flex items-center gap-2 text-foreground/85">
                <MapPin className="size-4 text-gold" aria-hidden="true" />
                {label}
              </dt>
              <dd className="font-medium text-navy">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {(text || area?.image_url) && (
        <div className="mt-8 grid items-center gap-6 md:grid-cols-2">
          {text && area && (
            <p
              lang={langAttribute(area.contentLang)}
              className="leading-relaxed text-foreground/85"
            >
              {text}
            </p>
          )}
          {area?.image_url && (
            <img
              src={area.image_url}
              alt={m.villas_area_image_alt()}
              width={1600}
              height={1200}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full rounded-lg object-cover"
            />
          )}
        </div>
      )}
    </VillaSection>
  )
}
