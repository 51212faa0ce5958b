import { lazy, Suspense, useState } from 'react'
import { SlidersHorizontal } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LoadError } from '@/components/feedback/load-error'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { parseIsoDay } from '@/lib/dates'
import { currentLocale } from '@/lib/i18n/locale'
import { cn } from '@/lib/utils'
import { useDestinations } from '../api/get-destinations'
import { useVillaCollection, type CollectionRequest } from '../api/get-villa-collection'
import { useVillaSearch } from '../api/search-villas'
import {
  activeFilterCount,
  NO_FILTERS,
  PAGE_SIZE,
  SORT_OPTIONS,
  type CollectionFilters,
  type CollectionSort,
} from '../lib/collection-filters'
import { staySearchQuery, type StaySearch } from '../lib/stay-search'
import { CollectionFilterFields } from './collection-filter-fields'
import { VillaCard } from './villa-card'
import { VillaGridSkeleton } from './villa-grid'
import * as m from '@/paraglide/messages'

// The phone's filter panel (a Radix dialog) loads with its first opening, not with the page.
const CollectionFilterSheet = lazy(() =>
  import('./collection-filter-sheet').then((module) => ({
    default: module.CollectionFilterSheet,
  })),
)

interface VillaCollectionProps {
  request: CollectionRequest
  /** A new view: a step in the address (Back returns to the previous one). */
  onFilter: (filters: CollectionFilters) => void
  /** One more page of cards, in place in the address. */
  onShowMore: () => void
}

// Intl rather than date-fns' formatter, which would grow the page's first download. Made for
// each use: the language on screen decides ("Jul 10, 2027", "10 juil. 2027").
const formatDay = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale() === 'fr' ? 'fr-FR' : 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(parseIsoDay(iso))

/**
 * The collection as the address asks for it: filters (a bar on desktops, a panel on phones),
 * the sort, one page of cards or more, each priced with the villa's one from price, or with
 * the stay's total when dates are searched.
 */
