import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { supabase } from '@/lib/supabase'
import { bookingKeys } from './keys'

/** Nightly prices from p_from through p_to, in one call (not one per day). */
export async function getVillaPrices(
  villaId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<Map<string, number>> {
  let query = supabase.rpc('get_villa_prices', { p_villa_id: villaId, p_from: from, p_to: to })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  const prices = new Map<string, number>()
  for (const row of data) {
    const price = Number(row.price)
    // Non-numeric prices are skipped: that day simply shows no price.
    if (Number.isFinite(price)) prices.set(row.date, price)
  }
  return prices
}

export function villaPricesQueryOptions(villaId: string, from: string, to: string) {
  return queryOptions({
    queryKey: bookingKeys.prices(villaId, from, to),
    // The spec: a price failure is only logged; days without a price show none.
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load villa prices', signal, () =>
        getVillaPrices(villaId, from, to, signal),
      ),
    retry: false,
  })
}

export function useVillaPrices(villaId: string, from: string, to: string) {
  return useQuery(villaPricesQueryOptions(villaId, from, to))
}
