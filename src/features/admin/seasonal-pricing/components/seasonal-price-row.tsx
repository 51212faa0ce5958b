import { AlertTriangle, CalendarDays, Layers, Pencil, Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDay } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'
import type { SeasonalPrice } from '../api/get-seasonal-prices'

interface SeasonalPriceRowProps {
  price: SeasonalPrice
  /** How the season shares days with others (lib/season-overlaps). */
  notes?: readonly { text: string; isConflict: boolean }[]
  onEdit: () => void
  onDelete: () => void
}

/** One seasonal price under its villa: season, dates, nightly price and its actions. */
export function SeasonalPriceRow({ price, notes = [], onEdit, onDelete }: SeasonalPriceRowProps) {
  return (
    <article
      aria-label={`${price.season_name}, ${price.villas?.name ?? m.admin_seasons_unknown_villa()}`}
      className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto_auto] sm:items-center sm:gap-6"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-sans text-base font-semibold text-navy">{price.season_name}</h3>
          <Badge variant="outline" className="font-normal">
            {m.admin_seasons_priority_n({ priority: price.priority })}
          </Badge>
          {!price.is_active && <Badge variant="secondary">{m.admin_seasons_inactive()}</Badge>}
        </div>
        {notes.length > 0 && (
          <ul className="mt-1 space-y-0.5 text-xs">
            {notes.map((note) => (
              <li
                key={note.text}
                className={cn(
                  'flex gap-1.5',
                  note.isConflict ? 'text-destructive' : 'text-muted-foreground',
                )}
              >
                {note.isConflict ? (
                  <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                ) : (
                  <Layers className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                )}
                {note.text}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="flex items-center gap-1.5 text-sm">
        <CalendarDays className="size-4 shrink-0 text-gold-dark" aria-hidden="true" />
        {formatDay(price.start_date)} – {formatDay(price.end_date)}
      </p>
      <p className="text-sm sm:text-right">
        <span className="text-base font-semibold text-navy">
          {formatEuro(price.price_per_night)}
        </span>
        <span className="text-muted-foreground"> / {m.admin_seasons_night()}</span>
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={m.admin_seasons_edit_label({ name: price.season_name })}
        >
          <Pencil aria-hidden="true" /> {m.admin_seasons_edit()}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive hover:text-destructive-foreground"
          onClick={onDelete}
          aria-label={m.admin_seasons_delete_label({ name: price.season_name })}
        >
          <Trash2 aria-hidden="true" /> {m.admin_seasons_delete()}
        </Button>
      </div>
    </article>
  )
}
