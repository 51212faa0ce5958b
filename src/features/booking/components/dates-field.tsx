import { lazy, Suspense, useCallback, useState } from 'react'
import { useCalendarRequest } from '@/features/booking/lib/calendar-request'
import type { DateRangePickerProps } from './date-range-picker'
import { DatesTrigger } from './dates-trigger'
import * as m from '@/paraglide/messages'

// The calendar (react-day-picker, Radix popover, floating-ui) is a third of the villa page's
// script; it loads when the visitor shows intent (pointer over, focus or click on the button).
const loadPicker = () => import('./date-range-picker')
const LazyDateRangePicker = lazy(() =>
  loadPicker().then((module) => ({ default: module.DateRangePicker })),
)

interface DatesFieldProps extends Omit<DateRangePickerProps, 'defaultOpen'> {
  /** Availability or rules are still loading: the calendar cannot open yet. */
  isLoading?: boolean
}

export function DatesField({ isLoading = false, ...props }: DatesFieldProps) {
  const [isRequested, setIsRequested] = useState(false)
  // Asked for from the booking bar before it could open: it opens as soon as it can.
  useCalendarRequest(
    !isLoading && !isRequested,
    useCallback(() => setIsRequested(true), []),
  )
  if (isLoading) {
    return (
      <div className="grid gap-2">
        <DatesTrigger
          range={props.range}
          {...props.triggerProps}
          disabled
          aria-describedby="dates-loading"
        />
        <p id="dates-loading" role="status" className="text-xs text-muted-foreground">
          {m.booking_loading_availability()}
        </p>
      </div>
    )
  }
  const placeholder = (
    <DatesTrigger
      range={props.range}
      {...props.triggerProps}
      onPointerEnter={loadPicker}
      onFocus={loadPicker}
      onClick={() => setIsRequested(true)}
      aria-haspopup="dialog"
    />
  )
  if (!isRequested) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <LazyDateRangePicker {...props} defaultOpen />
    </Suspense>
  )
}
