import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import { useAddCalendarFeed, type CalendarFeedInput } from '../api/add-calendar-feed'
import { useCalendarFeeds, type CalendarFeed } from '../api/get-calendar-feeds'
import { useRemoveCalendarFeed } from '../api/remove-calendar-feed'
import { useSyncCalendarFeeds, type SyncSummary } from '../api/sync-calendar-feeds'
import { AddCalendarForm } from './add-calendar-form'
import { CalendarExportLink } from './calendar-export-link'
import { CalendarFeedItem } from './calendar-feed-item'

function syncToast({ synced, failed, feeds = [] }: SyncSummary) {
  if (failed === 0) toast.success(synced === 1 ? 'Calendar synced' : `${synced} calendars synced`)
  else if (feeds.length === 1 && feeds[0]!.error)
    toast.error('Sync failed', { description: feeds[0]!.error })
  else toast.error('Sync failed', { description: `${failed} calendar(s) could not be read.` })
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
    toast.success('Calendar added', { description: 'Its days are being imported now.' })
    handleSync(feedId)
  }

  const handleRemove = (feed: CalendarFeed) =>
    removeFeed.mutate(feed.id, {
      onSuccess: () => toast.success('Calendar removed'),
      onSettled: () => setRemoving(null),
    })

  const list = () => {
    if (feeds.isPending) return <p className="text-sm text-muted-foreground">Loading calendars…</p>
    if (feeds.isError) {
      return (
        <p className="text-sm text-destructive">
          The imported calendars could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => feeds.refetch()}>
            Retry
          </button>
        </p>
      )
    }
    if (feeds.data.length === 0) {
      return <p className="text-sm text-muted-foreground">No imported calendars yet.</p>
    }
    return (
      <ul className="divide-y rounded-lg border bg-card" aria-label="Imported calendars">
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
          Calendar sync
        </h3>
        <p className="text-xs text-muted-foreground">
          Keep Airbnb, Booking.com or Vrbo and this site in step. Changes here are saved at once;
          imported calendars are synced every 30 minutes.
        </p>
      </div>
      <CalendarExportLink villaId={villaId} />
      <div className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium">Imported calendars</p>
          {feeds.data && feeds.data.length > 1 && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={sync.isPending}
              onClick={() => handleSync()}
            >
              <RefreshCw aria-hidden="true" />
              Sync all
            </Button>
          )}
        </div>
        {list()}
      </div>
      <AddCalendarForm villaId={villaId} isAdding={addFeed.isPending} onAdd={handleAdd} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove the calendar “${removing?.name ?? ''}”?`}
        description="The days it blocked are unblocked, and it is no longer synced."
        confirmLabel="Remove calendar"
        pendingLabel="Removing..."
        isPending={removeFeed.isPending}
        onConfirm={() => removing && handleRemove(removing)}
      />
    </section>
  )
}
