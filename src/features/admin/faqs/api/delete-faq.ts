import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { adminFaqKeys, publicVillaKeysRoot } from './keys'

/** Deletes one FAQ; nothing deleted (row security) counts as a failure. */
export async function deleteFaq({ id }: { id: string; villaId: string }) {
  const { data, error } = await supabase.from('villa_faqs').delete().eq('id', id).select('id')
  if (error) throw error
  if (data.length === 0) throw new Error('The FAQ was not deleted')
}

export function useDeleteFaq() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteFaq,
    onSettled: (_data, _error, { villaId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFaqKeys.list(villaId) }),
        queryClient.invalidateQueries({ queryKey: publicVillaKeysRoot }),
      ]),
  })
}
