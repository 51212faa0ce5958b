import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { GUEST_EMAIL_SETTING_KEYS, guestEmailSettingsFromRows } from '../lib/guest-email-settings'
import { profileKeys } from './keys'
import * as m from '@/paraglide/messages'

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
      errorToast: {
        title: m.admin_settings_error(),
        description: m.admin_profile_guest_emails_failed(),
      },
    },
  })
}

export function useGuestEmailSettings() {
  return useQuery(guestEmailSettingsQueryOptions())
}
