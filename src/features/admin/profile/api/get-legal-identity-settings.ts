import { queryOptions, useQuery } from '@tanstack/react-query'
import { LEGAL_IDENTITY_SETTING_KEYS, legalIdentityFromRows } from '@/lib/legal-identity'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { profileKeys } from './keys'
import * as m from '@/paraglide/messages'

/** The stored legal identity, fresh for the editor (the public cache may be minutes old). */
export async function getLegalIdentitySettings(signal?: AbortSignal) {
  const query = supabase
    .from('site_settings')
    .select('setting_key, setting_value')
    .in('setting_key', LEGAL_IDENTITY_SETTING_KEYS)
  const data = await run(query, signal)
  return legalIdentityFromRows(data)
}

export function legalIdentitySettingsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.legalIdentity(),
    queryFn: ({ signal }) => getLegalIdentitySettings(signal),
    meta: {
      reads: ['site_settings'],
      errorToast: { title: m.admin_settings_error(), description: m.admin_profile_legal_failed() },
    },
  })
}

export function useLegalIdentitySettings() {
  return useQuery(legalIdentitySettingsQueryOptions())
}
