import { z } from 'zod'
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  isCommonPassword,
} from '@/lib/password-policy/password-policy'
import * as m from '@/paraglide/messages'

/** Auth's minimum_password_length (supabase/config.toml); Auth refuses anything shorter. */
export { MIN_PASSWORD_LENGTH }

export const commonPasswordMessage = () => m.admin_auth_common_password()

/**
 * The new password: Auth's length, not a common password (once the list, read through
 * `commonList`, has loaded), typed twice alike.
 */
export function makeNewPasswordSchema(
  commonList: () => ReadonlySet<string> | null = () => null,
  context: readonly string[] = [],
) {
  return z
    .object({
      password: z
        .string()
        .refine((value) => [...value].length >= MIN_PASSWORD_LENGTH, {
          error: () => m.admin_auth_min_length({ count: MIN_PASSWORD_LENGTH }),
        })
        .refine((value) => [...value].length <= MAX_PASSWORD_LENGTH, {
          error: () => m.admin_auth_max_length({ count: MAX_PASSWORD_LENGTH }),
        })
        .refine(
          (value) => {
            const common = commonList()
            return !common || !isCommonPassword(value, common, context)
          },
          { error: commonPasswordMessage },
        ),
      confirmPassword: z.string().min(1, { error: () => m.admin_auth_type_again() }),
    })
    .refine((values) => values.password === values.confirmPassword, {
      error: () => m.admin_auth_no_match(),
      path: ['confirmPassword'],
    })
}

export const newPasswordSchema = makeNewPasswordSchema()

export type NewPasswordInput = z.infer<typeof newPasswordSchema>

export const resetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => m.admin_auth_email_required() })
    .pipe(z.email({ error: () => m.admin_auth_valid_email() })),
})

export type ResetRequestInput = z.infer<typeof resetRequestSchema>

/** True when Auth could not be reached or failed (5xx, network, deadline), not a refusal. */
export function isServiceDown(error: unknown): boolean {
  const { name, status, message } = (error ?? {}) as {
    name?: string
    status?: number
    message?: string
  }
  return (
    name === 'AuthRetryableFetchError' ||
    name === 'TimeoutError' ||
    (status ?? 0) >= 500 ||
    !message ||
    message.trim() === '{}' ||
    /TimeoutError|Failed to fetch|NetworkError|Load failed/i.test(message)
  )
}

/** What the "forgot password" form says when the request fails. */
export function resetRequestErrorMessage(error: unknown): string {
  if (isServiceDown(error)) {
    return m.admin_auth_reset_down()
  }
  const { code, message } = error as { code?: string; message: string }
  // Auth's own sentence: "For security purposes, you can only request this after 42 seconds."
  if (code === 'over_email_send_rate_limit') return m.admin_auth_reset_recent({ message })
  return message
}

/** What the "set a new password" form says when Auth refuses the new password. */
export function newPasswordErrorMessage(error: unknown): string {
  if (isServiceDown(error)) {
    return m.admin_auth_new_password_down()
  }
  const { code, message } = error as { code?: string; message: string }
  if (code === 'session_not_found' || code === 'bad_jwt' || code === 'user_not_found') {
    return m.admin_auth_reset_ended()
  }
  return message
}

/** The 6-digit code of the reset email, for a link opened on another device than the admin. */
export const recoveryCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: () => m.admin_auth_code_digits() })),
})

export type RecoveryCodeInput = z.input<typeof recoveryCodeSchema>

/** What the code form says when Auth refuses the code. */
export function recoveryCodeErrorMessage(error: unknown): string {
  if (isServiceDown(error)) {
    return m.admin_auth_code_down()
  }
  const { code, message } = error as { code?: string; message: string }
  if (code === 'otp_expired' || code === 'otp_disabled' || /expired|invalid/i.test(message)) {
    return m.admin_auth_code_wrong()
  }
  return message
}
