import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { GUEST_EMAIL_SETTING_KEYS, guestEmailSettingsFromRows } from '../lib/guest-email-settings'
import { profileKeys } from './keys'

/** Which guest emails go out and when (staff-only settings). */
export async function getGuestEmailSettings(signal?: AbortSignal) {
  const query = supabase
    .from('site_settings')
    .select('setting_key, setting_value')
    .in('setting_key', GUEST_EMAIL_SETTING_KEYS)
  return guestEmailSettingsFromRows(await run(query, signal))
}

export function guestEmailSettingsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.guestEmails(),
    queryFn: ({ signal }) => getGuestEmailSettings(signal),
    meta: {
      reads: ['site_settings'],
      errorToast: { title: 'Error', description: 'Failed to load the guest email settings.' },
    },
  })
}

export function useGuestEmailSettings() {
  return useQuery(guestEmailSettingsQueryOptions())
}
