import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from '../lib/payment-settings'
import { profileKeys } from './keys'

/** The bank account guests pay into and when arrival information appears (staff only). */
export async function getPaymentSettings(signal?: AbortSignal): Promise<PaymentSettings> {
  const query = supabase
    .from('payment_settings')
    .select('bank_iban, bank_bic, bank_account_holder, arrival_info_days')
    .eq('id', true)
  const data = await run(query, signal)
  return data[0] ?? DEFAULT_PAYMENT_SETTINGS
}

export function paymentSettingsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.paymentSettings(),
    queryFn: ({ signal }) => getPaymentSettings(signal),
    meta: { reads: ['payment_settings'] },
  })
}

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions())
}
