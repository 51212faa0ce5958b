import { useMutation } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'

/** Removes the account's authenticator (Auth asks for an aal2 session, which staff have here). */
export async function removeFactor(factorId: string) {
  dataOf(await supabase.auth.mfa.unenroll({ factorId }))
  // The session loses its aal2 in Auth: a refresh brings the token in line.
  await supabase.auth.refreshSession()
}

export function useRemoveFactor() {
  return useMutation({
    mutationFn: removeFactor,
    meta: {
      writes: ['auth.mfa_factors'],
      errorToast: { title: m.admin_ui_error_title(), description: m.admin_2fa_failed_remove() },
    },
  })
}
