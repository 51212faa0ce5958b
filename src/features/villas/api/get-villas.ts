import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import type { Tables } from '@/types/database.types'
import { villaKeys, type VillaListFilters } from './keys'

export type Villa = Tables<'villas'>

/** The home page's featured villas: the first three, and one more to know whether to say "View All". */
export const FEATURED_COUNT = 3
export const FEATURED_VILLAS: VillaListFilters = { limit: FEATURED_COUNT + 1 }

/** Active villas, oldest first; optionally those whose location contains a text, or the first few. */
export async function getVillas(
  filters: VillaListFilters = {},
  signal?: AbortSignal,
): Promise<Villa[]> {
  let query = publicApi.from('villas').select('*').eq('is_active', true)
  if (filters.location) query = query.ilike('location', `%${filters.location}%`)
  query = query.order('created_at', { ascending: true })
  if (filters.limit) query = query.limit(filters.limit)
  return run(query, signal)
}

interface VillasQueryConfig {
  /** Toast shown when the list cannot load (the home page's "Failed to load villas"). */
  errorToast?: { title: string; description: string }
}

export function villasQueryOptions(filters: VillaListFilters = {}, config: VillasQueryConfig = {}) {
  return queryOptions({
    queryKey: villaKeys.list(filters),
    // The spec: list failures are logged; the list shows as empty.
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load villas', signal, () => getVillas(filters, signal)),
    meta: { reads: ['villas'], errorToast: config.errorToast },
  })
}

export function useVillas(filters: VillaListFilters = {}, config: VillasQueryConfig = {}) {
  return useQuery(villasQueryOptions(filters, config))
}
