import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { dataOf } from '@/lib/api'
import { supabase } from '@/lib/supabase'
import * as m from '@/paraglide/messages'

export const signInInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => m.admin_auth_email_required() }),
  password: z.string().min(1, { error: () => m.admin_auth_password_required() }),
})

export type SignInInput = z.infer<typeof signInInputSchema>

/** The session, and Auth's weak_password when the password no longer meets the rule. */
export async function signIn({ email, password }: SignInInput) {
  const data = dataOf(await supabase.auth.signInWithPassword({ email, password }))
  return { session: data.session, isWeakPassword: Boolean(data.weakPassword) }
}

export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    meta: {
      errorToast: (error) => ({
        title: m.admin_auth_error_title(),
        description: signInErrorMessage(error),
      }),
    },
  })
}

/**
 * What the sign-in screen says when it fails: Auth's own words for a refused sign-in ("Invalid
 * login credentials"), and a plain sentence when the service could not answer (a 5xx, a network
 * failure or the request deadline), whose raw message is "{}" or a fetch error.
 */
export function signInErrorMessage(error: unknown) {
  const { name, status, message } = (error ?? {}) as {
    name?: string
    status?: number
    message?: string
  }
  const isServiceDown =
    name === 'AuthRetryableFetchError' ||
    name === 'TimeoutError' ||
    (status ?? 0) >= 500 ||
    !message ||
    message.trim() === '{}' ||
    /TimeoutError|Failed to fetch|NetworkError|Load failed/i.test(message)
  return isServiceDown ? m.admin_auth_service_down() : message
}
