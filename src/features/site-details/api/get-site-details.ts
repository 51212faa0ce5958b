import { queryOptions, useQuery } from '@tanstack/react-query'
import { logQueryFailure } from '@/lib/log-query-failure'
import { run } from '@/lib/api'
import { publicApi } from '@/lib/public-api'
import {
  SITE_DETAIL_SETTING_KEYS,
  localizedSiteDetailDefaults,
  localizedSiteDetailsFromRows,
  type LocalizedSiteDetails,
} from '@/lib/site-details'
import { siteDetailsKeys } from './keys'

/** The site details, in one request (every visitor may read these settings, and only these). */
export async function getSiteDetails(signal?: AbortSignal): Promise<LocalizedSiteDetails> {
  const query = publicApi
    .from('site_settings')
    .select('setting_key, setting_value, setting_value_fr')
    .in('setting_key', SITE_DETAIL_SETTING_KEYS)
  const data = await run(query, signal)
  return localizedSiteDetailsFromRows(data)
}

export function siteDetailsQueryOptions() {
  return queryOptions({
    queryKey: siteDetailsKeys.detail(),
    meta: { reads: ['site_settings'] },
    // A failed load is logged; the site keeps showing the built-in details.
    queryFn: ({ signal }) =>
      logQueryFailure('Failed to load site details', signal, () => getSiteDetails(signal)),
    staleTime: 5 * 60_000,
  })
}

/**
 * The details to show: the built-in ones while the stored ones load or when they cannot be
 * read, so what shows them renders at its final size at once.
 */
export function useSiteDetails(): LocalizedSiteDetails {
  return useQuery(siteDetailsQueryOptions()).data ?? localizedSiteDetailDefaults
}
