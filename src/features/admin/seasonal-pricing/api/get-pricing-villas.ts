import { queryOptions, useQuery } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { seasonalPricingKeys } from './keys'

/** Active villas with their base price, by name. */
export async function getPricingVillas(signal?: AbortSignal) {
  let query = supabase
    .from('villas')
    .select('id, name, location, price_per_night')
    .eq('is_active', true)
    .order('name')
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return data
}

export function usePricingVillas() {
  return useQuery(
    queryOptions({
      queryKey: seasonalPricingKeys.villas(),
      queryFn: ({ signal }) => getPricingVillas(signal),
    }),
  )
}
