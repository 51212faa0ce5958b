import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { REQUIREMENT_KEY, twoFactorKeys } from './keys'
import * as m from '@/paraglide/messages'

/** Is "Require two-factor for all staff" on? */
export async function getRequirement() {
  const data = dataOf(
    await supabase
      .from('site_settings')
      .select('setting_value')
      .eq('setting_key', REQUIREMENT_KEY)
      .maybeSingle(),
  )
  return data?.setting_value === 'true'
}

export function requirementQueryOptions() {
  return queryOptions({
    queryKey: twoFactorKeys.requirement(),
    queryFn: getRequirement,
    meta: {
      reads: ['site_settings'],
      errorToast: {
        title: m.admin_ui_error_title(),
        description: m.admin_2fa_failed_requirement(),
      },
    },
  })
}

export function useRequirement() {
  return useQuery(requirementQueryOptions())
}
