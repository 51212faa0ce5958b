import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { logQueryFailure } from '@/lib/log-query-failure'
import { publicApi } from '@/lib/public-api'
import type { Database } from '@/types/database.types'
import { stayKeys } from './keys'

export type StayPaymentDetails =
  Database['public']['Functions']['get_stay_payment_details']['Returns'][number]

/** Where to pay by transfer and the reference to write (a confirmed stay only; else null). */
export async function getStayPaymentDetails(
  token: string,
  signal?: AbortSignal,
): Promise<StayPaymentDetails | null> {
  const data = await run(publicApi.rpc('get_stay_payment_details', { p_token: token }), signal)
  return data[0] ?? null
}

export function stayPaymentDetailsQueryOptions(token: string) {
  return queryOptions({
    queryKey: stayKeys.paymentDetails(token),
    meta: { reads: ['bookings', 'payment_settings'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load how to pay', signal, () =>
        getStayPaymentDetails(token, signal),
      ),
  })
}

export function useStayPaymentDetails(token: string, isEnabled: boolean) {
  return useQuery({ ...stayPaymentDetailsQueryOptions(token), enabled: isEnabled })
}
