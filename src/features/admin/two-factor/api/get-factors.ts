import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { twoFactorKeys } from './keys'
import * as m from '@/paraglide/messages'

/** The account's authenticator apps (verified ones; an unfinished setup is not one). */
export async function getFactors() {
  const data = dataOf(await supabase.auth.mfa.listFactors())
  return data.totp.map((factor) => ({ id: factor.id, createdAt: factor.created_at }))
}

export type Factor = Awaited<ReturnType<typeof getFactors>>[number]

export function factorsQueryOptions() {
  return queryOptions({
    queryKey: twoFactorKeys.factors(),
    queryFn: getFactors,
    meta: {
      reads: ['auth.mfa_factors'],
      errorToast: { title: m.admin_ui_error_title(), description: m.admin_2fa_failed() },
    },
  })
}

export function useFactors() {
  return useQuery(factorsQueryOptions())
}
