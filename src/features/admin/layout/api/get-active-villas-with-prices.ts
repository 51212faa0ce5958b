import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { activeVillaKeys } from './keys'

/**
 * Active villas by name with their base price, for the blocked-dates and seasonal pricing
 * screens (blocking needs id, name and location; pricing also needs price_per_night).
 */
export async function getActiveVillasWithPrices(signal?: AbortSignal) {
  const query = supabase
    .from('villas')
    .select('id, name, location, price_per_night')
    .eq('is_active', true)
    .order('name')
  return run(query, signal)
}

export function activeVillasWithPricesQueryOptions() {
  return queryOptions({
    queryKey: activeVillaKeys.withPrices(),
    meta: { reads: ['villas'] },
    queryFn: ({ signal }) => getActiveVillasWithPrices(signal),
  })
}

export function useActiveVillasWithPrices() {
  return useQuery(activeVillasWithPricesQueryOptions())
}
