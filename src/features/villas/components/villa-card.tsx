import { Bath, BedDouble, Maximize, MapPin, Users, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { Villa } from '@/features/villas/api/get-villas'
import { formatEuro } from '@/lib/money'
import { VillaImageCarousel } from './villa-image-carousel'
import * as m from '@/paraglide/messages'

interface VillaCardProps {
  villa: Villa
  /** A stay search's result for this villa: its exact total, and the search to carry along. */
  offer?: { total: number; nightlyAverage: number; nights: number; query: string }
  isPriority?: boolean
  /** h3 under a section heading (home), h2 directly under the page title (lists). */
  headingLevel?: 'h2' | 'h3'
}

/**
 * A villa in a list. The name's link stretches over the whole card, so the card opens the villa
 * while the carousel arrows stay separate buttons (no button nested inside a link).
 */
export function VillaCard({ villa, offer, isPriority, headingLevel = 'h3' }: VillaCardProps) {
  const Heading = headingLevel
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg bg-card shadow-sm ring-1 ring-border/60 transition-shadow duration-300 hover:shadow-xl focus-within:shadow-xl">
      <VillaImageCarousel
        images={villa.images}
        villaName={villa.name}
        isPriority={isPriority}
        href={`${paths.villa.href(villa.id)}${offer ? `?${offer.query}` : ''}`}
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div>
          <p className="flex items-center gap-1.5 text-xs uppercase tracking-luxe text-gold-dark">
            <MapPin className="size-3.5" aria-hidden="true" />
            {villa.location}
          </p>
          <Heading className="mt-2 text-2xl leading-tight text-navy">
            <Link
              to={`${paths.villa.href(villa.id)}${offer ? `?${offer.query}` : ''}`}
              className="rounded-sm after:absolute after:inset-0 after:z-10 after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-gold"
            >
              {villa.name}
            </Link>
          </Heading>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-muted-foreground">
          <Fact icon={Users} label={m.villas_guests_count({ count: villa.max_guests })} />
          <Fact icon={BedDouble} label={m.villas_bedrooms_count({ count: villa.bedrooms })} />
          <Fact icon={Bath} label={m.villas_bathrooms_count({ count: villa.bathrooms })} />
          {villa.size_sqm !== null && <Fact icon={Maximize} label={`${villa.size_sqm} m²`} />}
        </ul>
        {offer ? (
          <p className="mt-auto border-t border-border/70 pt-4 text-sm text-muted-foreground">
            <span className="font-display text-2xl font-semibold text-navy">
              {formatEuro(offer.total)}
            </span>{' '}
            {m.villas_for_nights({ nights: m.nights_count({ count: offer.nights }) })}
            <span className="block">
              {m.villas_nightly_average({ price: formatEuro(offer.nightlyAverage) })}
            </span>
          </p>
        ) : (
          <p className="mt-auto border-t border-border/70 pt-4 text-sm text-muted-foreground">
            {/* The villa's one from price (stored with it): the same on every screen. */}
            {m.villas_from()}{' '}
            <span className="font-display text-2xl font-semibold text-navy">
              {formatEuro(villa.from_price)}
            </span>{' '}
            {m.villas_per_night()}
          </p>
        )}
      </div>
    </article>
  )
}

function Fact({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon className="size-4 text-gold-dark" aria-hidden="true" />
      {label}
    </li>
  )
}
