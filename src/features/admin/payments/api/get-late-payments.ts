import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { adminPaymentKeys } from './keys'

/** Confirmed stays not over whose deposit or balance is late (admin_late_payments). */
export async function getLatePayments(signal?: AbortSignal) {
  return run(supabase.rpc('admin_late_payments'), signal)
}
export type LatePayment = Awaited<ReturnType<typeof getLatePayments>>[number]

export function latePaymentsQueryOptions() {
  return queryOptions({
    queryKey: adminPaymentKeys.late(),
    queryFn: ({ signal }) => getLatePayments(signal),
    meta: { reads: ['booking_payments', 'bookings', 'villas'] },
  })
}

export function useLatePayments() {
  return useQuery(latePaymentsQueryOptions())
}
