import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { dataOf, withSignal } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { villaKeys } from './keys'

export interface VillaArea {
  content: string
  image_url: string | null
}

/**
 * The shared "area" text and image of the villa pages. A missing row (PGRST116) is not an error:
 * the section then shows only the villa's distances.
 */
export async function getVillaArea(signal?: AbortSignal): Promise<VillaArea | null> {
  const query = publicApi
    .from('page_content')
    .select('content, image_url')
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
  return useQuery(villaAreaQueryOptions())
}
