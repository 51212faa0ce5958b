import { AlertTriangle } from 'lucide-react'
import { useMemo, useState, type KeyboardEvent } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { formatDay } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'
import { useVillaPriceStrip } from '../api/get-villa-price-strip'
import {
  bandOf,
  buildStrip,
  priceBands,
  stripMonths,
  type StripDay,
  type StripSeason,
} from '../lib/price-strip'

const NO_SEASON =
  'repeating-linear-gradient(135deg, rgb(255 255 255 / 0.75) 0 2px, transparent 2px 5px)'
const OVERLAP = 'inset 0 -3px 0 #dc2626'
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

interface PriceStripProps {
  villaId: string
  villaName: string
  seasons: readonly StripSeason[]
  from: string
  to: string
}

function describe(day: StripDay): string {
  const season = day.season ?? m.admin_seasons_no_season()
  const others = day.covering.slice(1).join(', ')
  const overlap = !others
    ? ''
    : day.isConflict
      ? ` · ${m.admin_seasons_same_priority_as({ others })}`
      : ` · ${m.admin_seasons_over({ others })}`
  return `${formatDay(day.date)} · ${season} · ${m.admin_seasons_per_night({ price: formatEuro(day.price) })}${overlap}`
}

/** The next 12 months, one cell per day coloured by its nightly price; hover or arrow keys name it. */
export function PriceStrip({ villaId, villaName, seasons, from, to }: PriceStripProps) {
  const prices = useVillaPriceStrip(villaId, from, to)
  const days = useMemo(() => buildStrip(prices.data ?? [], seasons), [prices.data, seasons])
  const bands = useMemo(() => priceBands(days.map((day) => day.price)), [days])
  const months = useMemo(() => stripMonths(days), [days])
  const [active, setActive] = useState(0)

  if (prices.isPending) return <Spinner label={m.admin_seasons_loading_prices()} />
  if (prices.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {m.admin_seasons_prices_failed()}{' '}
        <button type="button" className="underline" onClick={() => prices.refetch()}>
          {m.admin_seasons_try_again()}
        </button>
      </p>
    )

  const current = days[Math.min(active, days.length - 1)]
  const handleKey = (event: KeyboardEvent) => {
    const step = STEPS[event.key]
    let next: number
    if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = days.length - 1
    else if (step !== undefined) next = active + step
    else return
    event.preventDefault()
    setActive(Math.max(0, Math.min(days.length - 1, next)))
  }

  return (
    <figure className="mb-4">
      <div
        role="group"
        tabIndex={0}
        aria-label={m.admin_seasons_strip_label({ villa: villaName })}
        aria-describedby={`strip-readout-${villaId}`}
        onKeyDown={handleKey}
        className="grid gap-[3px] rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {months.map((month) => (
          <div
            key={month.key}
            className="grid grid-cols-[3.75rem_minmax(0,1fr)] items-center gap-2"
          >
            <span className="text-xs text-muted-foreground">{month.label}</span>
            <div className="grid grid-cols-[repeat(31,minmax(0,1fr))] gap-px">
              {month.days.map((day, index) =>
                day ? (
                  <span
                    key={day.date}
                    data-date={day.date}
                    data-price={day.price}
                    title={describe(day)}
                    onMouseEnter={() => setActive(days.indexOf(day))}
                    className={cn(
                      'h-4 rounded-[2px] sm:h-5',
                      day === current && 'outline outline-2 outline-offset-1 outline-navy',
                    )}
                    style={{
                      backgroundColor: bandOf(day.price, bands)?.colour,
                      backgroundImage: day.season ? undefined : NO_SEASON,
                      boxShadow: day.isConflict ? OVERLAP : undefined,
                    }}
                  />
                ) : (
                  <span key={`${month.key}-${index}`} aria-hidden="true" />
                ),
              )}
            </div>
          </div>
        ))}
      </div>
      <p
        id={`strip-readout-${villaId}`}
        aria-live="polite"
        className="mt-2 min-h-5 text-sm font-medium text-navy"
        data-testid="strip-readout"
      >
        {current ? describe(current) : m.admin_seasons_no_days()}
      </p>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {bands.map((band) => (
          <span key={band.min} className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm border" style={{ backgroundColor: band.colour }} />
            {band.min === band.max
              ? formatEuro(band.min)
              : `${formatEuro(band.min)}–${formatEuro(band.max)}`}
          </span>
        ))}
        <span className="flex items-center gap-1.5">
          <span
            className="size-3 rounded-sm border bg-gold-light"
            style={{ backgroundImage: NO_SEASON }}
          />
          {m.admin_seasons_no_season()}
        </span>
        <span className="flex items-center gap-1.5">
          <AlertTriangle className="size-3 text-destructive" aria-hidden="true" />
          <span className="h-3 w-3 rounded-sm border" style={{ boxShadow: OVERLAP }} />
          {m.admin_seasons_same_priority_seasons()}
        </span>
      </figcaption>
    </figure>
  )
}
