import { Button } from '@/components/ui/button'
import { formatEuro } from '@/lib/money'
import { useFromPrices } from '../api/get-from-prices'

/** On phones the booking form sits below the content: this bar keeps it one tap away. */
export function MobileBookingBar({
  villaId,
  pricePerNight,
}: {
  villaId: string
  pricePerNight: number
}) {
  const fromPrice = useFromPrices().data?.get(villaId)
  return (
    <div className="sticky bottom-0 z-30 border-t border-border bg-ivory/95 backdrop-blur lg:hidden">
      <div className="container flex items-center justify-between gap-4 py-3">
        <p className="text-sm text-muted-foreground">
          {fromPrice !== undefined && 'From '}
          <span className="font-display text-2xl font-semibold text-navy">
            {formatEuro(fromPrice ?? pricePerNight)}
          </span>{' '}
          / night
        </p>
        <Button asChild variant="gold">
          <a href="#booking">Check availability</a>
        </Button>
      </div>
    </div>
  )
}
