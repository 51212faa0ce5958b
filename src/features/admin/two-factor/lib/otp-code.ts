import { z } from 'zod'
import * as m from '@/paraglide/messages'

/** The 6-digit code of an authenticator app, as typed or pasted ("123 456", "123-456"). */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]/g, '')
}

export const codeHint = () => m.admin_2fa_code_hint()

/** What is wrong with a typed code, in the words shown next to the field; null when fine. */
export function codeProblem(input: string): string | null {
  const code = normaliseCode(input)
  if (!code) return m.admin_2fa_code_empty()
  if (!/^\d+$/.test(code)) return m.admin_2fa_code_digits_only()
  if (code.length !== 6) return m.admin_2fa_code_six()
  return null
}

/** The code form: codeProblem's words beside the field. */
export const codeFormSchema = z.object({
  code: z.string().superRefine((code, context) => {
    const problem = codeProblem(code)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  }),
})

/** The setup key in groups of four, easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * What a refused code or a failed request means for the person typing it. Auth answers a wrong
 * code with mfa_verification_failed; a burst of attempts with over_request_rate_limit.
 */
export function codeErrorMessage(error: unknown): string {
  const { code, status, name, message } = (error ?? {}) as {
    code?: string
    status?: number
    name?: string
    message?: string
  }
  if (code === 'mfa_verification_failed') {
    return m.admin_2fa_code_wrong()
  }
  if (code === 'mfa_challenge_expired') return m.admin_2fa_code_slow()
  if (code === 'over_request_rate_limit' || status === 429) {
    return m.admin_2fa_code_too_many()
  }
  if (code === 'session_not_found' || code === 'refresh_token_not_found') {
    return m.admin_2fa_code_ended()
  }
  const isServiceDown =
    name === 'AuthRetryableFetchError' ||
    (status ?? 0) >= 500 ||
    !message ||
    /TimeoutError|Failed to fetch|NetworkError|Load failed/i.test(message)
  return isServiceDown ? m.admin_auth_service_down() : message
}
