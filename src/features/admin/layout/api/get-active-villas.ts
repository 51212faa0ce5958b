import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { activeVillaKeys } from './keys'
import * as m from '@/paraglide/messages'

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
      errorToast: { title: m.error_title(), description: m.admin_layout_villas_failed() },
    },
  })
}

export function useActiveVillas() {
  return useQuery(activeVillasQueryOptions())
}
