import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { villaKeys } from './keys'

export interface Destination {
  name: string
  villaCount: number
}

/** The towns the published villas are listed under, with how many each (villa_destinations). */
export async function getDestinations(signal?: AbortSignal): Promise<Destination[]> {
  const query = publicApi.rpc('villa_destinations')
  const data = await run(query, signal)
  return data.map((row) => ({ name: row.destination, villaCount: row.villa_count }))
}

export function destinationsQueryOptions() {
  return queryOptions({
    queryKey: villaKeys.destinations(),
    meta: { reads: ['villas'] },
    // The filter then offers only the destination in the address: logged, not shown.
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load destinations', signal, () => getDestinations(signal)),
    staleTime: 5 * 60_000,
  })
}

export function useDestinations() {
  return useQuery(destinationsQueryOptions())
}
