import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { blockedDatesKeys, publicAvailabilityKeysRoot } from './keys'

/** Deletes the blocked_dates rows of a range by id. */
export async function unblockDates(ids: string[]) {
  const { error } = await supabase.from('blocked_dates').delete().in('id', ids)
  if (error) throw error
  return ids.length
}

export function useUnblockDates() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unblockDates,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blockedDatesKeys.all }),
        queryClient.invalidateQueries({ queryKey: publicAvailabilityKeysRoot }),
      ]),
  })
}
