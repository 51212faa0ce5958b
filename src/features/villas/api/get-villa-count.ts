import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import { villaKeys } from './keys'

/** How many villas are published (active_villa_count): texts say "{villa_count} villas". */
export async function getVillaCount(signal?: AbortSignal): Promise<number> {
  const query = publicApi.rpc('active_villa_count')
  return run(query, signal)
}

export function villaCountQueryOptions() {
  return queryOptions({
    queryKey: villaKeys.count(),
    meta: { reads: ['villas'] },
    // The text then leaves the number out: logged, not shown.
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to count villas', signal, () => getVillaCount(signal)),
    staleTime: 5 * 60_000,
  })
}

export function useVillaCount() {
  return useQuery(villaCountQueryOptions())
}
