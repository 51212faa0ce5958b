import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { oneOf } from '@/lib/answers'
import { run } from '@/lib/api'
import { PAYMENT_STATES, type PaymentState } from '@/lib/payment-states'
import { supabase } from '@/lib/supabase'
import { adminPaymentKeys } from './keys'

export interface PaymentStateRow {
  state: PaymentState
  remaining: number
  dueNow: number
}

/** The payment state of each confirmed booking among these (others have none). */
export async function getPaymentStates(
  bookingIds: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, PaymentStateRow>> {
  if (bookingIds.length === 0) return new Map()
  const data = await run(
    supabase.rpc('admin_booking_payment_states', { p_booking_ids: [...bookingIds] }),
    signal,
  )
  return new Map(
    data.map((row) => [
      row.booking_id,
      {
        state: oneOf(row.state, PAYMENT_STATES, 'payment state'),
        remaining: row.remaining,
        dueNow: row.due_now,
      },
    ]),
  )
}

export function paymentStatesQueryOptions(bookingIds: readonly string[]) {
  return queryOptions({
    queryKey: adminPaymentKeys.states(bookingIds),
    queryFn: ({ signal }) => getPaymentStates(bookingIds, signal),
    meta: { reads: ['booking_payments', 'bookings'] },
    placeholderData: keepPreviousData,
  })
}

export function usePaymentStates(bookingIds: readonly string[]) {
  return useQuery(paymentStatesQueryOptions(bookingIds))
}
