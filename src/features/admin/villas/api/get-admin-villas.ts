import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import { adminVillaKeys } from './keys'

export type AdminVilla = Tables<'villas'>

/** Every villa, newest first. */
export async function getAdminVillas(signal?: AbortSignal): Promise<AdminVilla[]> {
  const query = supabase.from('villas').select('*').order('created_at', { ascending: false })
  return run(query, signal)
}

export function adminVillasQueryOptions() {
  return queryOptions({
    queryKey: adminVillaKeys.list(),
    queryFn: ({ signal }) => getAdminVillas(signal),
    meta: {
      reads: ['villas'],
      errorToast: { title: 'Error', description: 'Failed to load villas' },
    },
  })
}

export function useAdminVillas() {
  return useQuery(adminVillasQueryOptions())
}
