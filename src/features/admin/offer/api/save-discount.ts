import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database.types'

export type DiscountPayload = Omit<TablesInsert<'villa_discounts'>, 'id' | 'created_at'>

/** Adds a discount, or changes one when an id is given. */
export async function saveDiscount({ id, payload }: { id?: string; payload: DiscountPayload }) {
  if (id) await run(supabase.from('villa_discounts').update(payload).eq('id', id))
  else await run(supabase.from('villa_discounts').insert(payload))
}

export async function deleteDiscount(id: string) {
  await run(supabase.from('villa_discounts').delete().eq('id', id))
}

export function useSaveDiscount() {
  return useMutation({
    mutationFn: saveDiscount,
    meta: { writes: ['villa_discounts'], errorToast: false /* shown beside the threshold */ },
  })
}

export function useDeleteDiscount() {
  return useMutation({ mutationFn: deleteDiscount, meta: { writes: ['villa_discounts'] } })
}
