import { CalendarDays } from 'lucide-react'
import { useSyncExternalStore, type Ref } from 'react'
import type { DateRange } from 'react-day-picker'
import { Button } from '@/components/ui/button'
import { Calendar } from '@/components/ui/calendar'
import { DatePicker as SharedDatePicker, type DatePickerProps } from '@/components/ui/date-picker'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { dayPickerLocale } from '@/lib/i18n/day-picker-locale'
import { formatDay } from '@/lib/dates'
import { cn } from '@/lib/utils'
import * as m from '@/paraglide/messages'

interface PickerBase {
  /** The trigger's id, for a <Label htmlFor>. */
  id: string
  /** Days before this one cannot be picked (e.g. today for "no past dates"). */
  disabledBefore?: Date
  placeholder?: string
  isInvalid?: boolean
  /** The id of the error beside the picker (AdminFormField's `${id}-error`), when there is one. */
  errorId?: string
  /** The trigger, for react-hook-form to focus the first field at fault (Controller's field.ref). */
  triggerRef?: Ref<HTMLButtonElement>
}

const WIDE_QUERY = '(min-width: 640px)'

/** Two months side by side only where they fit. */
function useIsWide() {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(WIDE_QUERY)
      media.addEventListener('change', onChange)
      return () => media.removeEventListener('change', onChange)
    },
    () => window.matchMedia(WIDE_QUERY).matches,
  )
}

function triggerClass(isEmpty: boolean) {
  return cn(
    'flex w-full justify-start px-3 font-normal aria-[invalid=true]:border-destructive',
    isEmpty && 'text-muted-foreground',
  )
}

/** One day (yyyy-MM-dd, '' for none) in the staff member's language ("26 nov. 2026"). */
export function DatePicker({
  placeholder = m.admin_ui_pick_date(),
  ...props
}: Omit<DatePickerProps, 'locale' | 'placeholder'> & { placeholder?: string }) {
  return <SharedDatePicker {...props} placeholder={placeholder} locale={dayPickerLocale()} />
}

/** A range of days (first and last), picked on a two-month calendar in a popover. */
export function DateRangePicker({
  id,
  value,
  onChange,
  disabledBefore,
  placeholder,
  isInvalid,
  errorId,
  triggerRef,
}: PickerBase & {
  value: DateRange | undefined
  onChange: (range: DateRange | undefined) => void
}) {
  const isWide = useIsWide()
  const label = value?.from
    ? value.to
      ? `${formatDay(value.from)} – ${formatDay(value.to)}`
      : `${formatDay(value.from)} – …`
    : (placeholder ?? m.admin_ui_pick_range())
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          id={id}
          ref={triggerRef}
          type="button"
          variant="outline"
          aria-invalid={isInvalid || Boolean(errorId) || undefined}
          aria-describedby={errorId}
          className={triggerClass(!value?.from)}
        >
          <CalendarDays aria-hidden="true" />
          <span className="truncate">{label}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto max-w-[calc(100vw-1rem)] p-0" align="start">
        <Calendar
          mode="range"
          locale={dayPickerLocale()}
          autoFocus
          selected={value}
          defaultMonth={value?.from ?? disabledBefore}
          onSelect={onChange}
          numberOfMonths={isWide ? 2 : 1}
          disabled={disabledBefore ? { before: disabledBefore } : undefined}
        />
      </PopoverContent>
    </Popover>
  )
}
