import { useMutation, useQueryClient } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { calendarSyncKeys } from './calendar-sync-keys'
import { calendarExportUrl } from './get-calendar-export'

/** A new secret link for the villa's feed; the old one stops working at once. */
export async function regenerateCalendarLink(villaId: string) {
  const data = await run(
    supabase.rpc('admin_regenerate_calendar_token', {
      p_villa_id: villaId,
    }),
  )
  return calendarExportUrl(data)
}

export function useRegenerateCalendarLink(villaId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => regenerateCalendarLink(villaId),
    onSuccess: (url) => queryClient.setQueryData(calendarSyncKeys.exportLink(villaId), url),
  })
}
