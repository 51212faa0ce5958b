import { queryOptions, useQuery } from '@tanstack/react-query'
import { SITE_DETAIL_SETTING_KEYS, localizedSiteDetailsFromRows } from '@/lib/site-details'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { profileKeys } from './keys'
import * as m from '@/paraglide/messages'

/**
 * The stored site details with the French office hours, fresh for the editor (the public cache
 * may be minutes old).
 */
export async function getSiteDetailsSettings(signal?: AbortSignal) {
  const query = supabase
    .from('site_settings')
    .select('setting_key, setting_value, setting_value_fr')
    .in('setting_key', SITE_DETAIL_SETTING_KEYS)
  const data = await run(query, signal)
  return localizedSiteDetailsFromRows(data)
}

export function siteDetailsSettingsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.siteDetails(),
    queryFn: ({ signal }) => getSiteDetailsSettings(signal),
    meta: {
      reads: ['site_settings'],
      errorToast: {
        title: m.admin_settings_error(),
        description: m.admin_profile_site_details_failed(),
      },
    },
  })
}

export function useSiteDetailsSettings() {
  return useQuery(siteDetailsSettingsQueryOptions())
}
