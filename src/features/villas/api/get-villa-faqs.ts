import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { Tables } from '@/types/database.types'
import { villaKeys } from './keys'

export type VillaFaq = Tables<'villa_faqs'>

/** A villa's active FAQs in display order. */
export async function getVillaFaqs(villaId: string, signal?: AbortSignal): Promise<VillaFaq[]> {
  const query = publicApi
    .from('villa_faqs')
    .select('*')
    .eq('villa_id', villaId)
    .eq('is_active', true)
    .order('display_order', { ascending: true })
  return run(query, signal)
}

export function villaFaqsQueryOptions(villaId: string) {
  return queryOptions({
    queryKey: villaKeys.faqs(villaId),
    meta: { reads: ['villa_faqs'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load villa FAQs', signal, () => getVillaFaqs(villaId, signal)),
  })
}

export function useVillaFaqs(villaId: string) {
  return useQuery(villaFaqsQueryOptions(villaId))
}
