import { useCallback } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataOf, withSignal } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { currentLocale } from '@/lib/i18n/locale'
import { localizeVilla } from '../lib/localize'
import { villaKeys } from './keys'
import type { Villa } from './get-villas'

/** One villa by id; PostgREST answers PGRST116 when no active villa has it. */
export async function getVilla(id: string, signal?: AbortSignal): Promise<Villa> {
  const query = publicApi.from('villas').select('*').eq('id', id)
  return dataOf(await withSignal(query, signal).single())
}

/** No active villa has this id, or it is not an id at all: a retry will not change that. */
export function isVillaMissing(error: unknown) {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : ''
  return code === 'PGRST116' || code === '22P02'
}

export function villaQueryOptions(id: string) {
  return queryOptions({
    queryKey: villaKeys.detail(id),
    meta: { reads: ['villas'] },
    queryFn: ({ signal }) => getVilla(id, signal),
  })
}

/**
 * The villa with its texts in the page's language (the cache holds both: a language switch
 * needs no new request).
 */
export function useVilla(id: string) {
  const locale = currentLocale()
  const select = useCallback((villa: Villa) => localizeVilla(villa, locale), [locale])
  return useQuery({ ...villaQueryOptions(id), select })
}
