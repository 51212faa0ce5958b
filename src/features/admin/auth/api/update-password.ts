import { useMutation } from '@tanstack/react-query'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'

/** Sets the signed-in (or recovering) user's new password. */
export async function updatePassword(password: string) {
  dataOf(await supabase.auth.updateUser({ password }))
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
    meta: { errorToast: false /* shown in the form (AuthFormError) */ },
  })
}
