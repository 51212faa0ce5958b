import { useState, type ComponentPropsWithoutRef } from 'react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import type { Changeover, StayRange } from '@/features/booking/lib/availability'
import type { PriceByDay } from '@/features/booking/lib/pricing'
import { DatesTrigger } from './dates-trigger'
import { PriceCalendar } from './price-calendar'
import type { RulesByDay } from '@/features/booking/lib/stay-rules'
import * as m from '@/paraglide/messages'

export interface DateRangePickerProps {
  today: Date
  range: StayRange | undefined
  onRangeChange: (range: StayRange | undefined) => void
  prices: PriceByDay
  basePrice: number
  unavailable: readonly string[]
  /** The last day a stay may start (the villa's booking horizon). */
  lastCheckIn: Date
  /** The rules for arriving on each day (arrival days, minimum nights, departure days). */
  rules: RulesByDay
  /** same_day: a stay may begin on another's check-out day; full_day: a day between stays. */
  changeover: Changeover
  /** Open on mount: the visitor asked for the calendar before this code had loaded. */
  defaultOpen?: boolean
  /** The dates button's id, and its aria-invalid / aria-describedby when the dates are at fault. */
  triggerProps?: DatesTriggerAria
}

export type DatesTriggerAria = Pick<
  ComponentPropsWithoutRef<'button'>,
  'id' | 'aria-invalid' | 'aria-describedby'
>

/**
 * The dates button with the calendar in a popover. The popover is modal: focus stays inside
 * while it is open and returns to the button when it closes.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { range, onRangeChange, defaultOpen = false, triggerProps, ...calendar } = props
  const [isOpen, setIsOpen] = useState(defaultOpen)

  const handleRangeChange = (next: StayRange) => {
    onRangeChange(next)
    if (next.from && next.to) setIsOpen(false)
  }

  return (
    <Popover open={isOpen} onOpenChange={setIsOpen} modal>
      <PopoverTrigger asChild>
        <DatesTrigger range={range} {...triggerProps} />
      </PopoverTrigger>
      <PopoverContent
        aria-label={m.booking_choose_dates()}
        align="end"
        // Keep clear of the sticky header; when neither side has room for the whole calendar it
        // scrolls inside the popover instead of running off the screen.
        collisionPadding={{ top: 88, right: 8, bottom: 8, left: 8 }}
        className="max-h-[var(--radix-popover-content-available-height)] w-auto max-w-[calc(100vw-1rem)] overflow-y-auto p-4 sm:p-5"
        // The calendar focuses its selected day (or today) itself.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <PriceCalendar
          range={range}
          onRangeChange={handleRangeChange}
          {...calendar}
          actions={
            <>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onRangeChange(undefined)}
                disabled={!range?.from}
              >
                {m.booking_clear_dates()}
              </Button>
              <Button type="button" size="sm" onClick={() => setIsOpen(false)}>
                {m.booking_close()}
              </Button>
            </>
          }
        />
      </PopoverContent>
    </Popover>
  )
}
