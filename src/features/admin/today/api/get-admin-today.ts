import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminOverviewKeys } from '@/features/admin/layout/api/keys'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { toAdminToday, type AdminToday } from '../lib/admin-today'

export type { AdminToday, TodayMessage, TodayRequest, TodayStay } from '../lib/admin-today'

/** The whole front page in one request, counted by the database (staff only). */
export async function getAdminToday(signal?: AbortSignal): Promise<AdminToday> {
  const query = supabase.rpc('admin_today')
  const data = await run(query, signal)
  return toAdminToday(data)
}

export function useAdminToday() {
  return useQuery(
    queryOptions({
      queryKey: adminOverviewKeys.today(),
      meta: { reads: ['bookings', 'blocked_dates', 'contact_submissions', 'villas'] },
      queryFn: ({ signal }) => getAdminToday(signal),
      refetchInterval: 60_000,
      staleTime: 30_000,
    }),
  )
}
