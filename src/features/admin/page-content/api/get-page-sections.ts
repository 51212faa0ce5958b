import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import type { ContentPageSlug } from '../lib/pages'
import { adminPageContentKeys } from './keys'
import * as m from '@/paraglide/messages'

export type PageSection = Tables<'page_content'>

/** Every section of one page, in display order. */
export async function getPageSections(
  pageSlug: ContentPageSlug,
  signal?: AbortSignal,
): Promise<PageSection[]> {
  const query = supabase
    .from('page_content')
    .select('*')
    .eq('page_slug', pageSlug)
    .order('display_order', { ascending: true })
  return run(query, signal)
}

export function pageSectionsQueryOptions(pageSlug: ContentPageSlug) {
  return queryOptions({
    queryKey: adminPageContentKeys.page(pageSlug),
    queryFn: ({ signal }) => getPageSections(pageSlug, signal),
    meta: {
      reads: ['page_content'],
      errorToast: { title: m.admin_ui_error_title(), description: m.admin_pages_load_failed() },
    },
  })
}

export function usePageSections(pageSlug: ContentPageSlug) {
  return useQuery(pageSectionsQueryOptions(pageSlug))
}
