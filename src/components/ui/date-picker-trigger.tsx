import { CalendarDays } from 'lucide-react'
import { forwardRef, type ComponentPropsWithoutRef } from 'react'
import { Button } from '@/components/ui/button'
import { formatDay } from '@/lib/dates'
import { cn } from '@/lib/utils'

interface DatePickerTriggerProps extends ComponentPropsWithoutRef<'button'> {
  id: string
  /** The day shown, yyyy-MM-dd; '' when none is picked. */
  value: string
  placeholder: string
}

/**
 * A date picker's button: the day in the page's language ("Nov 26, 2026", "26 nov. 2026"). Light
 * (no calendar), so a public page can show it before the calendar's code has loaded. Its name is
 * its <Label htmlFor>; the day shown is its description, so a screen reader says both.
 */
export const DatePickerTrigger = forwardRef<HTMLButtonElement, DatePickerTriggerProps>(
  function DatePickerTrigger({ id, value, placeholder, className, ...button }, ref) {
    return (
      <Button
        ref={ref}
        id={id}
        type="button"
        variant="outline"
        className={cn(
          'flex w-full justify-start px-3 font-normal aria-[invalid=true]:border-destructive',
          !value && 'text-muted-foreground',
          className,
        )}
        {...button}
        aria-describedby={[`${id}-day`, button['aria-describedby']].filter(Boolean).join(' ')}
      >
        <CalendarDays aria-hidden="true" />
        <span id={`${id}-day`} className="truncate">
          {value ? formatDay(value) : placeholder}
        </span>
      </Button>
    )
  },
)
