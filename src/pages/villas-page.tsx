import { Link, useSearchParams } from 'react-router-dom'
import { Seo } from '@/components/layout/seo'
import { LoadError } from '@/components/feedback/load-error'
import { paths } from '@/config/paths'
import { useVillas, type Villa } from '@/features/villas/api/get-villas'
import { useVillaSearch } from '@/features/villas/api/search-villas'
import { StaySearchForm } from '@/features/villas/components/stay-search-form'
import { VillaCard } from '@/features/villas/components/villa-card'
import { VillaGrid, VillaGridSkeleton } from '@/features/villas/components/villa-grid'
import {
  readStaySearch,
  readStaySort,
  staySearchQuery,
  type StaySearch,
  type StaySort,
} from '@/features/villas/lib/stay-search'

// Intl rather than date-fns' formatter, which would grow the page's first download.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})
const formatDay = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00`))

const SUBTITLE =
  'Discover our curated collection of luxury villas in the most exclusive destinations'

export default function VillasPage() {
  const [params, setParams] = useSearchParams()
  const villas = useVillas()
  const search = readStaySearch(params)
  const sort = readStaySort(params)

  return (
    <>
      <Seo title="Our Collection" description={SUBTITLE} />
      <section className="border-b border-border/70 bg-sand/50">
        <div className="container py-16 text-center md:py-24">
          {/* A deeper gold than .eyebrow: the sand band needs it for 4.5:1 contrast. */}
          <p className="eyebrow text-[#735620]">The French Riviera</p>
          <h1 className="mt-3 text-5xl text-navy md:text-6xl">Our Collection</h1>
          <div aria-hidden="true" className="mx-auto mt-5 h-px w-14 bg-gold" />
          <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-muted-foreground md:text-lg">
            {SUBTITLE}
          </p>
          <StaySearchForm
            key={params.toString()}
            initial={search}
            className="mx-auto mt-10 max-w-3xl text-left"
          />
        </div>
      </section>
      <section aria-label="Villas" className="container py-16 md:py-20">
        {search ? (
          <SearchResults
            villas={villas}
            search={search}
            sort={sort}
            onSort={(next) => {
              const updated = new URLSearchParams(params)
              updated.set('sort', next)
              setParams(updated, { replace: true })
            }}
          />
        ) : (
          <VillaList villas={villas} />
        )}
      </section>
    </>
  )
}

function VillaList({ villas }: { villas: ReturnType<typeof useVillas> }) {
  if (villas.isPending) return <VillaGridSkeleton count={6} label="Loading villas..." />
  if (villas.isError) {
    return (
      <LoadError
        title="Our villas could not load."
        onRetry={villas.refetch}
        isRetrying={villas.isFetching}
      />
    )
  }
  if (villas.data.length === 0) {
    return <p className="py-16 text-center text-muted-foreground">No villas found</p>
  }
  return <VillaGrid villas={villas.data} headingLevel="h2" />
}

interface SearchResultsProps {
  villas: ReturnType<typeof useVillas>
  search: StaySearch
  sort: StaySort
  onSort: (sort: StaySort) => void
}

/** The villas free for the whole stay, each with the exact total its booking would store. */
function SearchResults({ villas, search, sort, onSort }: SearchResultsProps) {
  const offers = useVillaSearch(search)
  if (villas.isPending || offers.isPending) {
    return <VillaGridSkeleton count={3} label="Finding free villas..." />
  }
  if (offers.isError || villas.isError) {
    return (
      <LoadError
        title="The search could not run."
        onRetry={() => Promise.all([offers.refetch(), villas.refetch()])}
        isRetrying={offers.isFetching || villas.isFetching}
      />
    )
  }
  const byId = new Map((villas.data ?? []).map((villa) => [villa.id, villa]))
  const results = offers.data
    .map((offer) => ({ offer, villa: byId.get(offer.villaId) }))
    .filter((result): result is { offer: (typeof offers.data)[number]; villa: Villa } =>
      Boolean(result.villa),
    )
    .sort((a, b) =>
      sort === 'name'
        ? a.villa.name.localeCompare(b.villa.name)
        : a.offer.total - b.offer.total || a.villa.name.localeCompare(b.villa.name),
    )
  const query = staySearchQuery(search)
  const stay = `${formatDay(search.checkIn)} – ${formatDay(search.checkOut)}, ${search.guests} ${
    search.guests === 1 ? 'guest' : 'guests'
  }`

  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-3xl text-navy" aria-live="polite">
            {results.length === 0
              ? 'No villa is free for these dates'
              : `${results.length} ${results.length === 1 ? 'villa is' : 'villas are'} free`}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {stay} ·{' '}
            <Link to={paths.villas.href()} className="font-medium text-navy underline">
              Show all villas
            </Link>
          </p>
        </div>
        {results.length > 1 && (
          <label className="flex items-center gap-2 text-sm text-muted-foreground">
            Sort by
            <select
              value={sort}
              onChange={(event) => onSort(event.target.value as StaySort)}
              className="h-10 rounded-md border border-input bg-background px-3 text-navy"
            >
              <option value="price">Price of the stay</option>
              <option value="name">Name</option>
            </select>
          </label>
        )}
      </div>
      {results.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">
          Try other dates, or fewer guests. Our concierge can also suggest alternatives.
        </p>
      ) : (
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {results.map(({ villa, offer }, i) => (
            <VillaCard
              key={villa.id}
              villa={villa}
              offer={{ ...offer, query }}
              isPriority={i < 3}
              headingLevel="h3"
            />
          ))}
        </div>
      )}
    </>
  )
}
