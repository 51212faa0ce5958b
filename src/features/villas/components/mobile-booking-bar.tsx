import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { formatEuro } from '@/lib/money'
import * as m from '@/paraglide/messages'

/** The booking form's container on the villa page. */
const BOOKING_ID = 'booking'

/**
 * On phones the booking form sits below the content: this bar keeps it one tap away. The tap
 * brings the form up and opens its calendar; while the form is on screen the bar steps aside
 * (a transform, so nothing moves) instead of covering its last lines.
 */
export function MobileBookingBar({
  fromPrice,
  onOpenCalendar,
}: {
  /** The villa's one from price (villas.from_price). */
  fromPrice: number
  /** Opens the booking form's calendar (the page composes it: it belongs to booking). */
  onOpenCalendar: () => void
}) {
  const isFormVisible = useIsOnScreen(BOOKING_ID)

  const openCalendar = () => {
    document.getElementById(BOOKING_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    onOpenCalendar()
  }

  return (
    <div
      aria-hidden={isFormVisible || undefined}
      className={cn(
        'sticky bottom-0 z-30 border-t border-border bg-ivory/95 backdrop-blur transition-transform duration-300 lg:hidden',
        isFormVisible && 'invisible translate-y-full',
      )}
    >
      <div className="container flex items-center justify-between gap-4 py-3">
        <p className="text-sm text-muted-foreground">
          {m.villas_from()}{' '}
          <span className="font-display text-2xl font-semibold text-navy">
            {formatEuro(fromPrice)}
          </span>{' '}
          {m.villas_per_night()}
        </p>
        <Button variant="gold" onClick={openCalendar}>
          {m.villas_check_availability()}
        </Button>
      </div>
    </div>
  )
}

function useIsOnScreen(elementId: string) {
  const [isOnScreen, setIsOnScreen] = useState(false)
  useEffect(() => {
    const element = document.getElementById(elementId)
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => setIsOnScreen(entry.isIntersecting), {
      // "On screen" once a fifth of the viewport shows the form.
      rootMargin: '0px 0px -20% 0px',
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [elementId])
  return isOnScreen
}
