import { queryOptions, useQuery } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { twoFactorKeys } from './keys'
import * as m from '@/paraglide/messages'

/** Every staff member and whether they sign in with an authenticator app (you first). */
export async function getTeamTwoFactor() {
  const data = await run(supabase.rpc('admin_staff_two_factor'))
  return data.map((member) => ({
    userId: member.user_id,
    email: member.email,
    role: member.role,
    hasFactor: member.has_factor,
    factorSince: member.factor_since,
    isYou: member.is_you,
  }))
}

export type TeamMember = Awaited<ReturnType<typeof getTeamTwoFactor>>[number]

export function teamQueryOptions() {
  return queryOptions({
    queryKey: twoFactorKeys.team(),
    queryFn: getTeamTwoFactor,
    meta: {
      reads: ['auth.mfa_factors', 'user_roles'],
      errorToast: { title: m.admin_ui_error_title(), description: m.admin_2fa_team_failed() },
    },
  })
}

export function useTeamTwoFactor() {
  return useQuery(teamQueryOptions())
}
