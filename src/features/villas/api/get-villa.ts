import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataOf, withSignal } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
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

export function useVilla(id: string) {
  return useQuery(villaQueryOptions(id))
}
