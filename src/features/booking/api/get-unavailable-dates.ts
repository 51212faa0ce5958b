import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { publicApi } from '@/lib/public-api'
import { bookingKeys } from './keys'

/** Days (yyyy-MM-dd) the villa cannot be booked: blocked days and confirmed stays. */
export async function getUnavailableDates(
  villaId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<string[]> {
  let query = publicApi.rpc('get_villa_unavailable_dates', {
    p_villa_id: villaId,
    p_from: from,
    p_to: to,
  })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
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
