import { useMutation } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'

/** The current password did not sign in. */
export class CurrentPasswordError extends Error {
  constructor() {
    super('Current password is incorrect')
    this.name = 'CurrentPasswordError'
  }
}

interface ChangePasswordInput {
  email: string
  currentPassword: string
  newPassword: string
}

/** Verifies the current password by signing in again, then sets the new one. */
export async function changePassword({ email, currentPassword, newPassword }: ChangePasswordInput) {
  const verified = await supabase.auth.signInWithPassword({ email, password: currentPassword })
  if (verified.error) {
    // 400 is GoTrue's answer to wrong credentials; anything else is a real failure.
    throw verified.error.status === 400 ? new CurrentPasswordError() : verified.error
  }
  const { error } = await supabase.auth.updateUser({ password: newPassword })
  if (error) throw error
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
