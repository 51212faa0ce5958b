import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { failureToast } from '@/lib/query-client'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'

/** Deletes a mistaken entry (a recorded payment is never edited: it is deleted and entered again). */
export async function deletePayment(paymentId: string) {
  const data = await run(
    supabase.from('booking_payments').delete().eq('id', paymentId).select('id'),
  )
  if (data.length === 0) throw new Error(m.admin_payments_entry_not_deleted())
}

export function useDeletePayment() {
  return useMutation({
    mutationFn: deletePayment,
    meta: {
      writes: ['booking_payments'],
      errorToast: failureToast(m.admin_payments_delete_failed()),
    },
  })
}
