import { CalendarX, Lock, Unlock } from 'lucide-react'
import { toast } from '@/lib/toast'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { AdminEmpty } from '@/features/admin/layout/components/admin-page-states'
import { formatDay } from '@/lib/dates'
import { useUnblockDates } from '../api/unblock-dates'
import type { BlockedRange } from '../lib/group-ranges'

/** "Currently Blocked Periods": stored blocks and confirmed bookings, as ranges. */
export function BlockedPeriodsList({ ranges }: { ranges: readonly BlockedRange[] }) {
  const unblock = useUnblockDates()

  const handleUnblock = (range: BlockedRange) => {
    if (range.isBooking) {
      toast.error('Cannot unblock booking dates', {
        description:
          'This range is blocked due to confirmed bookings. Cancel the bookings to unblock.',
      })
      return
    }
    unblock.mutate(range.ids, {
      onSuccess: (count) =>
        toast.success('Date range unblocked successfully', {
          description: `Removed ${count} blocked date(s)`,
        }),
      onError: (error) => toast.error('Error', { description: error.message }),
    })
  }

  if (ranges.length === 0) {
    return (
      <AdminEmpty
        icon={CalendarX}
        title="No blocked periods"
        description="Every villa is open for booking."
      />
    )
  }

  return (
    <ul className="divide-y rounded-lg border bg-card" aria-label="Currently Blocked Periods">
      {ranges.map((range) => (
        <li
          key={range.key}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0 space-y-1">
            <p className="font-medium text-navy">
              {range.villaName}
              {range.villaLocation && (
                <span className="font-normal text-muted-foreground"> · {range.villaLocation}</span>
              )}
            </p>
            <p className="text-sm">
              {range.start === range.end
                ? formatDay(range.start)
                : `${formatDay(range.start)} – ${formatDay(range.end)}`}
              <span className="text-muted-foreground"> · {range.dayCount} day(s)</span>
            </p>
            <Badge variant={range.isBooking ? 'default' : 'secondary'} className="font-normal">
              {range.reason || 'Blocked'}
            </Badge>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0 self-start sm:self-center"
            onClick={() => handleUnblock(range)}
            disabled={unblock.isPending && unblock.variables === range.ids}
            aria-label={`Unblock ${range.villaName} ${formatDay(range.start)} to ${formatDay(range.end)}`}
          >
            {range.isBooking ? <Lock aria-hidden="true" /> : <Unlock aria-hidden="true" />}
            Unblock
          </Button>
        </li>
      ))}
    </ul>
  )
}
