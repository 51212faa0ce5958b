import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { bookingKeys } from './keys'

/** Days (yyyy-MM-dd) the villa cannot be booked: blocked days and confirmed stays. */
export async function getUnavailableDates(
  villaId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const query = publicApi.rpc('get_villa_unavailable_dates', {
    p_villa_id: villaId,
    p_from: from,
    p_to: to,
  })
  return run(query, signal)
}

export function unavailableDatesQueryOptions(villaId: string, from: string, to: string) {
  return queryOptions({
    queryKey: bookingKeys.unavailable(villaId, from, to),
    meta: { reads: ['bookings', 'blocked_dates'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load unavailable dates', signal, () =>
        getUnavailableDates(villaId, from, to, signal),
      ),
  })
}

export function useUnavailableDates(villaId: string, from: string, to: string) {
  return useQuery(unavailableDatesQueryOptions(villaId, from, to))
}
