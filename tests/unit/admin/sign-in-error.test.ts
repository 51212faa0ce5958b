import { AuthApiError, AuthRetryableFetchError, AuthUnknownError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { signInErrorMessage } from '@/features/admin/auth/api/sign-in'

const DOWN = 'The sign-in service is not answering. Please try again in a moment.'

describe('signInErrorMessage', () => {
  it("keeps Auth's words for a refused sign-in", () => {
    const refused = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')
    expect(signInErrorMessage(refused)).toBe('Invalid login credentials')
  })

  it('says the service is not answering for a 5xx, a network failure or the deadline, never "{}"', () => {
    expect(signInErrorMessage(new AuthRetryableFetchError('{}', 502))).toBe(DOWN)
    expect(signInErrorMessage(new AuthUnknownError('{}', new Error('bad gateway')))).toBe(DOWN)
    expect(signInErrorMessage(new AuthApiError('', 500, 'unexpected_failure'))).toBe(DOWN)
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe(DOWN)
    expect(
      signInErrorMessage({
        name: 'TimeoutError',
        message: 'The server did not answer within 10 seconds',
      }),
    ).toBe(DOWN)
  })
})
