import { useMutation } from '@tanstack/react-query'
import { runCounted } from '@/lib/api'
import { supabase } from '@/lib/supabase'

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
  const { count } = await runCounted(query)
  return count ?? 0
}

export function useUnblockDates() {
  return useMutation({
    mutationFn: unblockDates,
    meta: { writes: ['blocked_dates'] },
  })
}
