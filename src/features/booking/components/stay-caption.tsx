import { addDays, isAfter, isBefore } from 'date-fns'
import type { StayRange } from '@/features/booking/lib/availability'
import { quoteStay, type PriceByDay } from '@/features/booking/lib/pricing'
import { formatEuro } from '@/lib/money'
import { isoDay } from '@/lib/dates'
import { currentLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'
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

// "Wed, Nov 25" ("mer. 25 nov.") through Intl: date-fns' formatter would add 5 KB to the villa
// page's first visit. One formatter per language, made on first use.
const shortDays = new Map<string, Intl.DateTimeFormat>()
export function short(day: Date): string {
  const locale = currentLocale() === 'fr' ? 'fr-FR' : 'en-US'
  let format = shortDays.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' })
    shortDays.set(locale, format)
  }
  return format.format(day)
}

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
  let main: string = m.booking_caption_pick_check_in()
  let detail: string = m.booking_caption_per_night()

  if (from && range?.to) {
    const quote = quoteStay(from, range.to, prices, basePrice)
    main = `${short(from)} – ${short(range.to)}`
    detail = m.booking_caption_stay({
      nights: nightsText(quote.nights),
      total: formatEuro(quote.total),
    })
  } else if (from) {
    main = m.booking_caption_pick_check_out({ day: short(from) })
    detail =
      ruleSummary(rules.get(isoDay(from))) ??
      (limit
        ? m.booking_caption_latest_check_out({ day: short(addDays(limit, -1)) })
        : m.booking_caption_minimum_one())
    const isCandidate =
      activeDay && isAfter(activeDay, from) && (!limit || isBefore(activeDay, limit))
    if (activeDay && isCandidate && !checkOutProblem(from, activeDay, rules)) {
      const quote = quoteStay(from, activeDay, prices, basePrice)
      detail = m.booking_caption_candidate({
        day: short(activeDay),
        nights: nightsText(quote.nights),
        total: formatEuro(quote.total),
      })
    }
  }

  return (
    <div className="min-h-10 max-w-[19rem] text-sm" role="status" aria-live="polite">
      <p className="font-medium text-navy">{main}</p>
      <p className="text-muted-foreground">{detail}</p>
    </div>
  )
}

/** "1 night", "3 nights" ("1 nuit", "3 nuits"). */
export function nightsText(nights: number): string {
  return m.nights_count({ count: nights })
}
