import { useState, type ComponentProps, type Ref } from 'react'
import { Button } from '@/components/ui/button'
import { Calendar } from '@/components/ui/calendar'
import { DatePickerTrigger } from '@/components/ui/date-picker-trigger'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { isoDay, parseIsoDay } from '@/lib/dates'
import * as m from '@/paraglide/messages'

export interface DatePickerProps {
  /** The button's id, for a <Label htmlFor>. */
  id: string
  /** yyyy-MM-dd, '' when no day is picked: what a native date input holds. */
  value: string
  onChange: (value: string) => void
  /** The first and last days that can be picked (yyyy-MM-dd), as a native input's min and max. */
  min?: string
  max?: string
  placeholder: string
  /** react-day-picker's words (month and day names, its buttons' labels); English by default. */
  locale?: ComponentProps<typeof Calendar>['locale']
  /** Offers "Clear date" under the calendar (an optional filter). */
  isClearable?: boolean
  isInvalid?: boolean
  /** The id of the error beside the picker, when there is one. */
  errorId?: string
  /** The button, for react-hook-form to focus the first field at fault (Controller's field.ref). */
  triggerRef?: Ref<HTMLButtonElement>
  className?: string
  /** Open on mount: asked for before this code had loaded. */
  defaultOpen?: boolean
}

/**
 * One day, picked on a calendar in a popover, shown and named in the page's language (weeks
 * start on Monday). The keyboard moves through the days; focus comes back to the button.
 */
export function DatePicker({
  id,
  value,
  onChange,
  min,
  max,
  placeholder,
  locale,
  isClearable = false,
  isInvalid,
  errorId,
  triggerRef,
  className,
  defaultOpen = false,
}: DatePickerProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen)
  const selected = value ? parseIsoDay(value) : undefined
  const first = min ? parseIsoDay(min) : undefined
  const last = max ? parseIsoDay(max) : undefined
  const pick = (next: string) => {
    onChange(next)
    setIsOpen(false)
  }
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <DatePickerTrigger
          id={id}
          ref={triggerRef}
          value={value}
          placeholder={placeholder}
          aria-invalid={isInvalid || Boolean(errorId) || undefined}
          aria-describedby={errorId}
          className={className}
        />
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start">
        <Calendar
          mode="single"
          required
          locale={locale}
          autoFocus
          selected={selected}
          defaultMonth={selected ?? first ?? last}
          startMonth={first}
          endMonth={last}
          onSelect={(day) => pick(isoDay(day))}
          disabled={[first && { before: first }, last && { after: last }].filter(
            (limit) => !!limit,
          )}
        />
        {isClearable && value && (
          <div className="border-t p-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => pick('')}>
              {m.ui_clear_date()}
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  )
}
