import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database.types'

export type TaxRatePayload = Omit<TablesInsert<'tourist_tax_rates'>, 'id' | 'created_at'>

/** Adds a rate, or changes one when an id is given. */
export async function saveTaxRate({ id, payload }: { id?: string; payload: TaxRatePayload }) {
  if (id) await run(supabase.from('tourist_tax_rates').update(payload).eq('id', id))
  else await run(supabase.from('tourist_tax_rates').insert(payload))
}

export async function deleteTaxRate(id: string) {
  await run(supabase.from('tourist_tax_rates').delete().eq('id', id))
}

export function useSaveTaxRate() {
  return useMutation({
    mutationFn: saveTaxRate,
    meta: { writes: ['tourist_tax_rates'], errorToast: false /* shown beside the date */ },
  })
}

export function useDeleteTaxRate() {
  return useMutation({ mutationFn: deleteTaxRate, meta: { writes: ['tourist_tax_rates'] } })
}
