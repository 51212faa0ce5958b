import { RefreshCw, Trash2, TriangleAlert } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { formatDay } from '@/lib/dates'
import { useNow } from '@/lib/dates'
import { langAttribute } from '@/lib/i18n/content'
import * as m from '@/paraglide/messages'
import type { CalendarFeed } from '../api/get-calendar-feeds'
import { feedConflicts, feedStatus, type FeedConflict } from '../lib/calendar-feed-status'

interface CalendarFeedItemProps {
  feed: CalendarFeed
  isSyncing: boolean
  isRemoving: boolean
  onSync: () => void
  onRemove: () => void
}

const dayRange = (dates: string[]) =>
  dates.length === 1
    ? formatDay(dates[0]!)
    : `${formatDay(dates[0]!)} – ${formatDay(dates[dates.length - 1]!)}`

/** The bookings screen filtered to the confirmed stay (it lists it, with its detail). */
const bookingHref = (villaId: string, conflict: FeedConflict) =>
  `${paths.admin.bookings.href()}?${new URLSearchParams({
    status: 'confirmed',
    villa: villaId,
    stay_from: conflict.check_in,
    stay_to: conflict.check_out,
  }).toString()}`

/** One imported calendar: its link, its last sync, stays it could not block, its actions. */
export function CalendarFeedItem({
  feed,
  isSyncing,
  isRemoving,
  onSync,
  onRemove,
}: CalendarFeedItemProps) {
  const now = useNow()
  const status = feedStatus(feed, now)
  const conflicts = feedConflicts(feed.conflicts)

  return (
    <li className="space-y-2 p-3" aria-label={m.admin_villas_calendar_item({ name: feed.name })}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-0.5">
          <p className="font-medium text-navy">{feed.name}</p>
          <p className="break-all text-xs text-muted-foreground">{feed.url}</p>
          {status.kind === 'failed' ? (
            <div role="status" className="text-sm">
              <p className="text-destructive" lang={langAttribute(status.errorLang)}>
                {status.error}
              </p>
              <p className="text-xs text-muted-foreground">{status.lastSuccess}</p>
              {status.heldEmpty && (
                <p className="text-xs text-muted-foreground">{status.heldEmpty}</p>
              )}
            </div>
          ) : (
            <p role="status" className="text-sm text-muted-foreground">
              {status.text}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button type="button" variant="outline" size="sm" disabled={isSyncing} onClick={onSync}>
            <RefreshCw aria-hidden="true" className={isSyncing ? 'animate-spin' : undefined} />
            {isSyncing ? m.admin_villas_syncing() : m.admin_villas_sync_now()}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={isRemoving}
            onClick={onRemove}
            aria-label={m.admin_villas_remove_name({ name: feed.name })}
          >
            <Trash2 aria-hidden="true" />
            {m.admin_villas_remove()}
          </Button>
        </div>
      </div>
      {conflicts.length > 0 && (
        <div className="rounded bg-amber-50 px-2 py-1.5 text-xs text-amber-900">
          <p className="flex items-start gap-1 font-medium">
            <TriangleAlert className="mt-px size-3 shrink-0" aria-hidden="true" />
            {m.admin_villas_double_booking()}
          </p>
          <ul className="ml-4 mt-1 list-disc">
            {conflicts.map((conflict) => (
              <li key={conflict.booking_id}>
                {m.admin_villas_conflict_stay({
                  nights: dayRange(conflict.dates),
                  from: formatDay(conflict.check_in),
                  to: formatDay(conflict.check_out),
                })}{' '}
                (
                <Link className="underline" to={bookingHref(feed.villa_id, conflict)}>
                  {m.admin_villas_open_booking()}
                </Link>
                )
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  )
}
