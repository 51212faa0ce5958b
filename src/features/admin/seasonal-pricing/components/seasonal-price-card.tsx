import { CalendarDays, Pencil, Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDay } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import type { SeasonalPrice } from '../api/get-seasonal-prices'

interface SeasonalPriceCardProps {
  price: SeasonalPrice
  onEdit: () => void
  onDelete: () => void
}

export function SeasonalPriceCard({ price, onEdit, onDelete }: SeasonalPriceCardProps) {
  return (
    <article
      aria-label={`${price.season_name}, ${price.villas?.name ?? 'Unknown villa'}`}
      className="flex h-full flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-2xl leading-tight text-navy">{price.season_name}</h3>
          <p className="text-sm text-muted-foreground">
            {price.villas ? `${price.villas.name} · ${price.villas.location}` : 'Unknown villa'}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge variant="outline">Priority {price.priority}</Badge>
          {!price.is_active && <Badge variant="secondary">Inactive</Badge>}
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-sm">
        <CalendarDays className="size-4 shrink-0 text-gold-dark" aria-hidden="true" />
        {formatDay(price.start_date)} – {formatDay(price.end_date)}
      </p>
      <p className="text-sm">
        <span className="text-lg font-semibold text-navy">{formatEuro(price.price_per_night)}</span>
        <span className="text-muted-foreground"> / night</span>
      </p>
      <div className="mt-auto flex gap-2 border-t pt-3">
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          onClick={onEdit}
          aria-label={`Edit ${price.season_name}`}
        >
          <Pencil aria-hidden="true" /> Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="flex-1 text-destructive hover:bg-destructive hover:text-destructive-foreground"
          onClick={onDelete}
          aria-label={`Delete ${price.season_name}`}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>
    </article>
  )
}
