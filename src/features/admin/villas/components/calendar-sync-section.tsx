import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import * as m from '@/paraglide/messages'
import { useAddCalendarFeed, type CalendarFeedInput } from '../api/add-calendar-feed'
import { useCalendarFeeds, type CalendarFeed } from '../api/get-calendar-feeds'
import { useRemoveCalendarFeed } from '../api/remove-calendar-feed'
import { useSyncCalendarFeeds, type SyncSummary } from '../api/sync-calendar-feeds'
import { feedProblem } from '../lib/calendar-feed-status'
import { AddCalendarForm } from './add-calendar-form'
import { CalendarExportLink } from './calendar-export-link'
import { CalendarFeedItem } from './calendar-feed-item'

function syncToast({ synced, failed, feeds = [] }: SyncSummary) {
  if (failed === 0) {
    toast.success(
      synced === 1
        ? m.admin_villas_calendar_synced()
        : m.admin_villas_calendars_synced({ count: synced }),
    )
  } else if (feeds.length === 1 && feeds[0]!.error) {
    const { error = '', code = null, params = {} } = feeds[0]!
    toast.error(m.admin_villas_sync_failed(), {
      description: feedProblem({ error, code, params }).text,
    })
  } else {
    toast.error(m.admin_villas_sync_failed(), {
      description: m.admin_villas_calendars_unread({ count: failed }),
    })
  }
}

/**
 * "Calendar sync" in the villa form (existing villas): the export link channels import, and
 * the channels' calendars this villa imports. Changes here are saved at once.
 */
export function CalendarSyncSection({ villaId }: { villaId: string }) {
  const feeds = useCalendarFeeds(villaId)
  const addFeed = useAddCalendarFeed(villaId)
  const removeFeed = useRemoveCalendarFeed()
  const sync = useSyncCalendarFeeds(villaId)
  const [removing, setRemoving] = useState<CalendarFeed | null>(null)
  const syncingFeed = sync.isPending ? (sync.variables.feedId ?? 'all') : null

  const handleSync = (feedId?: string) => sync.mutate({ feedId }, { onSuccess: syncToast })

  const handleAdd = async (input: CalendarFeedInput) => {
    const feedId = await addFeed.mutateAsync(input)
    toast.success(m.admin_villas_calendar_added(), {
      description: m.admin_villas_calendar_importing(),
    })
    handleSync(feedId)
  }

  const handleRemove = (feed: CalendarFeed) =>
    removeFeed.mutate(feed.id, {
      onSuccess: () => toast.success(m.admin_villas_calendar_removed()),
      onSettled: () => setRemoving(null),
    })

  const list = () => {
    if (feeds.isPending)
      return <p className="text-sm text-muted-foreground">{m.admin_villas_calendars_loading()}</p>
    if (feeds.isError) {
      return (
        <p className="text-sm text-destructive">
          {m.admin_villas_calendars_load_failed()}{' '}
          <button type="button" className="underline" onClick={() => feeds.refetch()}>
            {m.admin_villas_retry()}
          </button>
        </p>
      )
    }
    if (feeds.data.length === 0) {
      return <p className="text-sm text-muted-foreground">{m.admin_villas_calendars_none()}</p>
    }
    return (
      <ul
        className="divide-y rounded-lg border bg-card"
        aria-label={m.admin_villas_imported_calendars()}
      >
        {feeds.data.map((feed) => (
          <CalendarFeedItem
            key={feed.id}
            feed={feed}
            isSyncing={syncingFeed === feed.id || syncingFeed === 'all'}
            isRemoving={removeFeed.isPending && removeFeed.variables === feed.id}
            onSync={() => handleSync(feed.id)}
            onRemove={() => setRemoving(feed)}
          />
        ))}
      </ul>
    )
  }

  return (
    <section aria-labelledby={`calendar-sync-${villaId}`} className="space-y-5 border-t pt-6">
      <div className="space-y-1">
        <h3 id={`calendar-sync-${villaId}`} className="font-display text-xl text-navy">
          {m.admin_villas_section_calendar()}
        </h3>
        <p className="text-xs text-muted-foreground">{m.admin_villas_calendar_intro()}</p>
      </div>
      <CalendarExportLink villaId={villaId} />
      <div className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium">{m.admin_villas_imported_calendars()}</p>
          {feeds.data && feeds.data.length > 1 && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={sync.isPending}
              onClick={() => handleSync()}
            >
              <RefreshCw aria-hidden="true" />
              {m.admin_villas_sync_all()}
            </Button>
          )}
        </div>
        {list()}
      </div>
      <AddCalendarForm villaId={villaId} isAdding={addFeed.isPending} onAdd={handleAdd} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={m.admin_villas_remove_calendar_title({ name: removing?.name ?? '' })}
        description={m.admin_villas_remove_calendar_description()}
        confirmLabel={m.admin_villas_remove_calendar()}
        pendingLabel={m.admin_villas_removing()}
        isPending={removeFeed.isPending}
        onConfirm={() => removing && handleRemove(removing)}
      />
    </section>
  )
}