export function VillaCollection({ request, onFilter, onShowMore }: VillaCollectionProps) {
  const { filters, stay } = request
  const collection = useVillaCollection(request)
  const offers = useVillaSearch(stay)
  const destinations = useDestinations().data ?? []
  const [isSheetOpen, setIsSheetOpen] = useState(false)
  // Each opening starts from the address's filters.
  const [sheetOpenings, setSheetOpenings] = useState(0)
  // The cards on screen while another view loads are dimmed; while more of the same load, not.
  const view = JSON.stringify([filters, stay])
  const [shownView, setShownView] = useState(view)
  if (collection.data && !collection.isPlaceholderData && shownView !== view) setShownView(view)
  const isChangingView = collection.isPlaceholderData && shownView !== view
  const filterCount = activeFilterCount(filters, { withGuests: stay === null })
  // The stay's guests are part of the search, not a filter.
  const clear = () =>
    onFilter({ ...NO_FILTERS, sort: filters.sort, guests: stay ? filters.guests : null })

  const isEmpty = collection.data?.villas.length === 0
  const header = (
    <div className="mb-8 space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ResultsHeading stay={stay} total={collection.data?.total} />
        <div className="flex items-center gap-3">
          <Button
            type="button"
            variant="outline"
            className="lg:hidden"
            onClick={() => {
              setSheetOpenings((count) => count + 1)
              setIsSheetOpen(true)
            }}
          >
            <SlidersHorizontal aria-hidden="true" />
            {m.villas_filters()}
            {filterCount > 0 && (
              <span className="rounded-full bg-navy px-2 text-xs text-ivory">
                {filterCount}
                <span className="sr-only"> {m.villas_filters_chosen({ count: filterCount })}</span>
              </span>
            )}
          </Button>
          <SortSelect
            value={filters.sort ?? (stay ? 'price-asc' : 'recommended')}
            onChange={(sort) => onFilter({ ...filters, sort })}
          />
        </div>
      </div>
      <div className="hidden rounded-lg border border-border/70 bg-card p-5 lg:block">
        <CollectionFilterFields
          filters={filters}
          onChange={onFilter}
          destinations={destinations}
          hasGuests={stay === null}
          layout="bar"
        />
      </div>
      {filterCount > 0 && !isEmpty && (
        <p className="text-sm text-muted-foreground">
          {m.villas_filter_count({ count: filterCount })} ·{' '}
          <button type="button" onClick={clear} className="font-medium text-navy underline">
            {m.villas_clear_filters()}
          </button>
        </p>
      )}
      {sheetOpenings > 0 && (
        <Suspense fallback={null}>
          <CollectionFilterSheet
            key={sheetOpenings}
            isOpen={isSheetOpen}
            onOpenChange={setIsSheetOpen}
            filters={filters}
            stay={stay}
            destinations={destinations}
            onApply={onFilter}
          />
        </Suspense>
      )}
    </div>
  )

  if (collection.isPending || (stay && offers.isPending)) {
    return (
      <>
        {header}
        <VillaGridSkeleton
          count={stay ? 3 : 6}
          label={stay ? m.villas_finding() : m.villas_loading()}
        />
      </>
    )
  }
  if (collection.isError || offers.isError) {
    return (
      <>
        {header}
        <LoadError
          title={stay ? m.villas_search_error() : m.villas_load_error()}
          onRetry={() => Promise.all([collection.refetch(), stay ? offers.refetch() : null])}
          isRetrying={collection.isFetching || offers.isFetching}
        />
      </>
    )
  }
  const { villas, total } = collection.data
  if (villas.length === 0) {
    return (
      <>
        {header}
        <div className="py-16 text-center">
          <p className="font-display text-2xl text-navy">{m.villas_none_found()}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            {stay ? m.villas_none_for_stay() : m.villas_none_for_filters()}
          </p>
          {filterCount > 0 && (
            <Button type="button" variant="outline" className="mt-6" onClick={clear}>
              {m.villas_clear_filters()}
            </Button>
          )}
        </div>
      </>
    )
  }

  const byVilla = new Map((offers.data ?? []).map((offer) => [offer.villaId, offer]))
  const query = stay ? staySearchQuery(stay) : ''
  return (
    <>
      {header}
      <div
        aria-busy={collection.isPlaceholderData}
        className={cn(
          'grid gap-8 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
          isChangingView && 'opacity-50',
        )}
      >
        {villas.map((villa, i) => {
          const offer = byVilla.get(villa.id)
          return (
            <VillaCard
              key={villa.id}
              villa={villa}
              offer={offer ? { ...offer, query } : undefined}
              isPriority={i < 3}
              headingLevel="h3"
            />
          )
        })}
      </div>
      <div className="mt-12 flex flex-col items-center gap-4">
        <p className="text-sm text-muted-foreground">
          {m.villas_showing({ shown: villas.length, count: total })}
        </p>
        {villas.length < total && (
          <Button
            type="button"
            variant="outline"
            size="lg"
            disabled={collection.isFetching}
            onClick={onShowMore}
          >
            {collection.isFetching
              ? m.site_loading()
              : m.villas_show_more({ count: Math.min(PAGE_SIZE, total - villas.length) })}
          </Button>
        )}
      </div>
    </>
  )
}

function ResultsHeading({ stay, total }: { stay: StaySearch | null; total: number | undefined }) {
  if (!stay) {
    return (
      <h2 className="text-3xl text-navy" aria-live="polite">
        {total === undefined ? m.villas_our_villas() : m.villas_count({ count: total })}
      </h2>
    )
  }
  const guests =
    stay.children > 0
      ? `${m.villas_adults_count({ count: stay.adults })}, ${m.villas_children_count({ count: stay.children })}`
      : m.villas_guests_count({ count: stay.guests })
  return (
    <div>
      <h2 className="text-3xl text-navy" aria-live="polite">
        {total === undefined
          ? m.villas_free_title()
          : total === 0
            ? m.villas_none_free()
            : m.villas_free_count({ count: total })}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {formatDay(stay.checkIn)} – {formatDay(stay.checkOut)}, {guests} ·{' '}
        <Link to={paths.villas.href()} className="font-medium text-navy underline">
          {m.villas_show_all()}
        </Link>
      </p>
    </div>
  )
}

function SortSelect({
  value,
  onChange,
}: {
  value: CollectionSort
  onChange: (sort: CollectionSort) => void
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-muted-foreground">
      <span className="hidden sm:inline">{m.villas_sort_by()}</span>
      <span className="sr-only sm:hidden">{m.villas_sort_by()}</span>
      <select
        value={value}
        onChange={(event) => {
          const sort = SORT_OPTIONS.find((option) => option.value === event.target.value)
          if (sort) onChange(sort.value)
        }}
        className="h-10 rounded-md border border-input bg-background px-3 text-navy"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label()}
          </option>
        ))}
      </select>
    </label>
  )
}
