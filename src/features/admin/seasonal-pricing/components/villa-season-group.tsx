import { AlertTriangle, ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { Badge } from '@/components/ui/badge'
import { formatEuro } from '@/lib/money'
import { cn } from '@/lib/utils'
import type { SeasonalPrice } from '../api/get-seasonal-prices'
import type { VillaGroup } from '../lib/group-by-villa'
import { seasonsOverlap } from '../lib/price-strip'
import { PriceStrip } from './price-strip'
import { SeasonalPriceRow } from './seasonal-price-row'

interface VillaSeasonGroupProps {
  group: VillaGroup<SeasonalPrice>
  /** The seasons to list (the filters applied); the strip uses every season of the villa. */
  shown: readonly SeasonalPrice[]
  isOpen: boolean
  onToggle: () => void
  range: { from: string; to: string }
  onEdit: (price: SeasonalPrice) => void
  onDelete: (price: SeasonalPrice) => void
}

/** A villa's section: a header that opens it, then the 12-month strip and the seasons. */
export function VillaSeasonGroup(props: VillaSeasonGroupProps) {
  const { group, shown, isOpen, onToggle, range } = props
  const panelId = useId()
  const overlaps = seasonsOverlap(group.seasons, range)
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
              {shown.length} {shown.length === 1 ? 'season' : 'seasons'}
            </span>
            {group.basePrice !== null && <span>· base {formatEuro(group.basePrice)}</span>}
          </span>
        </button>
      </h2>
      {isOpen && (
        <div id={panelId} className="border-t p-4">
          <PriceStrip
            villaId={group.villaId}
            villaName={group.name}
            seasons={group.seasons}
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
                    onEdit={() => props.onEdit(price)}
                    onDelete={() => props.onDelete(price)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  )
}
