import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'

export async function deleteVilla(id: string) {
  await run(supabase.from('villas').delete().eq('id', id))
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
