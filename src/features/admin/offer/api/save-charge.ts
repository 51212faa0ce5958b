import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database.types'

export type ChargePayload = Omit<TablesInsert<'villa_charges'>, 'id' | 'created_at'>

/** Adds a fee or an extra, or changes one when an id is given. */
export async function saveCharge({ id, payload }: { id?: string; payload: ChargePayload }) {
  if (id) await run(supabase.from('villa_charges').update(payload).eq('id', id))
  else await run(supabase.from('villa_charges').insert(payload))
}

export async function deleteCharge(id: string) {
  await run(supabase.from('villa_charges').delete().eq('id', id))
}

export function useSaveCharge() {
  return useMutation({
    mutationFn: saveCharge,
    meta: { writes: ['villa_charges'], errorToast: false /* shown beside the name */ },
  })
}

export function useDeleteCharge() {
  return useMutation({ mutationFn: deleteCharge, meta: { writes: ['villa_charges'] } })
}
