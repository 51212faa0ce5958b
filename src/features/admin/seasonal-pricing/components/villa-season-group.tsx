import { AlertTriangle, ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { Badge } from '@/components/ui/badge'
import { Spinner } from '@/components/ui/spinner'
import { formatEuro } from '@/lib/money'
import { cn } from '@/lib/utils'
import { useVillaSeasonalPrices, type SeasonalPrice } from '../api/get-seasonal-prices'
import { filterSeasonalPrices } from '../lib/filter-prices'
import { listedSeasonCount, type VillaGroup } from '../lib/group-by-villa'
import { PriceStrip } from './price-strip'
import { SeasonalPriceRow } from './seasonal-price-row'

interface VillaSeasonGroupProps {
  /** The header's counts and overlap flag come from the season summary. */
  group: VillaGroup
  /** yyyy-MM-dd of today: seasons that ended before it are past. */
  today: string
  showPast: boolean
  isOpen: boolean
  onToggle: () => void
  range: { from: string; to: string }
  onEdit: (price: SeasonalPrice) => void
  onDelete: (price: SeasonalPrice) => void
}

/** A villa's section: a header that opens it, then the 12-month strip and the seasons. */
export function VillaSeasonGroup(props: VillaSeasonGroupProps) {
  const { group, isOpen, onToggle } = props
  const panelId = useId()
  const overlaps = group.hasOverlap
  const listed = listedSeasonCount(group, props.showPast)
  return (
    <section aria-label={group.name} className="rounded-lg border bg-card shadow-sm">
      <h2 className="font-sans text-base">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 p-4 text-left hover:bg-sand/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        >
          <ChevronDown
            className={cn('size-4 shrink-0 transition-transform', !isOpen && '-rotate-90')}
            aria-hidden="true"
          />
          <span className="font-semibold text-navy">{group.name}</span>
          <span className="text-sm text-muted-foreground">{group.location}</span>
          <span className="ml-auto flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {overlaps && (
              <Badge variant="destructive" className="gap-1">
                <AlertTriangle className="size-3" aria-hidden="true" /> Overlaps
              </Badge>
            )}
            <span>
              {listed} {listed === 1 ? 'season' : 'seasons'}
            </span>
            {group.basePrice !== null && <span>· base {formatEuro(group.basePrice)}</span>}
          </span>
        </button>
      </h2>
      {isOpen && (
        <div id={panelId} className="border-t p-4">
          <VillaSeasons {...props} />
        </div>
      )}
    </section>
  )
}

/** The open section's body: the villa's own seasons, fetched when it opens. */
function VillaSeasons({ group, today, showPast, range, onEdit, onDelete }: VillaSeasonGroupProps) {
  const seasons = useVillaSeasonalPrices(group.villaId)
  if (seasons.isPending) return <Spinner label="Loading seasons..." />
  if (seasons.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load seasons.{' '}
        <button type="button" className="underline" onClick={() => seasons.refetch()}>
          Try again
        </button>
      </p>
    )
  const shown = filterSeasonalPrices(seasons.data, { villaId: null, today, showPast })
  return (
    <>
      <PriceStrip
        villaId={group.villaId}
        villaName={group.name}
        seasons={seasons.data}
        from={range.from}
        to={range.to}
      />
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No seasons listed: nights use the villa's base price.
        </p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={`Seasons of ${group.name}`}>
          {shown.map((price) => (
            <li key={price.id}>
              <SeasonalPriceRow
                price={price}
                onEdit={() => onEdit(price)}
                onDelete={() => onDelete(price)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
