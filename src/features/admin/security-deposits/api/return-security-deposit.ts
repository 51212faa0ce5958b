import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import type { DepositDeduction } from '@/lib/security-deposit'
import { supabase } from '@/lib/supabase'

export interface ReturnDepositInput {
  bookingId: string
  returnedOn: string
  deductions: DepositDeduction[]
}

/**
 * Returns the deposit less the deductions, each with its reason: final, and the guest is emailed
 * once (admin_return_security_deposit).
 */
export async function returnSecurityDeposit(input: ReturnDepositInput) {
  await run(
    supabase.rpc('admin_return_security_deposit', {
      p_booking_id: input.bookingId,
      p_returned_on: input.returnedOn,
      p_deductions: input.deductions.map((d) => ({ amount: d.amount, reason: d.reason })),
    }),
  )
}

export function useReturnSecurityDeposit() {
  return useMutation({
    mutationFn: returnSecurityDeposit,
    meta: { writes: ['booking_security_deposits', 'notifications'], errorToast: false },
  })
}
