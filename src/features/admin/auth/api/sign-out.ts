import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'

export async function signOut() {
  const { error } = await supabase.auth.signOut()
  if (error) throw error
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    meta: { errorToast: { title: 'Error signing out' } },
    // Staff data must not outlive the session that was allowed to read it.
    onSuccess: () => queryClient.clear(),
  })
}
