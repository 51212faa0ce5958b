import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'
import { profileKeys } from './keys'

/** The signed-in user's account and their role from user_roles. */
export async function getAccount() {
  const { user } = dataOf(await supabase.auth.getUser())
  const data = dataOf(
    await supabase.from('user_roles').select('role').eq('user_id', user.id).maybeSingle(),
  )
  return {
    id: user.id,
    email: user.email ?? '',
    role: data?.role ?? null,
    createdAt: user.created_at,
    lastSignInAt: user.last_sign_in_at ?? null,
  }
}

export function accountQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.account(),
    queryFn: getAccount,
    meta: {
      reads: ['user_roles'],
      errorToast: { title: m.admin_settings_error(), description: m.admin_profile_failed() },
    },
  })
}

export function useAccount() {
  return useQuery(accountQueryOptions())
}
