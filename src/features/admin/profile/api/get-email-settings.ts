import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { EMAIL_SETTING_KEYS, emailSettingsFromRows } from '../lib/email-settings'
import { profileKeys } from './keys'
import * as m from '@/paraglide/messages'

/** Where staff emails go, the sender's name and the reply-to address (staff-only settings). */
export async function getEmailSettings(signal?: AbortSignal) {
  const query = supabase
    .from('site_settings')
    .select('setting_key, setting_value')
    .in('setting_key', Object.values(EMAIL_SETTING_KEYS))
  const data = await run(query, signal)
  return emailSettingsFromRows(data)
}

export function emailSettingsQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.emailSettings(),
    queryFn: ({ signal }) => getEmailSettings(signal),
    meta: {
      reads: ['site_settings'],
      errorToast: { title: m.admin_settings_error(), description: m.admin_profile_email_failed() },
    },
  })
}

export function useEmailSettings() {
  return useQuery(emailSettingsQueryOptions())
}
