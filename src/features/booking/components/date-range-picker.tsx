import { format } from 'date-fns'
import { CalendarDays } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import type { StayRange } from '@/features/booking/lib/availability'
import type { PriceByDay } from '@/features/booking/lib/pricing'
import { PriceCalendar } from './price-calendar'

interface DateRangePickerProps {
  today: Date
  range: StayRange | undefined
  onRangeChange: (range: StayRange | undefined) => void
  prices: PriceByDay
  basePrice: number
  unavailable: readonly string[]
}

const label = (day: Date | undefined) => (day ? format(day, 'MMM dd, yyyy') : 'Add date')

/**
 * A button showing the chosen dates that opens the calendar in a popover. The popover is modal:
 * focus stays inside while it is open and returns to the button when it closes.
 */
export function DateRangePicker({ range, onRangeChange, ...calendar }: DateRangePickerProps) {
  const [isOpen, setIsOpen] = useState(false)

  const handleRangeChange = (next: StayRange) => {
    onRangeChange(next)
    if (next.from && next.to) setIsOpen(false)
  }

  return (
    <Popover open={isOpen} onOpenChange={setIsOpen} modal>
      <PopoverTrigger asChild>
        <button
          type="button"
          className="grid w-full grid-cols-2 overflow-hidden rounded-md border border-input bg-background text-left shadow-sm transition-colors hover:border-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={
            range?.from && range.to
              ? `Dates: ${label(range.from)} to ${label(range.to)}. Change dates`
              : 'Select check-in and check-out dates'
          }
        >
          <DateCell caption="Check-in" value={label(range?.from)} isSet={!!range?.from} />
          <DateCell caption="Check-out" value={label(range?.to)} isSet={!!range?.to} bordered />
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={8}
        className="w-auto max-w-[calc(100vw-1rem)] p-4 sm:p-5"
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
                Clear dates
              </Button>
              <Button type="button" size="sm" onClick={() => setIsOpen(false)}>
                Close
              </Button>
            </>
          }
        />
      </PopoverContent>
    </Popover>
  )
}

function DateCell(props: { caption: string; value: string; isSet: boolean; bordered?: boolean }) {
  return (
    <span
      className={`flex flex-col gap-1 px-4 py-3 ${props.bordered ? 'border-l border-input' : ''}`}
    >
      <span className="flex items-center gap-1.5 text-[11px] font-semibold uppercase tracking-[0.15em] text-navy">
        <CalendarDays className="size-3.5 text-gold-dark" aria-hidden="true" />
        {props.caption}
      </span>
      <span className={props.isSet ? 'text-sm text-navy' : 'text-sm text-muted-foreground'}>
        {props.value}
      </span>
    </span>
  )
}
