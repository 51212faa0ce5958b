import { useCallback } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { Tables } from '@/types/database.types'
import { currentLocale } from '@/lib/i18n/locale'
import { localizeFaq } from '../lib/localize'
import { villaKeys } from './keys'

type VillaFaqRow = Tables<'villa_faqs'>

/** A question and answer in the page's language, with the language of each. */
export type VillaFaq = ReturnType<typeof localizeFaq<VillaFaqRow>>

/** A villa's active FAQs in display order. */
export async function getVillaFaqs(villaId: string, signal?: AbortSignal): Promise<VillaFaqRow[]> {
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

/** The FAQs in the page's language, each falling back to the other language when not written. */
export function useVillaFaqs(villaId: string) {
  const locale = currentLocale()
  const select = useCallback(
    (faqs: VillaFaqRow[]) => faqs.map((faq) => localizeFaq(faq, locale)),
    [locale],
  )
  return useQuery({ ...villaFaqsQueryOptions(villaId), select })
}
