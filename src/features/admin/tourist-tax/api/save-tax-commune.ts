import { useMutation } from '@tanstack/react-query'
import { failureToast } from '@/lib/query-client'
import { run } from '@/lib/api'
import { isRefusal } from '@/lib/refusals'
import { supabase } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database.types'
import * as m from '@/paraglide/messages'

export type TaxCommunePayload = Omit<TablesInsert<'tourist_tax_communes'>, 'id' | 'created_at'>

/** Adds a commune, or changes one when an id is given. */
export async function saveTaxCommune({ id, payload }: { id?: string; payload: TaxCommunePayload }) {
  if (id) await run(supabase.from('tourist_tax_communes').update(payload).eq('id', id))
  else await run(supabase.from('tourist_tax_communes').insert(payload))
}

/** Removes a commune and its rates; refused while a villa is declared in it. */
export async function deleteTaxCommune(id: string) {
  await run(supabase.from('tourist_tax_communes').delete().eq('id', id))
}

export function useSaveTaxCommune() {
  return useMutation({
    mutationFn: saveTaxCommune,
    meta: { writes: ['tourist_tax_communes'], errorToast: false /* shown beside the field */ },
  })
}

export function useDeleteTaxCommune() {
  return useMutation({
    mutationFn: deleteTaxCommune,
    meta: {
      writes: ['tourist_tax_communes', 'tourist_tax_rates'],
      errorToast: (error) =>
        isRefusal(error, 'stillReferenced')
          ? {
              title: m.admin_tax_commune_in_use(),
              description: m.admin_tax_commune_in_use_detail(),
            }
          : failureToast(m.admin_settings_error())(error),
    },
  })
}
