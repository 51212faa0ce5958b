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

const monthTitle = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' })

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
        title="Occupancy Planner"
        description="Every villa at a glance: confirmed stays, requests and blocked days."
      />
      <div className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border bg-card p-4">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous month"
            onClick={() => show(shiftView(view, -1))}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="outline"
            onClick={() => show(readPlannerView(new URLSearchParams(), today))}
          >
            Today
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next month"
            onClick={() => show(shiftView(view, 1))}
          >
            <ChevronRight />
          </Button>
        </div>
        <p className="font-display text-2xl text-navy" aria-live="polite">
          {monthTitle.format(parseIsoDay(from))}
          {view.months > 1 && ` – ${monthTitle.format(parseIsoDay(to))}`}
        </p>
        <div className="ml-auto w-36 space-y-1.5">
          <Label htmlFor="planner-months">Show</Label>
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
                  {months === 1 ? '1 month' : `${months} months`}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <Legend />
      {planner.isPending ? (
        <AdminLoading label="Loading the planner..." />
      ) : planner.isError ? (
        <AdminError message="Failed to load data" onRetry={() => void planner.refetch()} />
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
    ['Confirmed stay', 'bg-navy'],
    ['Pending request (under the row)', 'bg-gold h-1.5'],
    ['Blocked', 'planner-blocked'],
  ] as const
  return (
    <ul
      className="mb-4 flex flex-wrap gap-x-5 gap-y-2 text-xs text-muted-foreground"
      aria-label="Legend"
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
        Stays run from mid-day to mid-day: on a changeover day one leaves and the next arrives
      </li>
      <li className="flex items-center gap-2">
        <span className="inline-flex gap-1" aria-hidden="true">
          <span className="size-2 rounded-full bg-gold" />
          <span className="size-2 rounded-full bg-sky-400" />
          <span className="size-2 rounded-full bg-emerald-400" />
          <span className="size-2 rounded-full bg-red-500" />
        </span>
        Payment: awaiting deposit, deposit received, paid in full, overdue
      </li>
    </ul>
  )
}
