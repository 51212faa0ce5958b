import { AlertTriangle, ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { Badge } from '@/components/ui/badge'
import { Spinner } from '@/components/ui/spinner'
import { formatEuro } from '@/lib/money'
import { cn } from '@/lib/utils'
import { useVillaSeasonalPrices, type SeasonalPrice } from '../api/get-seasonal-prices'
import { filterSeasonalPrices } from '../lib/filter-prices'
import { listedSeasonCount, type VillaGroup } from '../lib/group-by-villa'
import { conflictMessage, overlapNotes } from '../lib/season-overlaps'
import { PriceStrip } from './price-strip'
import * as m from '@/paraglide/messages'
import { SeasonalPriceRow } from './seasonal-price-row'

interface VillaSeasonGroupProps {
  /** The header's counts and same-priority conflict come from the season summary. */
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
  const { conflict } = group
  const conflictId = useId()
  const listed = listedSeasonCount(group, props.showPast)
  return (
    <section aria-label={group.name} className="rounded-lg border bg-card shadow-sm">
      <h2 className="font-sans text-base">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-describedby={conflict ? conflictId : undefined}
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
            {conflict && (
              <Badge variant="destructive" className="gap-1">
                <AlertTriangle className="size-3" aria-hidden="true" />{' '}
                {m.admin_seasons_same_priority()}
              </Badge>
            )}
            <span>{m.admin_seasons_count({ count: listed })}</span>
            {group.basePrice !== null && (
              <span>· {m.admin_seasons_base({ price: formatEuro(group.basePrice) })}</span>
            )}
          </span>
        </button>
      </h2>
      {conflict && (
        <p
          id={conflictId}
          className="flex gap-2 border-t border-destructive/20 bg-destructive/5 px-4 py-2 text-sm text-destructive"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {conflictMessage(conflict)}
        </p>
      )}
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
  if (seasons.isPending) return <Spinner label={m.admin_seasons_loading()} />
  if (seasons.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {m.admin_seasons_failed()}{' '}
        <button type="button" className="underline" onClick={() => seasons.refetch()}>
          {m.admin_seasons_try_again()}
        </button>
      </p>
    )
  const shown = filterSeasonalPrices(seasons.data, { villaId: null, today, showPast })
  const notes = overlapNotes(seasons.data, range)
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
        <p className="text-sm text-muted-foreground">{m.admin_seasons_none_listed()}</p>
      ) : (
        <ul
          className="divide-y rounded-md border"
          aria-label={m.admin_seasons_of({ villa: group.name })}
        >
          {shown.map((price) => (
            <li key={price.id}>
              <SeasonalPriceRow
                price={price}
                notes={notes.get(price.id) ?? []}
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
