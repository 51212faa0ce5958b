import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'

/** Stops importing a calendar; the days it blocked go with it (on delete cascade). */
export async function removeCalendarFeed(feedId: string) {
  await run(supabase.from('villa_calendar_feeds').delete().eq('id', feedId))
}

export function useRemoveCalendarFeed() {
  // The days the feed blocked are deleted with it.
  return useMutation({
    mutationFn: removeCalendarFeed,
    meta: { writes: ['villa_calendar_feeds', 'blocked_dates'] },
  })
}
