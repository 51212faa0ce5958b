import { Bath, BedDouble, Euro, Maximize, Users, type LucideIcon } from 'lucide-react'
import type { Villa } from '@/features/villas/api/get-villas'
import { formatEuro } from '@/lib/money'
import { classificationStars, type VillaClassification } from '@/lib/villa-classification'
import { VillaSection } from './villa-section'
import * as m from '@/paraglide/messages'

/** Guests, bedrooms, bathrooms, size (when known) and the villa's from price. */
export function VillaDetails({ villa }: { villa: Villa }) {
  const facts: { icon: LucideIcon; label: string; value: string }[] = [
    {
      icon: Users,
      label: m.villas_fact_guests(),
      value: m.villas_up_to({ count: villa.max_guests }),
    },
    { icon: BedDouble, label: m.villas_fact_bedrooms(), value: String(villa.bedrooms) },
    { icon: Bath, label: m.villas_fact_bathrooms(), value: String(villa.bathrooms) },
    ...(villa.size_sqm !== null
      ? [{ icon: Maximize, label: m.villas_fact_living_space(), value: `${villa.size_sqm} m²` }]
      : []),
    {
      icon: Euro,
      label: m.villas_fact_from(),
      value: m.villas_price_per_night_value({ price: formatEuro(villa.from_price) }),
    },
  ]
  return (
    <VillaSection
      id="details"
      eyebrow={m.villas_details_eyebrow()}
      title={m.villas_details_title()}
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {facts.map(({ icon: Icon, label, value }) => (
          // A label on two lines (French "Salles de bains" on a phone) keeps the values of a
          // row on one line: each value sits at the bottom of its card.
          <div key={label} className="flex flex-col rounded-lg border border-border/70 bg-card p-5">
            <Icon className="size-5 text-gold" aria-hidden="true" />
            <dt className="mt-3 text-xs uppercase tracking-[0.15em] text-muted-foreground">
              {label}
            </dt>
            <dd className="mt-auto pt-1 font-display text-2xl text-navy">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Loi Le Meur: every listing of a furnished tourist rental shows its registration number. */}
      <p className="mt-5 space-y-0.5 text-sm text-muted-foreground">
        <span className="block">{classificationText(villa.classification)}</span>
        {villa.registration_number && (
          <span className="block">
            {m.villas_registration()}{' '}
            <span className="font-medium text-navy">{villa.registration_number}</span>
          </span>
        )}
      </p>
    </VillaSection>
  )
}

/** "Classified 5-star furnished tourist rental" / "Meublé de tourisme classé 5 étoiles". */
function classificationText(classification: VillaClassification) {
  const stars = classificationStars(classification)
  return stars === null ? m.villas_unclassified() : m.villas_classified({ count: stars })
}
