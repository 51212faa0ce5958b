import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import {
  commonPasswordMessage,
  MIN_PASSWORD_LENGTH,
  makeNewPasswordSchema,
  newPasswordErrorMessage,
  newPasswordSchema,
  recoveryCodeErrorMessage,
  recoveryCodeSchema,
  resetRequestErrorMessage,
  resetRequestSchema,
} from '@/features/admin/auth/lib/new-password'

const problems = (values: { password: string; confirmPassword: string }) => {
  const result = newPasswordSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('the new password form', () => {
  it("asks for Auth's minimum length from supabase/config.toml", () => {
    const config = parse(readFileSync('supabase/config.toml', 'utf8')) as {
      auth: { minimum_password_length: number }
    }
    expect(MIN_PASSWORD_LENGTH).toBe(config.auth.minimum_password_length)
  })

  it('accepts two matching passwords of 15 characters or more', () => {
    const good = 'lavender-terrace'
    expect(problems({ password: good, confirmPassword: good })).toEqual([])
  })

  it('refuses a shorter password', () => {
    expect(problems({ password: 'abcdefghijklmn', confirmPassword: 'abcdefghijklmn' })).toEqual([
      'Use at least 15 characters',
    ])
  })

  it('refuses a common password once the list has loaded', () => {
    const schema = makeNewPasswordSchema(() => new Set(['sunshine']))
    const result = schema.safeParse({
      password: 'Sunshine2026!!!!',
      confirmPassword: 'Sunshine2026!!!!',
    })
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      commonPasswordMessage(),
    ])
  })

  it('refuses a confirmation that does not match', () => {
    expect(problems({ password: 'lavender-terrace', confirmPassword: 'lavender-terracE' })).toEqual(
      ["The two passwords don't match"],
    )
  })

  it("says Auth's refusal, or that the service could not be reached", () => {
    expect(
      newPasswordErrorMessage({
        code: 'same_password',
        status: 422,
        message: 'New password should be different from the old password.',
      }),
    ).toBe('New password should be different from the old password.')
    expect(
      newPasswordErrorMessage({ name: 'AuthRetryableFetchError', message: 'Failed to fetch' }),
    ).toMatch(/couldn't reach the sign-in service, so your password is unchanged/)
  })
})

describe('the reset email request', () => {
  it('needs an email address', () => {
    expect(resetRequestSchema.safeParse({ email: '  ' }).success).toBe(false)
    expect(resetRequestSchema.safeParse({ email: 'not-an-email' }).success).toBe(false)
    expect(resetRequestSchema.safeParse({ email: ' admin@rivieravillas.com ' }).success).toBe(true)
  })

  it('says which: the address is missing, or it is not one', () => {
    const messages = (email: string) =>
      resetRequestSchema.safeParse({ email }).error?.issues.map((issue) => issue.message)
    expect(messages('  ')).toEqual(['Email is required'])
    for (const email of ['not-an-email', 'admin@riviera', '.admin@rivieravillas.com']) {
      expect(messages(email)).toEqual(['Enter a valid email address'])
    }
  })

  it("explains Auth's rate limit and a service that does not answer", () => {
    expect(
      resetRequestErrorMessage({
        status: 429,
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 42 seconds.',
      }),
    ).toBe(
      'A reset email was sent very recently. For security purposes, you can only request this after 42 seconds.',
    )
    expect(resetRequestErrorMessage({ status: 500, message: '{}' })).toMatch(/no email was sent/)
  })
})

describe('the reset code form', () => {
  it('takes six digits, spaces allowed as people copy them', () => {
    expect(recoveryCodeSchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' })
    for (const code of ['', '12345', '1234567', '12a456']) {
      expect(recoveryCodeSchema.safeParse({ code }).success, code).toBe(false)
    }
  })

  it("says a refused code is wrong or expired, and a silent service isn't the code's fault", () => {
    expect(
      recoveryCodeErrorMessage({ code: 'otp_expired', message: 'Token has expired or is invalid' }),
    ).toBe(
      'This code is wrong or has expired. Use the code of the latest email, or ask for a new one.',
    )
    expect(recoveryCodeErrorMessage({ name: 'AuthRetryableFetchError', message: '{}' })).toBe(
      "We couldn't reach the sign-in service. Please try again in a moment.",
    )
  })
})
