import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { seasonalPricingKeys } from './keys'

/** Every seasonal price with its villa: highest priority first, then by start date. */
export async function getSeasonalPrices(signal?: AbortSignal) {
  let query = supabase
    .from('seasonal_pricing')
    .select('*, villas(name, location)')
    .order('priority', { ascending: false })
    .order('start_date', { ascending: true })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
}

export type SeasonalPrice = Awaited<ReturnType<typeof getSeasonalPrices>>[number]

export function useSeasonalPrices() {
  return useQuery(
    queryOptions({
      queryKey: seasonalPricingKeys.list(),
      queryFn: ({ signal }) => getSeasonalPrices(signal),
      meta: { errorToast: { title: 'Error', description: 'Failed to load data' } },
    }),
  )
}
