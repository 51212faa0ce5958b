import { useMutation } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'

/** The database refuses to delete a villa that has bookings (SQLSTATE 23503). */
export const VILLA_HAS_BOOKINGS = '23503'

export async function deleteVilla(id: string) {
  const { error } = await supabase.from('villas').delete().eq('id', id)
  if (error) throw error
}

export function useDeleteVilla() {
  return useMutation({
    mutationFn: deleteVilla,
    meta: {
      writes: ['villas'],
      errorToast: false /* villas-screen's toast offers to deactivate instead */,
    },
  })
}
