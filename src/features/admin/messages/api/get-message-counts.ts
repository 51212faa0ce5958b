import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import type { FormTypeCounts } from '../lib/messages-view'
import { messageKeys } from './keys'

/** Per form type, the messages matching the search in each status: one database call. */
export async function getMessageCounts(
  search: string,
  signal?: AbortSignal,
): Promise<FormTypeCounts[]> {
  let query = supabase.rpc('admin_message_counts', { p_search: search || undefined })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
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
