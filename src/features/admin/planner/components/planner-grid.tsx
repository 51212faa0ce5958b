import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react'
import { usePaymentStates } from '@/features/admin/payments/api/get-payment-states'
import { paymentStateLabel } from '@/features/admin/payments/lib/payment-state'
import { formatDay, isoDay, parseIsoDay } from '@/lib/dates'
import type { PaymentState } from '@/lib/payment-states'
import { cn } from '@/lib/utils'
import { useNow } from '@/lib/dates'
import type { PlannerStay, PlannerWindow } from '../api/get-planner'
import { DAY_WIDTH, dayIndex, stayBar, windowDays } from '../lib/planner-layout'
import type { BlockSelection } from './block-days-dialog'
import { intlLocale } from '@/lib/i18n/locale'
import * as m from '@/paraglide/messages'

interface PlannerGridProps {
  window: PlannerWindow
  today: Date
  isRefreshing: boolean
  onOpenStay: (id: string) => void
  onSelectDays: (selection: BlockSelection) => void
}

/**
 * Villas as rows, days as columns. Each row's days are one background (no element per day), with
 * its stays and blocked runs placed on it: 60 villas × 6 months stay a few hundred elements.
 */
export function PlannerGrid({
  window,
  today,
  isRefreshing,
  onOpenStay,
  onSelectDays,
}: PlannerGridProps) {
  const weekday = new Intl.DateTimeFormat(intlLocale(), { weekday: 'narrow' })
  const monthName = new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric' })
  const days = windowDays(window.from, window.to)
  const width = days.length * DAY_WIDTH
  const todayIndex = dayIndex(window.from, isoDay(today))
  const staysByVilla = groupBy(window.stays, (stay) => stay.villa_id)
  const confirmedIds = useMemo(
    () => window.stays.filter((stay) => stay.status === 'confirmed').map((stay) => stay.id),
    [window.stays],
  )
  const paymentStates = usePaymentStates(confirmedIds).data
  const blockedByVilla = groupBy(window.blocked, (row) => row.villa_id)
  const now = useNow()
  const scroller = useRef<HTMLDivElement>(null)
  // A window with today in it opens with today near the left edge (a week before it in view).
  useEffect(() => {
    if (todayIndex > 7 && todayIndex < days.length) {
      scroller.current?.scrollTo({ left: (todayIndex - 7) * DAY_WIDTH })
    }
  }, [window.from, todayIndex, days.length])
  const [drag, setDrag] = useState<{ villaId: string; start: number; end: number } | null>(null)

  const indexAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return Math.min(
      days.length - 1,
      Math.max(0, Math.floor((event.clientX - box.left) / DAY_WIDTH)),
    )
  }

  return (
    <div
      ref={scroller}
      className={cn(
        'max-h-[75vh] overflow-auto rounded-lg border bg-card shadow-sm transition-opacity',
        isRefreshing && 'opacity-60',
      )}
      aria-busy={isRefreshing}
    >
      {/* The villa column is narrower on phones (--planner-name). */}
      <div
        style={{ width: `calc(var(--planner-name) + ${width}px)` }}
        className="relative [--planner-name:8.5rem] md:[--planner-name:13rem]"
      >
        <div className="sticky top-0 z-20 flex border-b bg-card">
          <div className="sticky left-0 z-30 flex w-[var(--planner-name)] shrink-0 items-end border-r bg-card px-3 pb-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {m.admin_planner_villa()}
          </div>
          <div className="relative h-14 shrink-0" style={{ width }} aria-hidden="true">
            {days.map((date, i) =>
              date.endsWith('-01') || i === 0 ? (
                <span
                  key={`m${date}`}
                  className="absolute top-1 whitespace-nowrap pl-1 text-xs font-medium text-navy"
                  style={{ left: i * DAY_WIDTH }}
                >
                  {monthName.format(parseIsoDay(date))}
                </span>
              ) : null,
            )}
            {days.map((date, i) => {
              const d = parseIsoDay(date)
              const weekend = d.getDay() === 0 || d.getDay() === 6
              return (
                <span
                  key={date}
                  className={cn(
                    'absolute bottom-1 flex flex-col items-center text-[10px] leading-tight',
                    weekend ? 'text-gold-dark' : 'text-muted-foreground',
                    i === todayIndex && 'font-semibold text-navy',
                  )}
                  style={{ left: i * DAY_WIDTH, width: DAY_WIDTH }}
                >
                  <span>{weekday.format(d)}</span>
                  <span>{d.getDate()}</span>
                </span>
              )
            })}
          </div>
        </div>

        <ul aria-label={m.admin_planner_villas()}>
          {window.villas.map((villa) => {
            const isDragging = drag?.villaId === villa.id
            return (
              <li key={villa.id} className="flex border-b last:border-0">
                <div className="sticky left-0 z-10 flex w-[var(--planner-name)] shrink-0 flex-col justify-center border-r bg-card px-3 py-1.5">
                  <p className="truncate text-sm font-medium text-navy" title={villa.name}>
                    {villa.name}
                  </p>
                  <button
                    type="button"
                    className="w-fit text-xs text-gold-dark underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() =>
                      onSelectDays({
                        villaId: villa.id,
                        from: isoDay(today),
                        to: isoDay(today),
                      })
                    }
                  >
                    {m.admin_planner_block_days()}
                    <span className="sr-only">{m.admin_planner_at({ villa: villa.name })}</span>…
                  </button>
                </div>
                <div
                  className="planner-track relative h-14 shrink-0 cursor-crosshair touch-pan-x"
                  style={{ width }}
                  aria-label={m.admin_planner_drag({ villa: villa.name })}
                  onPointerDown={(event) => {
                    if ((event.target as HTMLElement).closest('button')) return
                    event.currentTarget.setPointerCapture(event.pointerId)
                    const index = indexAt(event)
                    setDrag({ villaId: villa.id, start: index, end: index })
                  }}
                  onPointerMove={(event) => {
                    if (isDragging) setDrag({ ...drag, end: indexAt(event) })
                  }}
                  onPointerUp={() => {
                    if (!isDragging) return
                    const [first, last] = [
                      Math.min(drag.start, drag.end),
                      Math.max(drag.start, drag.end),
                    ]
                    setDrag(null)
                    onSelectDays({ villaId: villa.id, from: days[first]!, to: days[last]! })
                  }}
                  onPointerCancel={() => setDrag(null)}
                >
                  {todayIndex >= 0 && todayIndex < days.length && (
                    <span
                      aria-hidden="true"
                      className="absolute inset-y-0 w-px bg-gold"
                      style={{ left: (todayIndex + 0.5) * DAY_WIDTH }}
                    />
                  )}
                  {(blockedByVilla.get(villa.id) ?? []).map((run) => {
                    const length = dayIndex(run.first, run.last) + 1
                    const label = `${
                      length > 1
                        ? m.admin_planner_blocked_range({
                            first: formatDay(run.first),
                            last: formatDay(run.last),
                          })
                        : m.admin_planner_blocked_one({ day: formatDay(run.first) })
                    }${run.reason ? `: ${run.reason}` : ''}`
                    return (
                      <span
                        key={`${run.first}-${run.reason ?? ''}`}
                        role="img"
                        aria-label={label}
                        title={label}
                        className="planner-blocked absolute inset-y-2 rounded-sm"
                        style={{
                          left: dayIndex(window.from, run.first) * DAY_WIDTH,
                          width: length * DAY_WIDTH,
                        }}
                      />
                    )
                  })}
                  {(staysByVilla.get(villa.id) ?? []).map((stay) => (
                    <StayBar
                      key={stay.id}
                      stay={stay}
                      from={window.from}
                      dayCount={days.length}
                      now={now}
                      paymentState={paymentStates?.get(stay.id)?.state}
                      onOpen={() => onOpenStay(stay.id)}
                    />
                  ))}
                  {isDragging && (
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute inset-y-1 rounded-sm bg-gold/25 ring-2 ring-gold"
                      style={{
                        left: Math.min(drag.start, drag.end) * DAY_WIDTH,
                        width: (Math.abs(drag.end - drag.start) + 1) * DAY_WIDTH,
                      }}
                    />
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}

function StayBar({
  stay,
  from,
  dayCount,
  now,
  paymentState,
  onOpen,
}: {
  stay: PlannerStay
  from: string
  dayCount: number
  now: number
  /** A confirmed stay's payment state, marked on its bar. */
  paymentState?: PaymentState
  onOpen: () => void
}) {
  const bar = stayBar(from, dayCount, stay.check_in, stay.check_out)
  if (!bar) return null
  const isConfirmed = stay.status === 'confirmed'
  const expiry = stay.expires_at ? new Date(stay.expires_at).getTime() : now
  const hoursLeft = Math.max(0, Math.round((expiry - now) / 3_600_000))
  const said = {
    guest: stay.guest_name,
    reference: stay.reference ?? '',
    from: formatDay(stay.check_in),
    to: formatDay(stay.check_out),
  }
  const label = `${
    isConfirmed
      ? m.admin_planner_stay_confirmed(said)
      : m.admin_planner_stay_pending({ ...said, hours: hoursLeft })
  }${paymentState ? `, ${paymentStateLabel(paymentState).toLowerCase()}` : ''}`
  return (
    <button
      type="button"
      onClick={onOpen}
      title={label}
      aria-label={label}
      // A request is a strip under the row's stays: it holds no nights, and never hides one.
      className={cn(
        'absolute flex items-center overflow-hidden rounded-md text-left text-xs font-medium shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-1',
        isConfirmed
          ? 'top-2 h-8 bg-navy px-2 text-ivory hover:bg-navy/90'
          : 'bottom-1 h-2.5 bg-gold hover:bg-gold-light',
        bar.continuesBefore && 'rounded-l-none',
        bar.continuesAfter && 'rounded-r-none',
      )}
      style={{ left: bar.left, width: bar.width, zIndex: isConfirmed ? 1 : 2 }}
    >
      {isConfirmed && paymentState && (
        <span
          aria-hidden="true"
          data-payment-state={paymentState}
          className={cn(
            'mr-1.5 size-2 shrink-0 rounded-full ring-1 ring-ivory/70',
            PAYMENT_MARKS[paymentState] ?? 'bg-ivory/50',
          )}
        />
      )}
      {isConfirmed && <span className="truncate">{stay.guest_name}</span>}
    </button>
  )
}

// The payment state on a confirmed stay's bar: red when late, gold awaiting the deposit, blue
// with the deposit in, green paid in full (the same words in its label and the legend).
const PAYMENT_MARKS: Partial<Record<PaymentState, string>> = {
  overdue: 'bg-red-500',
  awaiting_deposit: 'bg-gold',
  deposit_received: 'bg-sky-400',
  paid_in_full: 'bg-emerald-400',
}

function groupBy<T>(items: readonly T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const group = groups.get(key(item))
    if (group) group.push(item)
    else groups.set(key(item), [item])
  }
  return groups
}
