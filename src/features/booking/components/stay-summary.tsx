import { quoteStay, type PriceByDay } from '@/features/booking/lib/pricing'
import { formatEuro } from '@/lib/money'
import { nightsText } from './stay-caption'

interface StaySummaryProps {
  checkIn: Date
  checkOut: Date
  prices: PriceByDay
  basePrice: number
}

/** Nights × nightly price, line by line, and the total of the stay. */
export function StaySummary({ checkIn, checkOut, prices, basePrice }: StaySummaryProps) {
  const quote = quoteStay(checkIn, checkOut, prices, basePrice)
  return (
    <div className="space-y-2 rounded-md bg-sand/50 p-4 text-sm" aria-live="polite">
      {quote.lines.map((line, i) => (
        <p key={i} className="flex justify-between gap-4 text-foreground/80">
          <span>
            {formatEuro(line.price)} × {nightsText(line.nights)}
          </span>
          <span>{formatEuro(line.price * line.nights)}</span>
        </p>
      ))}
      <p className="flex justify-between gap-4 border-t border-border pt-2 font-semibold text-navy">
        <span>Total ({nightsText(quote.nights)})</span>
        <span data-testid="booking-total">{formatEuro(quote.total)}</span>
      </p>
    </div>
  )
}
