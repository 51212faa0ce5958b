import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import { adminFaqKeys } from './keys'
import * as m from '@/paraglide/messages'

export type AdminFaq = Tables<'villa_faqs'>

/** Every FAQ of one villa, active or not, in display order. */
export async function getAdminFaqs(villaId: string, signal?: AbortSignal): Promise<AdminFaq[]> {
  const query = supabase
    .from('villa_faqs')
    .select('*')
    .eq('villa_id', villaId)
    .order('display_order', { ascending: true })
    .order('created_at', { ascending: true })
  return run(query, signal)
}

export function adminFaqsQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: adminFaqKeys.list(villaId),
    queryFn: ({ signal }) => getAdminFaqs(villaId, signal),
    meta: {
      reads: ['villa_faqs'],
      errorToast: { title: m.admin_ui_error_title(), description: m.admin_faqs_fetch_failed() },
    },
  })
}

export function useAdminFaqs(villaId: string) {
  return useQuery(adminFaqsQueryOptions(villaId))
}
