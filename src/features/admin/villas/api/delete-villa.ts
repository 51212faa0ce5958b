import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { adminVillaKeys, publicVillaKeysRoot } from './keys'

/** The database refuses to delete a villa that has bookings (SQLSTATE 23503). */
export const VILLA_HAS_BOOKINGS = '23503'

export async function deleteVilla(id: string) {
  const { error } = await supabase.from('villas').delete().eq('id', id)
  if (error) throw error
}

/** What staff do instead of deleting a booked villa: hide it from the public site. */
export async function deactivateVilla(id: string) {
  const { error } = await supabase.from('villas').update({ is_active: false }).eq('id', id)
  if (error) throw error
}

function useInvalidateVillas() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminVillaKeys.all }),
      queryClient.invalidateQueries({ queryKey: publicVillaKeysRoot }),
    ])
}

export function useDeleteVilla() {
  const invalidate = useInvalidateVillas()
  return useMutation({ mutationFn: deleteVilla, onSuccess: invalidate })
}

export function useDeactivateVilla() {
  const invalidate = useInvalidateVillas()
  return useMutation({ mutationFn: deactivateVilla, onSuccess: invalidate })
}
