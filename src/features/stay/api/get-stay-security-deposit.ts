import { queryOptions, useQuery } from '@tanstack/react-query'
import { oneOf } from '@/lib/answers'
import { run } from '@/lib/api'
import { logQueryFailure } from '@/lib/log-query-failure'
import { publicApi } from '@/lib/public-api'
import { DEPOSIT_STATES, toDeductions } from '@/lib/security-deposit'
import type { Database } from '@/types/database.types'
import { stayKeys } from './keys'

type DepositRow = Database['public']['Functions']['get_stay_security_deposit']['Returns'][number]

/** The stay's security deposit as its guest sees it (get_stay_security_deposit). */
export function toStayDeposit(row: DepositRow) {
  return {
    state: oneOf(row.state, DEPOSIT_STATES, 'security deposit state'),
    amount: Number(row.amount),
    receivedOn: row.received_on as string | null,
    receivedMethod: row.received_method as string | null,
    returnedOn: row.returned_on as string | null,
    returnedAmount: row.returned_amount === null ? null : Number(row.returned_amount),
    deductions: toDeductions(row.deductions),
    returnDueOn: row.return_due_on,
  }
}
export type StayDeposit = ReturnType<typeof toStayDeposit>

/** The deposit the link's stay has, or null (none asked, or a wrong link). */
export async function getStaySecurityDeposit(
  token: string,
  signal?: AbortSignal,
): Promise<StayDeposit | null> {
  const data = await run(publicApi.rpc('get_stay_security_deposit', { p_token: token }), signal)
  return data[0] ? toStayDeposit(data[0]) : null
}

export function staySecurityDepositQueryOptions(token: string) {
  return queryOptions({
    queryKey: stayKeys.securityDeposit(token),
    meta: { reads: ['bookings', 'booking_security_deposits'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load the security deposit', signal, () =>
        getStaySecurityDeposit(token, signal),
      ),
  })
}

export function useStaySecurityDeposit(token: string) {
  return useQuery(staySecurityDepositQueryOptions(token))
}
