import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { seasonalPricingKeys } from './keys'

/** Rows per request: well under hosted Supabase's max_rows (1000). */
export const SEASONS_PAGE_SIZE = 100

async function getVillaSeasonsPage(villaId: string, offset: number, signal?: AbortSignal) {
  const query = supabase
    .from('seasonal_pricing')
    .select('*, villas(name, location)')
    .eq('villa_id', villaId)
    .order('priority', { ascending: false })
    .order('start_date', { ascending: true })
    .order('id', { ascending: true })
    .range(offset, offset + SEASONS_PAGE_SIZE - 1)
  return run(query, signal)
}

export type SeasonalPrice = Awaited<ReturnType<typeof getVillaSeasonsPage>>[number]

/**
 * Every seasonal price of one villa with the villa: highest priority first, then by start date.
 * At most 100 rows a request; a villa has a few dozen, so one request, more pages only past 100.
 */
export async function getVillaSeasonalPrices(villaId: string, signal?: AbortSignal) {
  const seasons: SeasonalPrice[] = []
  for (let offset = 0; ; offset += SEASONS_PAGE_SIZE) {
    const page = await getVillaSeasonsPage(villaId, offset, signal)
    seasons.push(...page)
    if (page.length < SEASONS_PAGE_SIZE) return seasons
  }
}

export function useVillaSeasonalPrices(villaId: string) {
  return useQuery(
    queryOptions({
      queryKey: seasonalPricingKeys.villa(villaId),
      meta: { reads: ['seasonal_pricing'] },
      queryFn: ({ signal }) => getVillaSeasonalPrices(villaId, signal),
    }),
  )
}
