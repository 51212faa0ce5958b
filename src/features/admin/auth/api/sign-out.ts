import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'

export async function signOut() {
  const { error } = await supabase.auth.signOut()
  if (error) throw error
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    meta: { errorToast: { title: m.admin_auth_sign_out_failed() } },
    // Staff data must not outlive the session that was allowed to read it.
    onSuccess: () => queryClient.clear(),
  })
}
