import { useMutation } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database.types'

export type VillaPayload = Omit<TablesInsert<'villas'>, 'id' | 'created_at'>

export async function createVilla(payload: VillaPayload) {
  return dataOf(await supabase.from('villas').insert(payload).select().single())
}

/** Updates with the whole villa object, as the spec's form does. */
export async function updateVilla({ id, payload }: { id: string; payload: VillaPayload }) {
  return dataOf(await supabase.from('villas').update(payload).eq('id', id).select().single())
}

export function useCreateVilla() {
  return useMutation({
    mutationFn: createVilla,
    meta: { writes: ['villas'] },
  })
}

export function useUpdateVilla() {
  return useMutation({
    mutationFn: updateVilla,
    meta: { writes: ['villas'] },
  })
}
