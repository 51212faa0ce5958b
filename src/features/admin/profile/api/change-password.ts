import { createClient } from '@supabase/supabase-js'
import { useMutation } from '@tanstack/react-query'
import { env } from '@/config/env'
import { fetchWithDeadline } from '@/lib/fetch-with-deadline'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'

/** The current password did not sign in. */
export class CurrentPasswordError extends Error {
  constructor() {
    super(m.admin_profile_current_incorrect())
    this.name = 'CurrentPasswordError'
  }
}

interface ChangePasswordInput {
  email: string
  currentPassword: string
  newPassword: string
}

/**
 * Checks a password with a sign-in of its own, kept apart from the staff session (no storage,
 * ended at once): signing the staff client in again would replace its session, and with it the
 * second factor it was given (Auth then refuses the new password: insufficient_aal).
 */
async function checkPassword(email: string, password: string) {
  const probe = createClient(env.supabaseUrl, env.supabaseKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: 'rv-password-check',
    },
    global: { fetch: fetchWithDeadline },
  })
  const { error } = await probe.auth.signInWithPassword({ email, password })
  if (!error) await probe.auth.signOut({ scope: 'local' })
  return error
}

/** Verifies the current password, then sets the new one on the staff session. */
export async function changePassword({ email, currentPassword, newPassword }: ChangePasswordInput) {
  const verifyError = await checkPassword(email, currentPassword)
  if (verifyError) {
    // 400 is GoTrue's answer to wrong credentials; anything else is a real failure.
    throw verifyError.status === 400 ? new CurrentPasswordError() : verifyError
  }
  dataOf(await supabase.auth.updateUser({ password: newPassword }))
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
