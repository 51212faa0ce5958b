import { useCallback } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { pickText } from '@/lib/i18n/content'
import { currentLocale, type Locale } from '@/lib/i18n/locale'
import { logQueryFailure } from '@/lib/log-query-failure'
import { dataOf, withSignal } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { villaKeys } from './keys'

interface StoredVillaArea {
  content: string
  content_fr: string | null
  image_url: string | null
}

/** The area text in the page's language (or the other one, `contentLang`) and its image. */
export interface VillaArea {
  content: string
  contentLang: Locale
  image_url: string | null
}

/**
 * The shared "area" text and image of the villa pages. A missing row (PGRST116) is not an error:
 * the section then shows only the villa's distances.
 */
export async function getVillaArea(signal?: AbortSignal): Promise<StoredVillaArea | null> {
  const query = publicApi
    .from('page_content')
    .select('content, content_fr, image_url')
    .eq('page_slug', 'villa-detail')
    .eq('section_key', 'area')
    .eq('is_active', true)
  const answer = await withSignal(query, signal).single()
  if (answer.error?.code === 'PGRST116') return null
  return dataOf(answer)
}

export function villaAreaQueryOptions() {
  return queryOptions({
    queryKey: villaKeys.area(),
    meta: { reads: ['page_content'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load the area content', signal, () => getVillaArea(signal)),
    staleTime: 5 * 60_000,
  })
}

export function useVillaArea() {
  const locale = currentLocale()
  const select = useCallback(
    (area: StoredVillaArea | null): VillaArea | null => {
      if (!area) return null
      const content = pickText(area.content, area.content_fr, locale)
      return { content: content.text, contentLang: content.lang, image_url: area.image_url }
    },
    [locale],
  )
  return useQuery({ ...villaAreaQueryOptions(), select })
}
