import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import type { TablesInsert } from '@/types/database.types'
import { adminVillaKeys, publicVillaKeysRoot } from './keys'

export type VillaPayload = Omit<TablesInsert<'villas'>, 'id' | 'created_at'>

export async function createVilla(payload: VillaPayload) {
  const { data, error } = await supabase.from('villas').insert(payload).select().single()
  if (error) throw error
  return data
}

/** Updates with the whole villa object, as the spec's form does. */
export async function updateVilla({ id, payload }: { id: string; payload: VillaPayload }) {
  const { data, error } = await supabase
    .from('villas')
    .update(payload)
    .eq('id', id)
    .select()
    .single()
  if (error) throw error
  return data
}

function useInvalidateVillas() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminVillaKeys.all }),
      queryClient.invalidateQueries({ queryKey: publicVillaKeysRoot }),
    ])
}

export function useCreateVilla() {
  const invalidate = useInvalidateVillas()
  return useMutation({ mutationFn: createVilla, onSuccess: invalidate })
}

export function useUpdateVilla() {
  const invalidate = useInvalidateVillas()
  return useMutation({ mutationFn: updateVilla, onSuccess: invalidate })
}
