import { useMutation } from '@tanstack/react-query'
import { run } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { failureToast } from '@/lib/query-client'
import * as m from '@/paraglide/messages'

/**
 * A colleague lost their authenticator: their factors go and their sessions end (an admin at
 * aal2 only; the database checks). They sign in with the password and set up a new one.
 */
export async function resetColleague(userId: string) {
  await run(supabase.rpc('admin_reset_staff_two_factor', { p_user_id: userId }))
}

export function useResetColleague() {
  return useMutation({
    mutationFn: resetColleague,
    meta: {
      writes: ['auth.mfa_factors'],
      errorToast: failureToast(m.admin_ui_error_title(), m.admin_2fa_failed_reset()),
    },
  })
}
