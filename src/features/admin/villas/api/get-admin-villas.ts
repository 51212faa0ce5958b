import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import { adminVillaKeys } from './keys'

export type AdminVilla = Tables<'villas'>

/** Every villa, newest first. */
export async function getAdminVillas(signal?: AbortSignal): Promise<AdminVilla[]> {
  let query = supabase.from('villas').select('*').order('created_at', { ascending: false })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
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
