import { useMutation } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase'

/** Sets the signed-in (or recovering) user's new password. */
export async function updatePassword(password: string) {
  const { error } = await supabase.auth.updateUser({ password })
  if (error) throw error
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
    meta: { errorToast: false /* shown in the form (AuthFormError) */ },
  })
}
