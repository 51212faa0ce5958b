import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { FormTypeCounts } from '../lib/messages-view'
import { messageKeys } from './keys'

/** Per form type, the messages matching the search in each status: one database call. */
export async function getMessageCounts(
  search: string,
  signal?: AbortSignal,
): Promise<FormTypeCounts[]> {
  const query = supabase.rpc('admin_message_counts', { p_search: search || undefined })
  return run(query, signal)
}

export function messageCountsQueryOptions(search: string) {
  return queryOptions({
    queryKey: messageKeys.counts(search),
    meta: { reads: ['contact_submissions'] },
    queryFn: ({ signal }) => getMessageCounts(search, signal),
    placeholderData: keepPreviousData,
  })
}

export function useMessageCounts(search: string) {
  return useQuery(messageCountsQueryOptions(search))
}
