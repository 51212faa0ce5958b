import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import type { Tables } from '@/types/database.types'
import { staffLanguageKeys } from './keys'

export type StaffLanguage = Tables<'staff_preferences'>['language']

/**
 * The language the signed-in staff member chose for the admin, or null when they never chose
 * (the admin then stays in English). Row security shows a staff member their own row only.
 */
export async function getStaffLanguage(
  userId: string,
  signal?: AbortSignal,
): Promise<StaffLanguage | null> {
  const rows = await run(
    supabase.from('staff_preferences').select('language').eq('user_id', userId).limit(1),
    signal,
  )
  return rows[0]?.language ?? null
}

export function staffLanguageQueryOptions(userId: string) {
  return queryOptions({
    queryKey: staffLanguageKeys.mine(userId),
    queryFn: ({ signal }) => getStaffLanguage(userId, signal),
    staleTime: Infinity,
    meta: { reads: ['staff_preferences'] },
  })
}

export function useStaffLanguage(userId: string) {
  return useQuery(staffLanguageQueryOptions(userId))
}
