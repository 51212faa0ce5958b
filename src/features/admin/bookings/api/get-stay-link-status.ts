import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { adminBookingKeys } from './keys'

/**
 * When the booking's latest live guest link was issued and how many are live (each guest email
 * carries its own): never a link itself (admin_stay_link_status).
 */
export async function getStayLinkStatus(bookingId: string, signal?: AbortSignal) {
  const rows = await run(
    supabase.rpc('admin_stay_link_status', { p_booking_id: bookingId }),
    signal,
  )
  const row = rows[0]
  return {
    issuedAt: (row?.issued_at as string | null | undefined) ?? null,
    liveLinks: row?.live_links ?? 0,
  }
}

export function stayLinkStatusQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: adminBookingKeys.stayLink(bookingId),
    meta: { reads: ['private.stay_links', 'notifications'] },
    queryFn: ({ signal }) => getStayLinkStatus(bookingId, signal),
  })
}

export function useStayLinkStatus(bookingId: string) {
  return useQuery(stayLinkStatusQueryOptions(bookingId))
}
