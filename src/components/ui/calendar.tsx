import * as React from 'react'
import { DayPicker } from 'react-day-picker'
import { parisToday } from '@/lib/dates'
import { cn } from '@/lib/utils'

const navButton =
  'inline-flex size-8 items-center justify-center rounded-md border border-input bg-background transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-30'

/** A compact calendar (react-day-picker) in the site's theme, for single days or ranges. */
function Calendar({ className, classNames, ...props }: React.ComponentProps<typeof DayPicker>) {
  // "Today" (its mark, its name for screen readers) is the villas' day in Paris.
  const [today] = React.useState(() => parisToday())
  return (
    <DayPicker
      today={today}
      weekStartsOn={1}
      className={cn('relative w-fit p-3', className)}
      classNames={{
        months: 'relative flex flex-col gap-6 sm:flex-row',
        month: 'flex flex-col gap-3',
        month_caption: 'flex h-8 items-center justify-center',
        caption_label: 'text-sm font-semibold text-navy',
        nav: 'absolute inset-x-3 top-3 z-10 flex h-8 items-center justify-between',
        button_previous: navButton,
        button_next: navButton,
        chevron: 'size-4 fill-navy',
        month_grid: 'border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 pb-1 text-center text-[0.7rem] font-medium uppercase text-muted-foreground',
        week: 'mt-1 flex',
        day: 'group/day size-9 p-0 text-center text-sm',
        day_button: cn(
          'inline-flex size-9 items-center justify-center rounded-md text-navy transition-colors',
          'hover:bg-accent focus-visible:relative focus-visible:z-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          'disabled:cursor-not-allowed disabled:text-muted-foreground/50 disabled:hover:bg-transparent',
          'group-[.is-selected]/day:bg-navy group-[.is-selected]/day:text-ivory group-[.is-selected]/day:hover:bg-navy',
          'group-[.is-middle]/day:rounded-none group-[.is-middle]/day:bg-sand group-[.is-middle]/day:text-navy group-[.is-middle]/day:hover:bg-gold-light/60',
        ),
        selected: 'is-selected',
        range_start: 'rounded-l-md',
        range_end: 'rounded-r-md',
        range_middle: 'is-middle',
        today:
          '[&>button]:font-semibold [&>button]:underline [&>button]:decoration-gold [&>button]:decoration-2 [&>button]:underline-offset-4',
        outside: 'text-muted-foreground/40',
        disabled: 'opacity-60',
        hidden: 'invisible',
        ...classNames,
      }}
      {...props}
    />
  )
}

export { Calendar }
