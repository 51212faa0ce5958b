import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { adminReviewKeys, publicVillaKeysRoot } from './keys'

/** Deletes one review; nothing deleted (row security) counts as a failure. */
export async function deleteReview({ id }: { id: string; villaId: string }) {
  const { data, error } = await supabase.from('villa_reviews').delete().eq('id', id).select('id')
  if (error) throw error
  if (data.length === 0) throw new Error('The review was not deleted')
}

export function useDeleteReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteReview,
    onSettled: (_data, _error, { villaId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReviewKeys.list(villaId) }),
        queryClient.invalidateQueries({ queryKey: publicVillaKeysRoot }),
      ]),
  })
}
