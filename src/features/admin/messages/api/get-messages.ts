import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import { messageKeys } from './keys'

export type ContactMessage = Tables<'contact_submissions'>

/** Every enquiry, newest first (both tabs filter this one list). */
export async function getMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  let query = supabase
    .from('contact_submissions')
    .select('*')
    .order('created_at', { ascending: false })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
}

export function messagesQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.list(),
    queryFn: ({ signal }) => getMessages(signal),
    meta: { errorToast: { title: 'Error', description: 'Failed to load messages' } },
  })
}

export function useMessages() {
  return useQuery(messagesQueryOptions())
}
