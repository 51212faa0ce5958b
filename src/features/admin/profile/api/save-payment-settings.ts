import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { failureToast } from '@/lib/query-client'
import { supabase } from '@/lib/supabase'
import type { PaymentSettings } from '../lib/payment-settings'
import * as m from '@/paraglide/messages'

/**
 * Saves the one settings row (created the first time). The database normalizes and checks the
 * IBAN and BIC and answers a bad one with a sentence naming its column.
 */
export async function savePaymentSettings(settings: PaymentSettings) {
  const data = await run(
    supabase
      .from('payment_settings')
      .upsert({ id: true, ...settings })
      .select('id'),
  )
  if (data.length === 0) throw new Error('The payment settings were not saved')
}

export function useSavePaymentSettings() {
  return useMutation({
    mutationFn: savePaymentSettings,
    meta: {
      writes: ['payment_settings'],
      errorToast: failureToast(m.admin_profile_payment_save_failed()),
    },
  })
}
