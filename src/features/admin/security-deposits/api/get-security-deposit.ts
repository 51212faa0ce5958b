import { queryOptions, useQuery } from '@tanstack/react-query'
import { oneOf } from '@/lib/answers'
import { run } from '@/lib/api'
import { DEPOSIT_STATES, toDeductions } from '@/lib/security-deposit'
import { supabase } from '@/lib/supabase'
import type { Database } from '@/types/database.types'
import { securityDepositKeys } from './keys'

type DepositRow = Database['public']['Functions']['admin_security_deposit']['Returns'][number]

/** One booking's deposit (admin_security_deposit): a booking without one answers its quote's. */
export function toSecurityDeposit(row: DepositRow) {
  return {
    state: oneOf(row.state, DEPOSIT_STATES, 'security deposit state'),
    amount: row.amount === null ? null : Number(row.amount),
    quotedAmount: row.quoted_amount === null ? null : Number(row.quoted_amount),
    requestedAt: row.requested_at as string | null,
    receivedOn: row.received_on as string | null,
    receivedMethod: row.received_method as string | null,
    returnedOn: row.returned_on as string | null,
    returnedAmount: row.returned_amount === null ? null : Number(row.returned_amount),
    deductions: toDeductions(row.deductions),
    returnDueOn: row.return_due_on,
    isOverdue: row.is_overdue,
  }
}
export type SecurityDeposit = ReturnType<typeof toSecurityDeposit>

export async function getSecurityDeposit(
  bookingId: string,
  signal?: AbortSignal,
): Promise<SecurityDeposit | null> {
  const rows = await run(
    supabase.rpc('admin_security_deposit', { p_booking_id: bookingId }),
    signal,
  )
  return rows[0] ? toSecurityDeposit(rows[0]) : null
}

export function securityDepositQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: securityDepositKeys.detail(bookingId),
    meta: { reads: ['bookings', 'booking_security_deposits'] },
    queryFn: ({ signal }) => getSecurityDeposit(bookingId, signal),
  })
}

export function useSecurityDeposit(bookingId: string) {
  return useQuery(securityDepositQueryOptions(bookingId))
}
