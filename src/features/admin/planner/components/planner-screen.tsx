import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useMemo, useState } from 'react'
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
import { BookingDetailDialog } from '@/features/admin/bookings/components/booking-detail-dialog'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import { AdminError, AdminLoading } from '@/features/admin/layout/components/admin-page-states'
import { usePlannerWindow } from '../api/get-planner'
import {
  readPlannerView,
  shiftView,
  WINDOW_MONTHS,
  windowRange,
  type PlannerView,
  type WindowMonths,
} from '../lib/planner-layout'
import { BlockDaysDialog, type BlockSelection } from './block-days-dialog'
import { PlannerGrid } from './planner-grid'
import { parisToday, parseIsoDay } from '@/lib/dates'
import { intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

/** "November 2026", "novembre 2026". */
const monthTitle = () => new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric' })

/**
 * Every villa's stays, requests and blocked days, one row per villa and one column per day, one
 * window (1, 3 or 6 months) per database call. A stay opens its booking; dragging over free days
 * of a villa (or "Block days…") blocks them, with the Blocked Dates screen's rules.
 */
export function PlannerScreen() {
  const today = useMemo(() => parisToday(), [])
  const [params, setParams] = useSearchParams()
  const view = readPlannerView(params, today)
  const { from, to } = windowRange(view)
  const planner = usePlannerWindow(from, to)
  const [openStayId, setOpenStayId] = useState<string | null>(null)
  const [selection, setSelection] = useState<BlockSelection | null>(null)

  const show = (next: PlannerView) =>
    setParams({ start: next.start, months: String(next.months) }, { replace: true })
  const openStay = planner.data?.stays.find((stay) => stay.id === openStayId)

  return (
    <>
      <AdminPageHeader
        title={m.admin_planner_title()}
        description={m.admin_planner_description()}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={m.admin_planner_previous()}
            onClick={() => show(shiftView(view, -1))}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="outline"
            onClick={() => show(readPlannerView(new URLSearchParams(), today))}
          >
            {m.admin_planner_today()}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={m.admin_planner_next()}
            onClick={() => show(shiftView(view, 1))}
          >
            <ChevronRight />
          </Button>
        </div>
        <p className="font-display text-2xl text-navy" aria-live="polite">
          {monthTitle().format(parseIsoDay(from))}
          {view.months > 1 && ` – ${monthTitle().format(parseIsoDay(to))}`}
        </p>
        <div className="ml-auto w-36 space-y-1.5">
          <Label htmlFor="planner-months">{m.admin_planner_show()}</Label>
          <Select
            value={String(view.months)}
            onValueChange={(value) => show({ ...view, months: Number(value) as WindowMonths })}
          >
            <SelectTrigger id="planner-months">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {WINDOW_MONTHS.map((months) => (
                <SelectItem key={months} value={String(months)}>
                  {m.admin_planner_months({ count: months })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <Legend />
      {planner.isPending ? (
        <AdminLoading label={m.admin_planner_loading()} />
      ) : planner.isError ? (
        <AdminError message={m.admin_planner_failed()} onRetry={() => void planner.refetch()} />
      ) : (
        <PlannerGrid
          window={planner.data}
          today={today}
          isRefreshing={planner.isPlaceholderData}
          onOpenStay={setOpenStayId}
          onSelectDays={setSelection}
        />
      )}
      {openStay && <BookingDetailDialog booking={openStay} onClose={() => setOpenStayId(null)} />}
      {selection && planner.data && (
        <BlockDaysDialog
          selection={selection}
          window={planner.data}
          onClose={() => setSelection(null)}
        />
      )}
    </>
  )
}

function Legend() {
  const items = [
    [m.admin_planner_legend_confirmed(), 'bg-navy'],
    [m.admin_planner_legend_pending(), 'bg-gold h-1.5'],
    [m.admin_planner_legend_blocked(), 'planner-blocked'],
  ] as const
  return (
    <ul
      className="mb-4 flex flex-wrap gap-x-5 gap-y-2 text-xs text-muted-foreground"
      aria-label={m.admin_planner_legend()}
    >
      {items.map(([label, className]) => (
        <li key={label} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-3 w-6 rounded-sm ${className}`} />
          {label}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-block h-3 w-6 rounded-sm bg-navy [clip-path:polygon(50%_0,100%_0,100%_100%,50%_100%)]"
        />
        {m.admin_planner_legend_changeover()}
      </li>
      <li className="flex items-center gap-2">
        <span className="inline-flex gap-1" aria-hidden="true">
          <span className="size-2 rounded-full bg-gold" />
          <span className="size-2 rounded-full bg-sky-400" />
          <span className="size-2 rounded-full bg-emerald-400" />
          <span className="size-2 rounded-full bg-red-500" />
        </span>
        {m.admin_planner_legend_payment()}
      </li>
    </ul>
  )
}
