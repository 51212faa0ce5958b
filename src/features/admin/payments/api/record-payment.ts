import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { failureToast } from '@/lib/query-client'
import { supabase } from '@/lib/supabase'
import type { paymentPayload } from '../lib/payment-form'
import * as m from '@/paraglide/messages'

/** Records a payment or a refund on a booking (the database refuses a future date or too much back). */
export async function recordPayment(payload: ReturnType<typeof paymentPayload>) {
  await run(supabase.from('booking_payments').insert(payload).select('id'))
}

export function useRecordPayment() {
  return useMutation({
    mutationFn: recordPayment,
    meta: {
      writes: ['booking_payments'],
      errorToast: failureToast(m.admin_payments_record_failed()),
    },
  })
}
