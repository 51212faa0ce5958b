import { useQuery } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { twoFactorKeys } from './keys'

/** Whether the signed-in user is staff, holds a factor, and whether the company requires one. */
export async function getMyTwoFactorStatus() {
  const data = dataOf(await supabase.rpc('my_two_factor_status').single())
  return {
    isStaff: data.is_staff_role,
    hasFactor: data.has_factor,
    requiredForAll: data.required_for_all,
  }
}

export function useMyTwoFactorStatus(userId: string, level: string, enabled: boolean) {
  return useQuery({
    queryKey: twoFactorKeys.status(userId, level),
    meta: { reads: ['auth.mfa_factors', 'user_roles', 'site_settings'] },
    queryFn: getMyTwoFactorStatus,
    enabled,
    retry: 1,
  })
}
