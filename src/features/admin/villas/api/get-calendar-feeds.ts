import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import { calendarSyncKeys } from './calendar-sync-keys'

export type CalendarFeed = Tables<'villa_calendar_feeds'>

/** The villa's imported calendars, oldest first, with their last sync's outcome. */
export async function getCalendarFeeds(villaId: string, signal?: AbortSignal) {
  const query = supabase
    .from('villa_calendar_feeds')
    .select('*')
    .eq('villa_id', villaId)
    .order('created_at')
  return run(query, signal)
}

export function calendarFeedsQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: calendarSyncKeys.feeds(villaId),
    meta: { reads: ['villa_calendar_feeds'] },
    queryFn: ({ signal }) => getCalendarFeeds(villaId, signal),
  })
}

export function useCalendarFeeds(villaId: string) {
  return useQuery(calendarFeedsQueryOptions(villaId))
}
