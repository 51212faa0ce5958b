import { useMutation } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'

/** Trades the reset email's 6-digit code for a recovery session (Auth's POST /verify). */
export async function verifyRecoveryCode({ email, code }: { email: string; code: string }) {
  dataOf(
    await supabase.auth.verifyOtp({
      email: email.trim(),
      token: code,
      type: 'recovery',
    }),
  )
}

export function useVerifyRecoveryCode() {
  return useMutation({
    mutationFn: verifyRecoveryCode,
    meta: { errorToast: false /* shown in the form (AuthFormError) */ },
  })
}
