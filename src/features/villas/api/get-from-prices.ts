import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { publicApi } from '@/lib/public-api'
import { villaKeys } from './keys'

/** The lowest nightly price over each villa's horizon (get_villa_from_prices), by villa id. */
export async function getFromPrices(signal?: AbortSignal): Promise<Map<string, number>> {
  let query = publicApi.rpc('get_villa_from_prices')
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query
  if (error) throw error
  return new Map(data.map((row) => [row.villa_id, Number(row.from_price)]))
}

export function fromPricesQueryOptions() {
  return queryOptions({
    queryKey: villaKeys.fromPrices(),
    // Cards then show the villa's own price: only logged.
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load from prices', signal, () => getFromPrices(signal)),
    retry: false,
  })
}

/** One request for every published villa, shared by every list on the page. */
export function useFromPrices() {
  return useQuery(fromPricesQueryOptions())
}
