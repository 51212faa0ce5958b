import { BarChart3 } from 'lucide-react'
import { useMemo, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import {
  OCCUPANCY_DEFINITION,
  REVENUE_DEFINITION,
} from '@/features/admin/layout/lib/figure-definitions'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { useBookingAnalytics } from '../api/get-booking-analytics'
import {
  PERIOD_PRESETS,
  presetOf,
  presetPeriod,
  readPeriod,
  type Period,
  type PeriodPreset,
} from '../lib/periods'
import { AnalyticsKpis } from './analytics-kpis'
import { MonthlyChart } from './monthly-chart'
import { RevenueSplitTable } from './revenue-split-table'
import { VillaFiguresTable } from './villa-figures-table'
import { parisToday } from '@/lib/dates'

/** Occupancy, revenue and bookings for a period, counted by the database over every booking. */
export function AnalyticsScreen() {
  const today = useMemo(() => parisToday(), [])
  const [params, setParams] = useSearchParams()
  const period = readPeriod(params, today)
  const report = useBookingAnalytics(period.from, period.to)
  const choose = (next: Period) => setParams({ from: next.from, to: next.to }, { replace: true })

  return (
    <>
      <AdminPageHeader
        title="Analytics"
        description="Occupancy, revenue and bookings over a period, counted from every booking."
      />
      <PeriodPicker period={period} today={today} onChange={choose} />
      {report.isPending ? (
        <AdminLoading label="Counting bookings..." />
      ) : report.isError ? (
        <AdminError message="Failed to load data" onRetry={() => void report.refetch()} />
      ) : report.data.byVilla.length === 0 ? (
        <AdminEmpty
          icon={BarChart3}
          title="No active villas"
          description="Analytics count the nights of active villas."
        />
      ) : (
        <div className="space-y-8" aria-busy={report.isFetching}>
          <AnalyticsKpis figures={report.data.totals} />
          <RevenueSplitTable totals={report.data.totals} villas={report.data.byVilla} />
          <MonthlyChart
            key={`${report.data.from}-${report.data.to}`}
            months={report.data.byMonth}
          />
          <VillaFiguresTable villas={report.data.byVilla} />
          <p className="text-xs text-muted-foreground">
            {OCCUPANCY_DEFINITION}: available nights are active villas × days, less blocked days.{' '}
            {REVENUE_DEFINITION}; its split follows each stay&apos;s stored offer (fees and extras
            as quoted, rent the rest: the nights after discounts; a stay booked before offers were
            stored counts as rent). Bookings, average value and lead time: confirmed stays arriving
            in the period. The same occupancy is on Today (next 30 days) and Blocked Dates (this
            month).
          </p>
        </div>
      )}
    </>
  )
}

function PeriodPicker({
  period,
  today,
  onChange,
}: {
  period: Period
  today: Date
  onChange: (period: Period) => void
}) {
  const preset = presetOf(period, today)
  const [draft, setDraft] = useState(period)
  const [error, setError] = useState<string | null>(null)
  // A new period from outside (a preset, the address) resets the custom fields.
  const [shown, setShown] = useState(period)
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown(period)
    setDraft(period)
    setError(null)
  }

  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (!draft.from || !draft.to) return setError('Choose both days of the period.')
    if (draft.to < draft.from) return setError('The period must end on or after its start.')
    setError(null)
    onChange(draft)
  }

  return (
    <form
      onSubmit={apply}
      aria-label="Choose the period"
      className="mb-6 flex flex-col gap-4 rounded-lg border bg-card p-4 md:flex-row md:items-end"
    >
      <div className="space-y-1.5 md:w-56">
        <Label htmlFor="analytics-preset">Period</Label>
        <Select
          value={preset ?? 'custom'}
          onValueChange={(value) =>
            value !== 'custom' && onChange(presetPeriod(value as PeriodPreset, today))
          }
        >
          <SelectTrigger id="analytics-preset">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PERIOD_PRESETS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
            <SelectItem value="custom" disabled={preset !== undefined}>
              Custom dates
            </SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex md:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="analytics-from">From</Label>
          <Input
            id="analytics-from"
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="analytics-to">To</Label>
          <Input
            id="analytics-to"
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
      </div>
      <Button type="submit" variant="outline">
        Show
      </Button>
      <p role="alert" className="min-h-5 text-sm text-destructive md:self-center">
        {error}
      </p>
    </form>
  )
}
