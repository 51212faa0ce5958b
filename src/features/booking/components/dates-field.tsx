import { lazy, Suspense, useState } from 'react'
import type { DateRangePickerProps } from './date-range-picker'
import { DatesTrigger } from './dates-trigger'

// The calendar (react-day-picker, Radix popover, floating-ui) is a third of the villa page's
// script; it loads when the visitor shows intent (pointer over, focus or click on the button).
const loadPicker = () => import('./date-range-picker')
const LazyDateRangePicker = lazy(() =>
  loadPicker().then((module) => ({ default: module.DateRangePicker })),
)

type DatesFieldProps = Omit<DateRangePickerProps, 'defaultOpen'>

export function DatesField(props: DatesFieldProps) {
  const [isRequested, setIsRequested] = useState(false)
  const placeholder = (
    <DatesTrigger
      range={props.range}
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
