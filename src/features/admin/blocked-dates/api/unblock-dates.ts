import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { adminOverviewKeys } from '@/features/admin/layout/api/keys'
import { blockedDatesKeys, publicAvailabilityKeysRoot } from './keys'

export interface UnblockInput {
  villaId: string
  from: string
  to: string
  /** The period's reason ('' for none): only that period's days go. */
  reason: string
}

/** Deletes the blocked days of one period (villa, days, reason); answers how many went. */
export async function unblockDates({ villaId, from, to, reason }: UnblockInput) {
  let query = supabase
    .from('blocked_dates')
    .delete({ count: 'exact' })
    .eq('villa_id', villaId)
    .gte('blocked_date', from)
    .lte('blocked_date', to)
  query = reason ? query.eq('reason', reason) : query.or('reason.is.null,reason.eq.')
  const { error, count } = await query
  if (error) throw error
  return count ?? 0
}

export function useUnblockDates() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unblockDates,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blockedDatesKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'planner'] }),
        queryClient.invalidateQueries({ queryKey: publicAvailabilityKeysRoot }),
        // Blocked days are no longer available nights: Today's occupancy changes.
        queryClient.invalidateQueries({ queryKey: adminOverviewKeys.all }),
      ]),
  })
}
