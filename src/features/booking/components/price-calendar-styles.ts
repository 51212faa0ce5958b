import { cn } from '@/lib/utils'

/**
 * The width of one weekday column. Every cell carries it, not only the day buttons: the rows are
 * flex lines, so a blank cell before the 1st (react-day-picker renders it without a button)
 * would otherwise shrink to nothing and slide the first week's days under the wrong weekdays.
 */
export const DAY_COLUMN = 'w-11 shrink-0 sm:w-12'

const navButton =
  'inline-flex size-9 items-center justify-center rounded-full border border-border bg-background transition-colors hover:bg-sand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold disabled:opacity-30'

/** DayPicker's parts styled with the theme (react-day-picker's own stylesheet is not loaded). */
export const calendarClassNames = {
  root: 'relative w-fit',
  months: 'relative flex flex-col gap-8 md:flex-row',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-9 items-center justify-center',
  caption_label: 'flex items-center gap-1 font-display text-lg font-semibold text-navy',
  // Month and year lists: the native select lies invisible over its label, so it keeps the
  // platform's picker (a wheel on phones) and its keyboard behaviour.
  dropdowns: 'relative z-20 flex items-center gap-1',
  dropdown_root:
    'relative inline-flex items-center rounded-md px-2 py-1 hover:bg-sand focus-within:ring-2 focus-within:ring-gold',
  dropdown: 'absolute inset-0 w-full cursor-pointer opacity-0',
  nav: 'absolute inset-x-0 top-0 z-10 flex h-9 items-center justify-between',
  button_previous: navButton,
  button_next: navButton,
  chevron: 'size-4 fill-navy',
  month_grid: 'border-collapse',
  weekdays: 'flex',
  weekday: cn(
    DAY_COLUMN,
    'pb-2 text-center text-[11px] font-medium uppercase tracking-wider text-muted-foreground',
  ),
  week: 'mt-0.5 flex',
  day: cn(DAY_COLUMN, 'group/day h-11 p-0 text-center'),
  day_button: cn(
    'flex h-11 w-full flex-col items-center justify-center rounded-md text-navy transition-colors',
    'hover:bg-sand focus-visible:relative focus-visible:z-10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold',
    'disabled:cursor-not-allowed disabled:text-muted-foreground/50 disabled:hover:bg-transparent',
    'aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground/50',
    'group-[.unavailable]/day:line-through',
    '[&_.price]:text-muted-foreground',
    'group-[.range-middle]/day:rounded-none group-[.range-middle]/day:hover:bg-gold-light/50',
    'group-[.range-start]/day:bg-navy group-[.range-start]/day:text-ivory group-[.range-start]/day:hover:bg-navy',
    'group-[.range-end]/day:bg-navy group-[.range-end]/day:text-ivory group-[.range-end]/day:hover:bg-navy',
    'group-[.range-start]/day:[&_.price]:text-gold-light group-[.range-end]/day:[&_.price]:text-gold-light',
  ),
  selected: 'bg-sand',
  range_start: 'range-start rounded-l-md',
  range_end: 'range-end rounded-r-md',
  range_middle: 'range-middle',
  today:
    '[&>button]:font-semibold [&>button]:underline [&>button]:decoration-gold [&>button]:decoration-2 [&>button]:underline-offset-4',
  outside: 'invisible',
  hidden: 'invisible',
}
