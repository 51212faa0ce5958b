import { BarChart3 } from 'lucide-react'
import { useMemo, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { DatePicker } from '@/features/admin/layout/components/date-pickers'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { useBookingAnalytics } from '../api/get-booking-analytics'
import {
  periodPresets,
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
import * as m from '@/paraglide/messages'

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
        title={m.admin_analytics_title()}
        description={m.admin_analytics_description()}
      />
      <PeriodPicker period={period} today={today} onChange={choose} />
      {report.isPending ? (
        <AdminLoading label={m.admin_analytics_loading()} />
      ) : report.isError ? (
        <AdminError
          message={m.admin_settings_failed_to_load()}
          onRetry={() => void report.refetch()}
        />
      ) : report.data.byVilla.length === 0 ? (
        <AdminEmpty
          icon={BarChart3}
          title={m.admin_analytics_empty_title()}
          description={m.admin_analytics_empty_description()}
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
          <p className="text-xs text-muted-foreground">{m.admin_analytics_definitions()}</p>
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
    if (!draft.from || !draft.to) return setError(m.admin_analytics_error_both_days())
    if (draft.to < draft.from) return setError(m.admin_analytics_error_order())
    setError(null)
    onChange(draft)
  }

  return (
    <form
      onSubmit={apply}
      aria-label={m.admin_analytics_choose_period()}
      className="mb-6 flex flex-col gap-4 rounded-lg border bg-card p-4 md:flex-row md:items-end"
    >
      <div className="space-y-1.5 md:w-56">
        <Label htmlFor="analytics-preset">{m.admin_analytics_period()}</Label>
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
            {periodPresets().map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
            <SelectItem value="custom" disabled={preset !== undefined}>
              {m.admin_analytics_custom_dates()}
            </SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex md:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="analytics-from">{m.admin_analytics_from()}</Label>
          <DatePicker
            id="analytics-from"
            value={draft.from}
            onChange={(from) => setDraft({ ...draft, from })}
            className="md:w-44"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="analytics-to">{m.admin_analytics_to()}</Label>
          <DatePicker
            id="analytics-to"
            value={draft.to}
            onChange={(to) => setDraft({ ...draft, to })}
            className="md:w-44"
          />
        </div>
      </div>
      <Button type="submit" variant="outline">
        {m.admin_analytics_show()}
      </Button>
      <p role="alert" className="min-h-5 text-sm text-destructive md:self-center">
        {error}
      </p>
    </form>
  )
}
