import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'

/**
 * Shows a villa on the public site again (true), or hides it (false): what staff do instead of
 * deleting a villa with bookings.
 */
export async function setVillaActive({ id, isActive }: { id: string; isActive: boolean }) {
  await run(supabase.from('villas').update({ is_active: isActive }).eq('id', id))
}

export function useSetVillaActive() {
  return useMutation({
    mutationFn: setVillaActive,
    meta: { writes: ['villas'] },
  })
}
