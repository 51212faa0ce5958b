import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { activeVillaKeys } from './keys'

/** Active villas by name, for the villa picker. */
export async function getActiveVillas(signal?: AbortSignal) {
  const query = supabase
    .from('villas')
    .select('id, name, location')
    .eq('is_active', true)
    .order('name', { ascending: true })
  return run(query, signal)
}

export type PickerVilla = Awaited<ReturnType<typeof getActiveVillas>>[number]

export function activeVillasQueryOptions() {
  return queryOptions({
    queryKey: activeVillaKeys.list(),
    queryFn: ({ signal }) => getActiveVillas(signal),
    meta: {
      reads: ['villas'],
      errorToast: { title: 'Error', description: 'Failed to fetch villas' },
    },
  })
}

export function useActiveVillas() {
  return useQuery(activeVillasQueryOptions())
}
