import { Bath, BedDouble, Euro, Maximize, Users, type LucideIcon } from 'lucide-react'
import type { Villa } from '@/features/villas/api/get-villas'
import { formatEuro } from '@/lib/money'
import { classificationPhrase } from '@/lib/villa-classification'
import { VillaSection } from './villa-section'

/** Guests, bedrooms, bathrooms, size (when known) and the villa's from price. */
export function VillaDetails({ villa }: { villa: Villa }) {
  const facts: { icon: LucideIcon; label: string; value: string }[] = [
    { icon: Users, label: 'Guests', value: `Up to ${villa.max_guests}` },
    { icon: BedDouble, label: 'Bedrooms', value: String(villa.bedrooms) },
    { icon: Bath, label: 'Bathrooms', value: String(villa.bathrooms) },
    ...(villa.size_sqm !== null
      ? [{ icon: Maximize, label: 'Living space', value: `${villa.size_sqm} m²` }]
      : []),
    { icon: Euro, label: 'From', value: `${formatEuro(villa.from_price)} / night` },
  ]
  return (
    <VillaSection id="details" eyebrow="Details" title="The villa at a glance">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-lg border border-border/70 bg-card p-5">
            <Icon className="size-5 text-gold" aria-hidden="true" />
            <dt className="mt-3 text-xs uppercase tracking-[0.15em] text-muted-foreground">
              {label}
            </dt>
            <dd className="mt-1 font-display text-2xl text-navy">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Loi Le Meur: every listing of a furnished tourist rental shows its registration number. */}
      <p className="mt-5 space-y-0.5 text-sm text-muted-foreground">
        <span className="block">{classificationPhrase(villa.classification)}</span>
        {villa.registration_number && (
          <span className="block">
            Registration number:{' '}
            <span className="font-medium text-navy">{villa.registration_number}</span>
          </span>
        )}
      </p>
    </VillaSection>
  )
}
