import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { securityDepositKeys } from './keys'

/**
 * Every deposit received and not returned within 14 days of departure, oldest first
 * (admin_overdue_security_deposits): "Needs attention" names them.
 */
export async function getOverdueSecurityDeposits(signal?: AbortSignal) {
  return run(supabase.rpc('admin_overdue_security_deposits'), signal)
}
export type OverdueSecurityDeposit = Awaited<ReturnType<typeof getOverdueSecurityDeposits>>[number]

export function overdueSecurityDepositsQueryOptions() {
  return queryOptions({
    queryKey: securityDepositKeys.overdue(),
    meta: { reads: ['bookings', 'booking_security_deposits', 'villas'] },
    queryFn: ({ signal }) => getOverdueSecurityDeposits(signal),
    refetchInterval: 60_000,
    staleTime: 30_000,
  })
}

export function useOverdueSecurityDeposits() {
  return useQuery(overdueSecurityDepositsQueryOptions())
}
