import { queryOptions, useQuery } from '@tanstack/react-query'
import { oneOf, required } from '@/lib/answers'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { CompositeTypes, Database } from '@/types/database.types'
import { CANCELLERS, STAY_STATUSES } from '../lib/stay-timeline'
import { stayKeys } from './keys'

type StayRow = Database['public']['Functions']['get_stay']['Returns'][number]

/**
 * A booking as its guest sees it on the stay page (get_stay). A booking stored before issue 20
 * has no adults and no quote snapshot (the generator types a returned column as never null).
 */
export function toStay(row: StayRow) {
  return {
    ...row,
    status: oneOf(row.status, STAY_STATUSES, 'booking status'),
    adults: row.adults as number | null,
    quote: row.quote as CompositeTypes<'stay_quote'> | null,
    cancelled_by: row.cancelled_by ? oneOf(row.cancelled_by, CANCELLERS, 'canceller') : null,
    expires_at: row.expires_at as string | null,
    payments: (row.payments ?? []).map((payment) =>
      required(payment, ['kind', 'label', 'due_on', 'amount'], 'payment'),
    ),
    cancellation_ahead: (row.cancellation_ahead ?? []).map((tier) =>
      required(tier, ['from_date', 'until_date', 'charge_percent', 'amount'], 'cancellation tier'),
    ),
  }
}
export type Stay = ReturnType<typeof toStay>

/** The booking the link's token opens, or null: a wrong, revoked or unknown link alike. */
export async function getStay(token: string, signal?: AbortSignal): Promise<Stay | null> {
  const data = await run(publicApi.rpc('get_stay', { p_token: token }), signal)
  return data[0] ? toStay(data[0]) : null
}

export function stayQueryOptions(token: string) {
  return queryOptions({
    queryKey: stayKeys.detail(token),
    meta: { reads: ['bookings', 'villas'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load the stay', signal, () => getStay(token, signal)),
  })
}

export function useStay(token: string) {
  return useQuery(stayQueryOptions(token))
}
