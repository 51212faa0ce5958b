import { cn } from '@/lib/utils'

const DAYS = [
  [1, 'Mon', 'Monday'],
  [2, 'Tue', 'Tuesday'],
  [3, 'Wed', 'Wednesday'],
  [4, 'Thu', 'Thursday'],
  [5, 'Fri', 'Friday'],
  [6, 'Sat', 'Saturday'],
  [7, 'Sun', 'Sunday'],
] as const

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
        {DAYS.map(([day, short, long]) => (
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
