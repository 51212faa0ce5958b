import { useCallback } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { langAttribute, pickText } from '@/lib/i18n/content'
import { currentLocale, type Locale } from '@/lib/i18n/locale'
import { logQueryFailure } from '@/lib/log-query-failure'
import { dataOf, withSignal } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { DEFAULT_REVIEWS_STATEMENT } from '../lib/reviews-statement'
import { villaKeys } from './keys'

export interface ReviewsStatement {
  title: string
  content: string
  /** `lang` of the title and content when staff wrote them in the other language only. */
  titleLang?: Locale
  contentLang?: Locale
}

interface StoredStatement {
  title: string | null
  title_fr: string | null
  content: string
  content_fr: string | null
}

/** The stored statement in `locale` (or the other language, marked); the installed text when blank. */
export function statementIn(stored: StoredStatement | null, locale: Locale): ReviewsStatement {
  if (!stored) return DEFAULT_REVIEWS_STATEMENT
  const content = pickText(stored.content, stored.content_fr, locale)
  if (content.text.trim() === '') return DEFAULT_REVIEWS_STATEMENT
  const title = pickText(stored.title, stored.title_fr, locale)
  return {
    title: title.text.trim() || DEFAULT_REVIEWS_STATEMENT.title,
    content: content.text.trim(),
    titleLang: langAttribute(title.lang, locale),
    contentLang: langAttribute(content.lang, locale),
  }
}

/** How reviews are checked, as staff wrote it (page content); the installed text otherwise. */
export async function getReviewsStatement(signal?: AbortSignal): Promise<StoredStatement | null> {
  const query = publicApi
    .from('page_content')
    .select('title, title_fr, content, content_fr')
    .eq('page_slug', 'villa-detail')
    .eq('section_key', 'reviews_statement')
    .eq('is_active', true)
  return dataOf(await withSignal(query, signal).maybeSingle())
}

export function reviewsStatementQueryOptions() {
  return queryOptions({
    queryKey: villaKeys.reviewsStatement(),
    meta: { reads: ['page_content'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load the reviews statement', signal, () =>
        getReviewsStatement(signal),
      ),
    staleTime: 5 * 60_000,
  })
}

/** The statement to show: the installed text while it loads or when it cannot be read. */
export function useReviewsStatement(isEnabled: boolean): ReviewsStatement {
  const locale = currentLocale()
  const select = useCallback(
    (stored: StoredStatement | null) => statementIn(stored, locale),
    [locale],
  )
  return (
    useQuery({ ...reviewsStatementQueryOptions(), enabled: isEnabled, select }).data ??
    DEFAULT_REVIEWS_STATEMENT
  )
}
