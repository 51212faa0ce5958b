import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { blockedDatesKeys, publicAvailabilityKeysRoot } from './keys'

export interface BlockDatesInput {
  villaId: string
  days: string[]
  reason: string
}

/** Inserts one row per day (villa_id, blocked_date, reason). */
export async function blockDates({ villaId, days, reason }: BlockDatesInput) {
  if (days.length === 0) return 0
  const rows = days.map((day) => ({ villa_id: villaId, blocked_date: day, reason }))
  const { error } = await supabase.from('blocked_dates').insert(rows)
  if (error) throw error
  return days.length
}

export function useBlockDates() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: blockDates,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blockedDatesKeys.all }),
        queryClient.invalidateQueries({ queryKey: publicAvailabilityKeysRoot }),
      ]),
  })
}
