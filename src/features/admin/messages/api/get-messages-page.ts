import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Database } from '@/types/database.types'
import type { MessagesView } from '../lib/messages-view'
import { messageKeys } from './keys'

type PageRow = Database['public']['Functions']['admin_messages_page']['Returns'][number]

/** An enquiry as the list shows it. */
export type ContactMessage = Omit<PageRow, 'total_count'>

export interface MessagesPage {
  rows: ContactMessage[]
  /** Messages matching the filters, on every page. */
  total: number
}

/** One page of the filtered messages, newest first (at most 100: the database refuses more). */
export async function getMessagesPage(
  view: MessagesView,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const query = supabase.rpc('admin_messages_page', {
    p_status: view.status ?? undefined,
    p_form_type: view.formType ?? undefined,
    p_search: view.search || undefined,
    p_limit: view.pageSize,
    p_offset: (view.page - 1) * view.pageSize,
  })
  const data = await run(query, signal)
  return {
    rows: data.map(({ total_count: _total, ...row }) => row),
    total: data[0]?.total_count ?? 0,
  }
}

export function messagesPageQueryOptions(view: MessagesView) {
  return queryOptions({
    queryKey: messageKeys.page(view),
    meta: { reads: ['contact_submissions'] },
    queryFn: ({ signal }) => getMessagesPage(view, signal),
    // Paging or filtering keeps the last messages on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })
}

export function useMessagesPage(view: MessagesView) {
  return useQuery(messagesPageQueryOptions(view))
}
