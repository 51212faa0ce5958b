import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { seasonalPricingKeys } from './keys'

/**
 * A villa's nightly price for every day of the range, by the database's own rule (the one that
 * prices stays): one call per villa.
 */
export async function getVillaPriceStrip(
  villaId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
) {
  const query = supabase.rpc('get_villa_prices', { p_villa_id: villaId, p_from: from, p_to: to })
  return run(query, signal)
}

export function villaPriceStripQueryOptions(villaId: string, from: string, to: string) {
  return queryOptions({
    queryKey: seasonalPricingKeys.strip(villaId, from, to),
    meta: { reads: ['villas', 'seasonal_pricing'] },
    queryFn: ({ signal }) => getVillaPriceStrip(villaId, from, to, signal),
  })
}

export function useVillaPriceStrip(villaId: string, from: string, to: string) {
  return useQuery(villaPriceStripQueryOptions(villaId, from, to))
}
