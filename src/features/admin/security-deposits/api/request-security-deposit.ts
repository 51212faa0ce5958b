import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'

export interface RequestDepositInput {
  bookingId: string
  amount: number
}

/** Marks the deposit asked of the guest, for this amount (admin_request_security_deposit). */
export async function requestSecurityDeposit({ bookingId, amount }: RequestDepositInput) {
  await run(
    supabase.rpc('admin_request_security_deposit', { p_booking_id: bookingId, p_amount: amount }),
  )
}

export function useRequestSecurityDeposit() {
  return useMutation({
    mutationFn: requestSecurityDeposit,
    // The form shows the refusal beside its field.
    meta: { writes: ['booking_security_deposits'], errorToast: false },
  })
}
