import { useMutation } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import { normaliseCode } from '../lib/otp-code'

/**
 * A code of the authenticator app, checked by Auth: it confirms a new authenticator, or the
 * second step of a sign-in. Either way the session becomes aal2 (auth-js stores it and tells
 * the session gate).
 */
export async function verifyCode({ factorId, code }: { factorId: string; code: string }) {
  dataOf(
    await supabase.auth.mfa.challengeAndVerify({
      factorId,
      code: normaliseCode(code),
    }),
  )
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: verifyCode,
    meta: {
      writes: ['auth.mfa_factors'],
      errorToast: false /* shown under the code (code-form) */,
    },
  })
}
