import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { adminVillaKeys, publicVillaKeysRoot } from './keys'

export async function deleteVilla(id: string) {
  const { error } = await supabase.from('villas').delete().eq('id', id)
  if (error) throw error
}

export function useDeleteVilla() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteVilla,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminVillaKeys.all }),
        queryClient.invalidateQueries({ queryKey: publicVillaKeysRoot }),
      ]),
  })
}
