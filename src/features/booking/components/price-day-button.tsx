import type { DayButtonProps } from 'react-day-picker'
import { useEffect, useRef } from 'react'
import { formatCellEuro, quoteStay } from '@/features/booking/lib/pricing'
import { isoDay } from '@/lib/dates'
import { formatEuro } from '@/lib/money'
import { usePriceCalendar } from './price-calendar-context'
import { nightsText } from './stay-caption'
import * as m from '@/paraglide/messages'
import { checkOutProblem } from '@/features/booking/lib/stay-rules'

/** A calendar day with its nightly price; while choosing the check-out, its title gives the stay's total. */
export function PriceDayButton({ day, modifiers, children, ...buttonProps }: DayButtonProps) {
  const { prices, basePrice, checkIn, isChoosingCheckOut, rules } = usePriceCalendar()
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus()
  }, [modifiers.focused])

  const price = prices.get(isoDay(day.date))
  const isCandidate = isChoosingCheckOut && checkIn && !modifiers.disabled && day.date > checkIn
  const quote = isCandidate ? quoteStay(checkIn, day.date, prices, basePrice) : undefined
  const stayText = quote
    ? m.booking_day_stay({ nights: nightsText(quote.nights), total: formatEuro(quote.total) })
    : undefined
  // A day after the check-in that the stay rules forbid says why (e.g. "Minimum 7 nights").
  const ruleProblem =
    isChoosingCheckOut && checkIn && day.date > checkIn && modifiers.disabled
      ? checkOutProblem(checkIn, day.date, rules)
      : null
  const label = [
    buttonProps['aria-label'],
    ruleProblem,
    stayText ??
      (price !== undefined && !modifiers.disabled
        ? m.booking_day_per_night({ price: formatEuro(price) })
        : null),
    modifiers.disabled && !modifiers.outside ? m.booking_day_unavailable() : null,
  ]
    .filter(Boolean)
    .join(', ')

  return (
    <button
      ref={ref}
      {...buttonProps}
      aria-label={label}
      title={stayText ?? ruleProblem ?? undefined}
    >
      <span className="text-sm leading-none">{children}</span>
      <span
        className="price mt-1 h-3 text-[11px] font-medium leading-none tracking-tighter tabular-nums"
        aria-hidden="true"
      >
        {price !== undefined && !modifiers.disabled ? formatCellEuro(price) : ''}
      </span>
    </button>
  )
}
