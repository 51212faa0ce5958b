import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'
import { normaliseCode } from '../lib/otp-code'
import { twoFactorKeys } from './keys'

/**
 * A code of the authenticator app, checked by Auth: it confirms a new authenticator, or the
 * second step of a sign-in. Either way the session becomes aal2 (auth-js stores it and tells
 * the session gate).
 */
export async function verifyCode({ factorId, code }: { factorId: string; code: string }) {
  const { error } = await supabase.auth.mfa.challengeAndVerify({
    factorId,
    code: normaliseCode(code),
  })
  if (error) throw error
}

export function useVerifyCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }),
  })
}
