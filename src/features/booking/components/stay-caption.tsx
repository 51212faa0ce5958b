import { addDays, isAfter, isBefore } from 'date-fns'
import type { StayRange } from '@/features/booking/lib/availability'
import { quoteStay, type PriceByDay } from '@/features/booking/lib/pricing'
import { formatEuro } from '@/lib/money'
import { isoDay } from '@/lib/dates'
import { checkOutProblem, ruleSummary, type RulesByDay } from '@/features/booking/lib/stay-rules'

interface StayCaptionProps {
  range: StayRange | undefined
  /** The day under the pointer or keyboard focus. */
  activeDay: Date | undefined
  prices: PriceByDay
  basePrice: number
  limit: Date | undefined
  /** The rules for arriving on each day (the chosen check-in's apply). */
  rules: RulesByDay
}

// "Wed, Nov 25" through Intl: date-fns' formatter would add 5 KB to the villa page's first visit.
const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
})
const short = (day: Date) => shortDay.format(day)

/** The line under the calendar: what to pick next, or the stay a candidate check-out would make. */
export function StayCaption({
  range,
  activeDay,
  prices,
  basePrice,
  limit,
  rules,
}: StayCaptionProps) {
  const from = range?.from
  let main = 'Select your check-in date'
  let detail = 'Prices shown are per night'

  if (from && range?.to) {
    const quote = quoteStay(from, range.to, prices, basePrice)
    main = `${short(from)} – ${short(range.to)}`
    detail = `${nightsText(quote.nights)} · ${formatEuro(quote.total)} total`
  } else if (from) {
    main = `Check-in ${short(from)} · select your check-out date`
    detail =
      ruleSummary(rules.get(isoDay(from))) ??
      (limit ? `Latest check-out ${short(addDays(limit, -1))}` : 'Minimum stay one night')
    const isCandidate =
      activeDay && isAfter(activeDay, from) && (!limit || isBefore(activeDay, limit))
    if (activeDay && isCandidate && !checkOutProblem(from, activeDay, rules)) {
      const quote = quoteStay(from, activeDay, prices, basePrice)
      detail = `Check-out ${short(activeDay)}: ${nightsText(quote.nights)} · ${formatEuro(quote.total)} total`
    }
  }

  return (
    <div className="min-h-10 max-w-[19rem] text-sm" role="status" aria-live="polite">
      <p className="font-medium text-navy">{main}</p>
      <p className="text-muted-foreground">{detail}</p>
    </div>
  )
}

export function nightsText(nights: number): string {
  return `${nights} ${nights === 1 ? 'night' : 'nights'}`
}
