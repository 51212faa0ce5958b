import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { seasonalPricingKeys } from './keys'
import * as m from '@/paraglide/messages'

/**
 * Per villa with seasons: how many, how many ended before `from`, and whether two active seasons
 * overlap within `from`..`to` (admin_season_summary; one row per villa, never the seasons).
 */
export async function getSeasonSummary(from: string, to: string, signal?: AbortSignal) {
  const query = supabase.rpc('admin_season_summary', { p_from: from, p_to: to })
  return run(query, signal)
}

export function useSeasonSummary(from: string, to: string) {
  return useQuery(
    queryOptions({
      queryKey: seasonalPricingKeys.summary(from, to),
      queryFn: ({ signal }) => getSeasonSummary(from, to, signal),
      meta: {
        reads: ['seasonal_pricing', 'villas'],
        errorToast: {
          title: m.admin_settings_error(),
          description: m.admin_settings_failed_to_load(),
        },
      },
    }),
  )
}
