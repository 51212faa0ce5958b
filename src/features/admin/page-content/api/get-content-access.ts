import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { adminPageContentKeys } from './keys'
import * as m from '@/paraglide/messages'

export interface ContentAccess {
  hasUser: boolean
  role: string | null
}

/** The signed-in user and their role from user_roles (null when they have no row). */
export async function getContentAccess(): Promise<ContentAccess> {
  const { data: auth, error: authError } = await supabase.auth.getUser()
  if (authError || !auth.user) return { hasUser: false, role: null }
  const data = dataOf(
    await supabase.from('user_roles').select('role').eq('user_id', auth.user.id).maybeSingle(),
  )
  return { hasUser: true, role: data?.role ?? null }
}

export function contentAccessQueryOptions() {
  return queryOptions({
    queryKey: adminPageContentKeys.access(),
    queryFn: getContentAccess,
    staleTime: 0,
    meta: {
      reads: ['user_roles'],
      errorToast: { title: m.admin_ui_error_title(), description: m.admin_pages_verify_failed() },
    },
  })
}

export function useContentAccess() {
  return useQuery(contentAccessQueryOptions())
}
