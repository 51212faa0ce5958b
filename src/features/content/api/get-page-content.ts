import { useCallback } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { Tables } from '@/types/database.types'
import { currentLocale } from '@/lib/i18n/locale'
import { localizeSection } from '../lib/localize-section'
import { pageContentKeys } from './keys'

export type PageContentRow = Tables<'page_content'>

/** The page slugs the public site reads (the admin's page picker uses the same ones). */
export type PageSlug =
  | 'home'
  | 'destination'
  | 'experience'
  | 'about'
  | 'villa-detail'
  | 'terms'
  | 'privacy'
  | 'legal-notice'

/** Active sections of one page, in display order. */
export async function getPageContent(
  pageSlug: PageSlug,
  signal?: AbortSignal,
): Promise<PageContentRow[]> {
  const query = publicApi
    .from('page_content')
    .select('*')
    .eq('page_slug', pageSlug)
    .eq('is_active', true)
    .order('display_order', { ascending: true })
  return run(query, signal)
}

export function pageContentQueryOptions(pageSlug: PageSlug) {
  return queryOptions({
    queryKey: pageContentKeys.page(pageSlug),
    meta: { reads: ['page_content'] },
    // A failed load is logged, and the page says so with "Try again" (never stale defaults).
    queryFn: ({ signal }) =>
      logQueryFailure(`Failed to load page content for "${pageSlug}"`, signal, () =>
        getPageContent(pageSlug, signal),
      ),
  })
}

/**
 * Rows of page_content for a page, each title and content in the page's language (or the other
 * one, with its `title_lang`/`content_lang`); pair with `pageContent(rows, defaults)` to read
 * sections. The cache holds both languages: a language switch needs no new request.
 */
export function usePageContent(pageSlug: PageSlug) {
  const locale = currentLocale()
  const select = useCallback(
    (rows: PageContentRow[]) => rows.map((row) => localizeSection(row, locale)),
    [locale],
  )
  return useQuery({ ...pageContentQueryOptions(pageSlug), select })
}
