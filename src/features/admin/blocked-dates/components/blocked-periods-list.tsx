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
      toast.error('Cannot unblock booking dates', {
        description:
          'This range is blocked due to confirmed bookings. Cancel the bookings to unblock.',
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
        toast.success('Date range unblocked successfully', {
          description: source
            ? `Removed ${count} blocked date(s). The next sync blocks them again if they are still taken in the ${source} calendar.`
            : `Removed ${count} blocked date(s)`,
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
      title="Unblock these dates?"
      description={
        asking &&
        `${asking.villa_name}, ${askedDays} (${asking.reason || 'Blocked'}): the ${asking.day_count} day(s) become bookable again.`
      }
      confirmLabel="Unblock dates"
      pendingLabel="Unblocking..."
      tone="default"
      isPending={unblock.isPending}
      onConfirm={() => asking && handleConfirmedUnblock(asking)}
    />
  )

  if (total === 0) {
    return (
      <AdminEmpty
        icon={CalendarX}
        title="No blocked periods"
        description="Every villa is open for booking."
      />
    )
  }

  return (
    <>
      <ul className="divide-y rounded-lg border bg-card" aria-label="Currently Blocked Periods">
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
                <span className="text-muted-foreground"> · {range.day_count} day(s)</span>
              </p>
              <Badge variant={range.is_booking ? 'default' : 'secondary'} className="font-normal">
                {range.reason || 'Blocked'}
              </Badge>
              {importedSource(range.reason) && (
                <p className="text-xs text-muted-foreground">
                  Imported from {importedSource(range.reason)}: unblocking here lasts until the next
                  sync if these days are still taken there.
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
              aria-label={`Unblock ${range.villa_name} ${formatDay(range.start_day)} to ${formatDay(range.end_day)}`}
            >
              {range.is_booking ? <Lock aria-hidden="true" /> : <Unlock aria-hidden="true" />}
              Unblock
            </Button>
          </li>
        ))}
      </ul>
      {confirmation}
      {total > PERIODS_PAGE_SIZE && (
        <AdminPagination
          label="Blocked periods pages"
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
