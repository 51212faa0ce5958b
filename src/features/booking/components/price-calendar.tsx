import { addDays, addMonths, isAfter, isBefore } from 'date-fns'
import { useMemo, useState, type ReactNode } from 'react'
import { DayPicker, type Matcher } from 'react-day-picker'
// Only the French object (weekday and month names, labels); English is DayPicker's own.
import { dayPickerLocale } from '@/lib/i18n/day-picker-locale'
import { useMediaQuery } from '@/features/booking/hooks/use-media-query'
import {
  firstUnavailableAfter,
  nextStayRange,
  type Changeover,
  type StayRange,
} from '@/features/booking/lib/availability'
import type { PriceByDay } from '@/features/booking/lib/pricing'
import { isoDay } from '@/lib/dates'
import { calendarClassNames } from './price-calendar-styles'
import { PriceCalendarContext } from './price-calendar-context'
import { PriceDayButton } from './price-day-button'
import { StayCaption } from './stay-caption'
import { StayRulesNotice } from './stay-rules-notice'
import { checkOutProblem, type RulesByDay } from '@/features/booking/lib/stay-rules'

interface PriceCalendarProps {
  today: Date
  /** Buttons shown beside the caption line (clear, close). */
  actions?: ReactNode
  range: StayRange | undefined
  onRangeChange: (range: StayRange) => void
  prices: PriceByDay
  basePrice: number
  unavailable: readonly string[]
  /** The last day a stay may start (the villa's booking horizon). */
  lastCheckIn: Date
  /** The rules for arriving on each day (arrival days, minimum nights, departure days). */
  rules: RulesByDay
  /** same_day: a stay may begin on another's check-out day; full_day: a day between stays. */
  changeover: Changeover
}

/**
 * Check-in then check-out on a calendar with a price under each day. Past and unavailable days
 * are disabled; once a check-in is picked, so is every day from the next unavailable one on,
 * because a stay may not cross a day that is taken.
 */
export function PriceCalendar(props: PriceCalendarProps) {
  const {
    today,
    actions,
    range,
    onRangeChange,
    prices,
    basePrice,
    unavailable,
    lastCheckIn,
    rules,
    changeover,
  } = props
  const isSameDay = changeover === 'same_day'
  const isWide = useMediaQuery('(min-width: 768px)')
  const [activeDay, setActiveDay] = useState<Date | undefined>()
  const unavailableSet = useMemo(() => new Set(unavailable), [unavailable])
  const checkIn = range?.from && !range.to ? range.from : undefined
  const limit = checkIn ? firstUnavailableAfter(checkIn, unavailable) : undefined

  // A check-in needs its first night free; at a full-day villa its first check-out day too.
  const isCheckInBlocked = (day: Date) =>
    isAfter(day, lastCheckIn) ||
    rules.get(isoDay(day))?.canArrive === false ||
    unavailableSet.has(isoDay(day)) ||
    (!isSameDay && unavailableSet.has(isoDay(addDays(day, 1))))

  const disabled: Matcher[] = [
    { before: today },
    (day) => {
      if (checkIn && isAfter(day, checkIn)) {
        // Same-day changeover: a stay may end on the next taken day (that night is not ours).
        const pastLimit = limit && (isSameDay ? isAfter(day, limit) : !isBefore(day, limit))
        return Boolean(pastLimit) || checkOutProblem(checkIn, day, rules) !== null
      }
      return isCheckInBlocked(day)
    },
  ]

  return (
    <PriceCalendarContext.Provider
      value={{ prices, basePrice, checkIn, isChoosingCheckOut: !!checkIn, rules }}
    >
      <StayRulesNotice rules={rules} lastCheckIn={lastCheckIn} />
      <DayPicker
        mode="range"
        autoFocus
        selected={range?.from ? { from: range.from, to: range.to } : undefined}
        onSelect={(_, day) => onRangeChange(nextStayRange(range, day))}
        disabled={disabled}
        numberOfMonths={isWide ? 2 : 1}
        weekStartsOn={1}
        locale={dayPickerLocale()}
        today={today}
        startMonth={today}
        endMonth={addMonths(lastCheckIn, 1)}
        // Months and years as lists: July is one choice away, not six "next" clicks.
        captionLayout="dropdown"
        defaultMonth={range?.from ?? today}
        onDayMouseEnter={(day) => setActiveDay(day)}
        onDayFocus={(day) => setActiveDay(day)}
        components={{ DayButton: PriceDayButton }}
        modifiers={{ unavailable: (day) => unavailableSet.has(isoDay(day)) }}
        modifiersClassNames={{ unavailable: 'unavailable' }}
        classNames={calendarClassNames}
      />
      {/* Pinned to the bottom of the popover, which scrolls when the screen is short: the
          running total and the buttons stay in sight. */}
      <div className="sticky bottom-0 z-10 -mx-4 -mb-4 mt-3 flex flex-wrap items-end justify-between gap-3 border-t border-border/70 bg-popover px-4 pb-4 pt-3 sm:-mx-5 sm:-mb-5 sm:px-5 sm:pb-5">
        <StayCaption
          range={range}
          activeDay={activeDay}
          prices={prices}
          basePrice={basePrice}
          limit={limit && isSameDay ? addDays(limit, 1) : limit}
          rules={rules}
        />
        <div className="ml-auto flex gap-2">{actions}</div>
      </div>
    </PriceCalendarContext.Provider>
  )
}
