import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { villaKeys } from './keys'
import type { Villa } from './get-villas'

/** One villa by id; PostgREST answers PGRST116 when no active villa has it. */
export async function getVilla(id: string, signal?: AbortSignal): Promise<Villa> {
  let query = supabase.from('villas').select('*').eq('id', id)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.single()
  if (error) throw error
  return data
}

// "No such row" (PGRST116) and "not a uuid" (22P02) will not change on a retry.
const isPermanent = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'PGRST116' || error.code === '22P02')

export function villaQueryOptions(id: string) {
  return queryOptions({
    queryKey: villaKeys.detail(id),
    queryFn: ({ signal }) => getVilla(id, signal),
    retry: (failureCount, error) => failureCount < 1 && !isPermanent(error),
    meta: { errorToast: { title: 'Villa not found' } },
  })
}

export function useVilla(id: string) {
  return useQuery(villaQueryOptions(id))
}
