import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import { adminVillaKeys } from './keys'
import * as m from '@/paraglide/messages'

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
      errorToast: { title: m.admin_ui_error_title(), description: m.admin_villas_load_failed() },
    },
  })
}

export function useAdminVillas() {
  return useQuery(adminVillasQueryOptions())
}
