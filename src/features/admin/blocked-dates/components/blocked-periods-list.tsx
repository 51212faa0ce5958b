import { CalendarX, Lock, Unlock } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/toast'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { AdminEmpty } from '@/features/admin/layout/components/admin-page-states'
import { formatDay } from '@/lib/dates'
import { useUnblockDates } from '../api/unblock-dates'
import { importedSource } from '../lib/imported-source'
import { AdminPagination } from '@/features/admin/layout/components/admin-pagination'
import { PERIODS_PAGE_SIZE, type BlockedPeriod } from '../api/get-blocked-periods'
import * as m from '@/paraglide/messages'

const PAGE_SIZES = [PERIODS_PAGE_SIZE] as const

interface BlockedPeriodsListProps {
  periods: readonly BlockedPeriod[]
  /** Periods on every page (the database counts them). */
  total: number
  page: number
  onPage: (page: number) => void
}

const keyOf = (period: BlockedPeriod) =>
  `${period.villa_id}|${period.start_day}|${period.is_booking}|${period.reason}`

/** "Currently Blocked Periods": stored blocks and confirmed bookings, a page at a time. */
export function BlockedPeriodsList({ periods, total, page, onPage }: BlockedPeriodsListProps) {
  const unblock = useUnblockDates()
  const [asking, setAsking] = useState<BlockedPeriod | null>(null)

  const handleUnblock = (range: BlockedPeriod) => {
    if (range.is_booking) {
      toast.error(m.admin_blocked_cannot_unblock(), {
        description: m.admin_blocked_cannot_unblock_detail(),
      })
      return
    }
    setAsking(range)
  }

  const handleConfirmedUnblock = (range: BlockedPeriod) => {
    const input = {
      villaId: range.villa_id,
      from: range.start_day,
      to: range.end_day,
      reason: range.reason,
    }
    const source = importedSource(range.reason)
    unblock.mutate(input, {
      onSuccess: (count) =>
        toast.success(m.admin_blocked_unblocked(), {
          description: source
            ? m.admin_blocked_removed_imported({ count, source })
            : m.admin_blocked_removed({ count }),
        }),
      onSettled: () => setAsking(null),
    })
  }

  const askedDays =
    asking &&
    (asking.start_day === asking.end_day
      ? formatDay(asking.start_day)
      : `${formatDay(asking.start_day)} – ${formatDay(asking.end_day)}`)
  const confirmation = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => !open && setAsking(null)}
      title={m.admin_blocked_unblock_title()}
      description={
        asking &&
        m.admin_blocked_unblock_question({
          villa: asking.villa_name,
          days: askedDays ?? '',
          reason: asking.reason || m.admin_blocked_blocked(),
          count: asking.day_count,
        })
      }
      confirmLabel={m.admin_blocked_unblock_confirm()}
      pendingLabel={m.admin_blocked_unblocking()}
      tone="default"
      isPending={unblock.isPending}
      onConfirm={() => asking && handleConfirmedUnblock(asking)}
    />
  )

  if (total === 0) {
    return (
      <AdminEmpty
        icon={CalendarX}
        title={m.admin_blocked_none()}
        description={m.admin_blocked_none_description()}
      />
    )
  }

  return (
    <>
      <ul
        className="divide-y rounded-lg border bg-card"
        aria-label={m.admin_blocked_periods_title()}
      >
        {periods.map((range) => (
          <li
            key={keyOf(range)}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 space-y-1">
              <p className="font-medium text-navy">
                {range.villa_name}
                {range.villa_location && (
                  <span className="font-normal text-muted-foreground">
                    {' '}
                    · {range.villa_location}
                  </span>
                )}
              </p>
              <p className="text-sm">
                {range.start_day === range.end_day
                  ? formatDay(range.start_day)
                  : `${formatDay(range.start_day)} – ${formatDay(range.end_day)}`}
                <span className="text-muted-foreground">
                  {' · '}
                  {m.admin_blocked_day_count({ count: range.day_count })}
                </span>
              </p>
              <Badge variant={range.is_booking ? 'default' : 'secondary'} className="font-normal">
                {range.reason || m.admin_blocked_blocked()}
              </Badge>
              {importedSource(range.reason) && (
                <p className="text-xs text-muted-foreground">
                  {m.admin_blocked_imported_from({ source: importedSource(range.reason) ?? '' })}
                </p>
              )}
            </div>
            <Button
              variant="outline"
              size="sm"
              className="shrink-0 self-start sm:self-center"
              onClick={() => handleUnblock(range)}
              disabled={
                unblock.isPending &&
                unblock.variables.villaId === range.villa_id &&
                unblock.variables.from === range.start_day &&
                unblock.variables.reason === range.reason
              }
              aria-label={m.admin_blocked_unblock_label({
                villa: range.villa_name,
                from: formatDay(range.start_day),
                to: formatDay(range.end_day),
              })}
            >
              {range.is_booking ? <Lock aria-hidden="true" /> : <Unlock aria-hidden="true" />}
              {m.admin_blocked_unblock()}
            </Button>
          </li>
        ))}
      </ul>
      {confirmation}
      {total > PERIODS_PAGE_SIZE && (
        <AdminPagination
          label={m.admin_blocked_pages()}
          page={page}
          pageCount={Math.ceil(total / PERIODS_PAGE_SIZE)}
          pageSizes={PAGE_SIZES}
          pageSize={PERIODS_PAGE_SIZE}
          total={total}
          shown={periods.length}
          onPage={onPage}
          onPageSize={() => undefined}
        />
      )}
    </>
  )
}
