import { useMutation } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'

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
      errorToast: { title: 'Error', description: 'Failed to remove the authenticator app.' },
    },
  })
}
