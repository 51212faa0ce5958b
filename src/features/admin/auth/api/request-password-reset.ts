import { useMutation } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import type { ResetRequestInput } from '@/features/admin/auth/lib/new-password'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'

/** Asks Auth to email a reset link that leads back to this site's reset page. */
export async function requestPasswordReset({ email }: ResetRequestInput) {
  const redirectTo = `${window.location.origin}${paths.admin.resetPassword.href()}`
  dataOf(await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo }))
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    meta: { errorToast: false /* shown in the form (AuthFormError) */ },
  })
}
