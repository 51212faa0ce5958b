import { CalendarDays } from 'lucide-react'
import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import type { StayRange } from '@/features/booking/lib/availability'
import { formatDay } from '@/lib/dates'
import * as m from '@/paraglide/messages'

// "Jul 01, 2026" ("1 juil. 2026"), the site's date format, without date-fns' formatter.
const label = (day: Date | undefined) => (day ? formatDay(day) : m.booking_add_date())

interface DatesTriggerProps extends ComponentPropsWithoutRef<'button'> {
  range: StayRange | undefined
}

/** The check-in / check-out button that opens the calendar. */
export const DatesTrigger = forwardRef<HTMLButtonElement, DatesTriggerProps>(
  ({ range, ...buttonProps }, ref) => (
    <button
      ref={ref}
      type="button"
      data-dates-trigger=""
      // Its accessible name is its visible text ("Check-in Jul 01, 2026 Check-out …"), so
      // voice control users can say what they see (WCAG 2.5.3); the spaces between its parts
      // keep the words apart in that name.
      className="grid w-full grid-cols-2 overflow-hidden rounded-md border border-input bg-background text-left shadow-sm transition-colors hover:border-gold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait disabled:opacity-70"
      {...buttonProps}
    >
      <DateCell caption={m.booking_check_in()} value={label(range?.from)} isSet={!!range?.from} />{' '}
      <DateCell
        caption={m.booking_check_out()}
        value={label(range?.to)}
        isSet={!!range?.to}
        bordered
      />
    </button>
  ),
)
DatesTrigger.displayName = 'DatesTrigger'

function DateCell(props: { caption: string; value: string; isSet: boolean; bordered?: boolean }) {
  return (
    <span
      className={`flex flex-col gap-1 px-4 py-3 ${props.bordered ? 'border-l border-input' : ''}`}
    >
      <span className="flex items-center gap-1.5 text-[11px] font-semibold uppercase tracking-[0.15em] text-navy">
        <CalendarDays className="size-3.5 text-gold-dark" aria-hidden="true" />
        {props.caption}
      </span>{' '}
      <span className={props.isSet ? 'text-sm text-navy' : 'text-sm text-muted-foreground'}>
        {props.value}
      </span>
    </span>
  )
}
