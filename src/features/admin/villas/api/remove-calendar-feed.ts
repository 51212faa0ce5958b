import { useMutation } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { useRefreshAfterCalendarSync } from './sync-calendar-feeds'

/** Stops importing a calendar; the days it blocked go with it (on delete cascade). */
export async function removeCalendarFeed(feedId: string) {
  const { error } = await supabase.from('villa_calendar_feeds').delete().eq('id', feedId)
  if (error) throw error
}

export function useRemoveCalendarFeed(villaId: string) {
  const refresh = useRefreshAfterCalendarSync(villaId)
  return useMutation({ mutationFn: removeCalendarFeed, onSettled: refresh })
}
