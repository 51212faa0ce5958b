import { describe, expect, it } from 'vitest'
import { sessionAssurance } from '@/features/admin/two-factor/lib/assurance'
import {
  codeErrorMessage,
  codeProblem,
  groupSecret,
  normaliseCode,
} from '@/features/admin/two-factor/lib/otp-code'

const token = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`

describe('a session’s second factor', () => {
  const verified = [{ id: 'f1', factor_type: 'totp', status: 'verified' }]

  it('asks for the code when the password alone signed in an account with an authenticator', () => {
    expect(
      sessionAssurance({ access_token: token({ aal: 'aal1' }), user: { factors: verified } }),
    ).toEqual({ level: 'aal1', factorId: 'f1', needsCode: true })
  })

  it('asks nothing once the code was given, or when the account has no authenticator', () => {
    expect(
      sessionAssurance({ access_token: token({ aal: 'aal2' }), user: { factors: verified } })
        .needsCode,
    ).toBe(false)
    expect(sessionAssurance({ access_token: token({ aal: 'aal1' }), user: {} }).needsCode).toBe(
      false,
    )
    const unfinished = [{ id: 'f2', factor_type: 'totp', status: 'unverified' }]
    expect(
      sessionAssurance({ access_token: token({ aal: 'aal1' }), user: { factors: unfinished } }),
    ).toEqual({ level: 'aal1', factorId: null, needsCode: false })
  })

  it('reads an unreadable token as aal1', () => {
    expect(sessionAssurance({ access_token: 'not-a-jwt', user: {} }).level).toBe('aal1')
  })
})

describe('the authenticator code field', () => {
  it('takes a code typed with spaces or a dash', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456')
    expect(normaliseCode('123-456')).toBe('123456')
    expect(codeProblem('123 456')).toBeNull()
  })

  it('says what is wrong with a code before sending it', () => {
    expect(codeProblem('')).toBe('Enter the 6-digit code from your authenticator app.')
    expect(codeProblem('12345')).toBe('The code has 6 digits.')
    expect(codeProblem('12345a')).toBe('The code is made of digits only.')
  })

  it('says a refused code in plain words, and a throttled one', () => {
    expect(codeErrorMessage({ code: 'mfa_verification_failed', status: 422, message: 'x' })).toBe(
      'That code is not right. Enter the newest code your authenticator app shows (it changes every 30 seconds).',
    )
    expect(codeErrorMessage({ code: 'over_request_rate_limit', status: 429, message: 'x' })).toBe(
      'Too many attempts. Wait a minute, then enter the newest code.',
    )
    expect(codeErrorMessage({ name: 'AuthRetryableFetchError', message: 'Failed to fetch' })).toBe(
      'The sign-in service is not answering. Please try again in a moment.',
    )
  })

  it('shows the setup key in groups of four', () => {
    expect(groupSecret('ABCDEFGHIJKLMNOP')).toBe('ABCD EFGH IJKL MNOP')
  })
})
