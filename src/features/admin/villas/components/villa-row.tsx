import { Pencil, TriangleAlert } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { TranslationMissingBadge } from '@/features/admin/layout/components/bilingual-field'
import { isMissingTranslation, langAttribute, pickList } from '@/lib/i18n/content'
import { currentLocale } from '@/lib/i18n/locale'
import { Button } from '@/components/ui/button'
import { formatEuro } from '@/lib/money'
import { cn } from '@/lib/utils'
import type { AdminVilla } from '../api/get-admin-villas'
import type { VillaBookingCount } from '../api/get-villa-booking-counts'
import { lacksRegistrationNumber } from '../lib/registration-number'
import { amenitiesPreview } from '../lib/villa-fields'
import { VillaRowMenu } from './villa-row-menu'
import * as m from '@/paraglide/messages'

/** The site's stand-in for a villa without photos (public/images). */
const PLACEHOLDER_IMAGE = '/images/placeholder-villa.svg'

/** The desktop columns, shared by the header and the rows. */
export const VILLA_ROW_GRID =
  'md:grid md:grid-cols-[4rem_minmax(0,2.4fr)_minmax(0,1fr)_minmax(0,0.9fr)_minmax(0,1fr)_5.5rem_7.5rem] md:items-center md:gap-4'

interface VillaRowProps {
  villa: AdminVilla
  /** undefined while the counts load; null when they could not be loaded. */
  bookings: VillaBookingCount | null | undefined
  onEdit: () => void
  onToggleActive: () => void
  onDelete: () => void
}

function bookingsText(bookings: VillaBookingCount | null | undefined) {
  if (bookings === undefined) return { main: '…', sub: null }
  if (bookings === null) return { main: '—', sub: null }
  if (bookings.bookings === 0) return { main: m.admin_villas_no_bookings(), sub: null }
  return {
    main: m.admin_villas_bookings_count({ count: bookings.bookings }),
    sub: bookings.upcoming > 0 ? m.admin_villas_upcoming({ count: bookings.upcoming }) : null,
  }
}

/** One villa of Manage Villas: a compact card on a phone, a table-like row from 768 px. */
export function VillaRow({ villa, bookings, onEdit, onToggleActive, onDelete }: VillaRowProps) {
  // The amenities in the staff member's language, the other one (marked) while not translated.
  const locale = currentLocale()
  const amenities = pickList(villa.amenities, villa.amenities_fr, locale)
  const { visible, hiddenCount } = amenitiesPreview(amenities.items)
  const booked = bookingsText(bookings)
  const isUnregistered = lacksRegistrationNumber(villa)
  return (
    <article
      aria-label={villa.name}
      className={cn(
        'relative flex gap-3 p-3 md:px-4 md:py-2.5',
        VILLA_ROW_GRID,
        !villa.is_active && 'bg-muted/40',
      )}
    >
      <img
        src={villa.images[0] ?? PLACEHOLDER_IMAGE}
        alt=""
        loading="lazy"
        decoding="async"
        width={64}
        height={48}
        className={cn(
          'size-[4.5rem] shrink-0 rounded-md bg-muted object-cover md:h-12 md:w-16',
          !villa.is_active && 'opacity-60',
        )}
      />
      <div className="min-w-0 flex-1 pr-20 md:pr-0">
        <h3 className="flex min-w-0 items-center gap-1.5 font-sans text-base font-semibold text-navy">
          <span className="truncate">{villa.name}</span>
          {/* A warning the row's height does not change for: an icon, named for screen readers. */}
          {isUnregistered && (
            <span className="flex shrink-0 text-amber-700" title={m.admin_villas_unregistered()}>
              <TriangleAlert className="size-4" aria-hidden="true" />
              <span className="sr-only">{m.admin_villas_unregistered()}</span>
            </span>
          )}
        </h3>
        <p className="truncate text-sm text-muted-foreground">{villa.location}</p>
        {isMissingTranslation([
          [villa.description, villa.description_fr],
          [villa.amenities, villa.amenities_fr],
          [villa.distances, villa.distances_fr],
        ]) && <TranslationMissingBadge className="mt-1" />}
        {amenities.items.length > 0 && (
          <p className="mt-0.5 hidden min-w-0 gap-1.5 text-xs text-muted-foreground md:flex">
            <span lang={langAttribute(amenities.lang, locale)} className="truncate">
              {visible.join(' · ')}
            </span>
            {hiddenCount > 0 && (
              <span className="shrink-0">{m.admin_villas_more({ count: hiddenCount })}</span>
            )}
          </p>
        )}
        {/* On a phone the figures follow the name on one line. */}
        <p className="mt-1 text-xs text-muted-foreground md:hidden">
          {m.admin_villas_guests_count({ count: villa.max_guests })} ·{' '}
          {m.admin_villas_bedrooms_count({ count: villa.bedrooms })} ·{' '}
          <span className="font-medium text-navy">{formatEuro(villa.price_per_night)}</span>{' '}
          {m.admin_villas_per_night_short()}
          {bookings ? ` · ${booked.main}` : ''}
        </p>
        {!villa.is_active && (
          <Badge variant="secondary" className="mt-1.5 md:hidden">
            {m.admin_ui_inactive()}
          </Badge>
        )}
      </div>
      <p className="hidden text-sm md:block">
        {m.admin_villas_guests_count({ count: villa.max_guests })}
        <span className="block text-xs text-muted-foreground">
          {m.admin_villas_bedrooms_count({ count: villa.bedrooms })}
        </span>
      </p>
      <p className="hidden text-sm md:block">
        <span className="font-semibold text-navy">{formatEuro(villa.price_per_night)}</span>
        <span className="block text-xs text-muted-foreground">{m.admin_villas_per_night()}</span>
      </p>
      <p className="hidden text-sm md:block">
        {booked.main}
        {booked.sub && <span className="block text-xs text-muted-foreground">{booked.sub}</span>}
      </p>
      <div className="hidden md:block">
        <Badge variant={villa.is_active ? 'default' : 'secondary'}>
          {villa.is_active ? m.admin_ui_active() : m.admin_ui_inactive()}
        </Badge>
      </div>
      <div className="absolute right-2 top-2 flex items-center gap-1 md:static md:justify-end">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={m.admin_villas_edit_name({ name: villa.name })}
          className="h-9 md:h-8"
        >
          <Pencil aria-hidden="true" />{' '}
          <span className="hidden sm:inline">{m.admin_villas_edit()}</span>
        </Button>
        <VillaRowMenu
          villa={villa}
          onEdit={onEdit}
          onToggleActive={onToggleActive}
          onDelete={onDelete}
        />
      </div>
    </article>
  )
}
