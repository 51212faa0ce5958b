import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import {
  LEGAL_IDENTITY_SETTING_KEYS,
  legalIdentityFromRows,
  type LegalIdentity,
} from '@/lib/legal-identity'
import { siteDetailsKeys } from './keys'

/** The company's legal identity, in one request (public: the Legal Notice publishes it). */
export async function getLegalIdentity(signal?: AbortSignal): Promise<LegalIdentity> {
  const query = publicApi
    .from('site_settings')
    .select('setting_key, setting_value')
    .in('setting_key', LEGAL_IDENTITY_SETTING_KEYS)
  const data = await run(query, signal)
  return legalIdentityFromRows(data)
}

export function legalIdentityQueryOptions() {
  return queryOptions({
    queryKey: siteDetailsKeys.legalIdentity(),
    meta: { reads: ['site_settings'] },
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load the legal identity', signal, () => getLegalIdentity(signal)),
    staleTime: 5 * 60_000,
  })
}

export function useLegalIdentity() {
  return useQuery(legalIdentityQueryOptions())
}
