import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import type { DepositMethod } from '@/lib/security-deposit'
import { supabase } from '@/lib/supabase'

export interface ReceiveDepositInput {
  bookingId: string
  amount: number
  receivedOn: string
  method: DepositMethod
}

/** Records the deposit received: how much, on which day, how (admin_receive_security_deposit). */
export async function receiveSecurityDeposit(input: ReceiveDepositInput) {
  await run(
    supabase.rpc('admin_receive_security_deposit', {
      p_booking_id: input.bookingId,
      p_amount: input.amount,
      p_received_on: input.receivedOn,
      p_method: input.method,
    }),
  )
}

export function useReceiveSecurityDeposit() {
  return useMutation({
    mutationFn: receiveSecurityDeposit,
    meta: { writes: ['booking_security_deposits'], errorToast: false },
  })
}
