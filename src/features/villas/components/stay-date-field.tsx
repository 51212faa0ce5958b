import { lazy, Suspense, useState } from 'react'
import type { DatePickerProps } from '@/components/ui/date-picker'
import { DatePickerTrigger } from '@/components/ui/date-picker-trigger'

// The calendar (react-day-picker, Radix popover, floating-ui) would break the home page's script
// budget: it loads when the visitor shows intent (pointer over, focus or click on the button).
const loadPicker = () => import('./stay-date-picker')
const LazyStayDatePicker = lazy(() =>
  loadPicker().then((module) => ({ default: module.StayDatePicker })),
)

type StayDateFieldProps = Omit<DatePickerProps, 'locale' | 'defaultOpen'>

/** A day of the stay search: the button at once, its calendar on first use. */
export function StayDateField(props: StayDateFieldProps) {
  const [isRequested, setIsRequested] = useState(false)
  const placeholder = (
    <DatePickerTrigger
      id={props.id}
      value={props.value}
      placeholder={props.placeholder}
      className={props.className}
      onPointerEnter={loadPicker}
      onFocus={loadPicker}
      onClick={() => setIsRequested(true)}
      aria-haspopup="dialog"
    />
  )
  if (!isRequested) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <LazyStayDatePicker {...props} />
    </Suspense>
  )
}
