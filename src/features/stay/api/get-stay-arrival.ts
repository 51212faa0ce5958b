import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { logQueryFailure } from '@/lib/log-query-failure'
import { publicApi } from '@/lib/public-api'
import type { Database } from '@/types/database.types'
import { stayKeys } from './keys'

type ArrivalRow = Database['public']['Functions']['get_stay_arrival']['Returns'][number]

/**
 * The villa's arrival information as the stay's link may see it (get_stay_arrival): `revealed`
 * once the stay is paid in full and arrival is near, else the day it will show from. The
 * generator types each returned column as never null; the details are null until revealed.
 */
export type StayArrival = {
  [K in keyof ArrivalRow]: K extends 'revealed' | 'reveal_from' | 'is_paid_in_full'
    ? ArrivalRow[K]
    : ArrivalRow[K] | null
}

export async function getStayArrival(
  token: string,
  signal?: AbortSignal,
): Promise<StayArrival | null> {
  const data = await run(publicApi.rpc('get_stay_arrival', { p_token: token }), signal)
  return data[0] ?? null
}

export function stayArrivalQueryOptions(token: string) {
  return queryOptions({
    queryKey: stayKeys.arrival(token),
    meta: { reads: ['bookings', 'booking_payments', 'villa_arrival_info', 'payment_settings'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load the arrival information', signal, () =>
        getStayArrival(token, signal),
      ),
  })
}

export function useStayArrival(token: string, isEnabled: boolean) {
  return useQuery({ ...stayArrivalQueryOptions(token), enabled: isEnabled })
}
