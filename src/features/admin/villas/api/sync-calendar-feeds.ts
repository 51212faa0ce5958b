import { useMutation } from '@tanstack/react-query'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { supabase } from '@/lib/supabase'
import { failureToast } from '@/lib/query-client'
import * as m from '@/paraglide/messages'
import type { Json } from '@/types/database.types'

export interface SyncTarget {
  /** One feed, or every feed of the villa when absent. */
  feedId?: string
}

export interface SyncSummary {
  synced: number
  failed: number
  /** Each feed's outcome; why one failed: its code and details, and its English sentence. */
  feeds?: { ok: boolean; error?: string; code?: string; params?: Json }[]
}

/** Runs the sync-calendars Edge Function now (it also runs every 30 minutes on its own). */
export async function syncCalendarFeeds(villaId: string, { feedId }: SyncTarget) {
  const { data, error } = await supabase.functions.invoke<SyncSummary>('sync-calendars', {
    body: feedId ? { feed_id: feedId } : { villa_id: villaId },
  })
  if (error instanceof FunctionsHttpError) {
    // The function answers { code, message }: the code is worded here, in the admin's language.
    const body: unknown = await error.context.json().catch(() => null)
    const code = body && typeof body === 'object' && 'code' in body ? body.code : null
    throw new Error(
      code === 'feed_not_found' ? m.admin_villas_sync_feed_gone() : m.admin_villas_sync_could_not(),
    )
  }
  if (error) throw error
  return data ?? { synced: 0, failed: 0 }
}

/** Imported days show on the feeds, the Blocked Dates screen, the planner and the public calendar. */
export function useSyncCalendarFeeds(villaId: string) {
  // A sync imports and releases blocked days, and records the feed's outcome.
  return useMutation({
    mutationFn: (target: SyncTarget) => syncCalendarFeeds(villaId, target),
    meta: {
      writes: ['villa_calendar_feeds', 'blocked_dates'],
      errorToast: failureToast(m.admin_villas_sync_failed()),
    },
  })
}
