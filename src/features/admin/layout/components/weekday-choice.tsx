import { intlLocale } from '@/lib/i18n/locale'
import { cn } from '@/lib/utils'

/** ISO weekdays with their short and long names in the admin's language ("Mon", "Monday"). */
function weekdays() {
  const short = new Intl.DateTimeFormat(intlLocale(), { weekday: 'short', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' })
  // 5 January 2026 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const date = new Date(Date.UTC(2026, 0, 4 + day))
    return [day, short.format(date), long.format(date)] as const
  })
}

interface WeekdayChoiceProps {
  legend: string
  /** ISO weekdays chosen (1 = Monday … 7 = Sunday). */
  value: readonly number[]
  onChange: (days: number[]) => void
  error?: string
  hint?: string
}

/** Seven toggles for the days a rule allows (arrivals, departures). */
export function WeekdayChoice({ legend, value, onChange, error, hint }: WeekdayChoiceProps) {
  const toggle = (day: number) =>
    onChange(value.includes(day) ? value.filter((d) => d !== day) : [...value, day].sort())
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {weekdays().map(([day, short, long]) => (
          <label
            key={day}
            className={cn(
              'cursor-pointer rounded-md border px-2.5 py-1.5 text-sm transition-colors focus-within:ring-2 focus-within:ring-ring',
              value.includes(day)
                ? 'border-navy bg-navy text-ivory'
                : 'border-input bg-background text-muted-foreground hover:bg-sand',
            )}
          >
            <input
              type="checkbox"
              className="sr-only"
              checked={value.includes(day)}
              onChange={() => toggle(day)}
              aria-label={long}
            />
            {short}
          </label>
        ))}
      </div>
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && (
        <p className="text-xs font-medium text-destructive" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
