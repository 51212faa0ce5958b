import { describe, expect, it } from 'vitest'
import {
  decisionRefusalMessage,
  errorCode,
  isRefusal,
  refusalMessage,
  throttleMessage,
} from '@/lib/refusals'

describe('throttleMessage', () => {
  it("gives the database's sentence for a throttled request", () => {
    const error = {
      code: 'PT429',
      message: 'Too many messages. Please wait a few minutes and try again.',
    }
    expect(throttleMessage(error)).toBe(
      'Too many messages. Please wait a few minutes and try again.',
    )
  })

  it('gives nothing for any other failure', () => {
    expect(throttleMessage({ code: '23514', message: 'violates check constraint' })).toBeNull()
    expect(throttleMessage(new TypeError('Failed to fetch'))).toBeNull()
    expect(throttleMessage(null)).toBeNull()
  })
})

describe('a refusal', () => {
  it('is recognised by its SQLSTATE, whatever its words', () => {
    expect(isRefusal({ code: '23P01', message: 'anything at all' }, 'datesTaken')).toBe(true)
    expect(isRefusal({ code: 'RV001', message: '' }, 'requestExpired')).toBe(true)
    expect(isRefusal({ code: 'RV002', message: '' }, 'bookingNotPending')).toBe(true)
    expect(isRefusal({ code: '23503', message: '' }, 'stillReferenced')).toBe(true)
    expect(isRefusal({ code: '23505', message: '' }, 'alreadyExists')).toBe(true)
  })

  it('is not recognised by its words alone', () => {
    const words = new Error(
      '2026-07-01 conflicts with confirmed booking from 2026-06-30 to 2026-07-04',
    )
    expect(isRefusal(words, 'datesTaken')).toBe(false)
    expect(isRefusal({ code: 'P0001', message: words.message }, 'datesTaken')).toBe(false)
  })

  it('has no code when the request never got an answer', () => {
    expect(errorCode(new TypeError('Failed to fetch'))).toBe('')
    expect(errorCode('boom')).toBe('')
    expect(errorCode({ code: 42 })).toBe('')
  })

  it("gives the database's sentence only for the refusals asked about", () => {
    const expired = {
      code: 'RV001',
      message: 'This request expired on January 2, 2026 at 09:30 UTC',
    }
    expect(refusalMessage(expired, 'requestExpired')).toBe(expired.message)
    expect(refusalMessage(expired, 'throttled')).toBeNull()
    expect(refusalMessage({ code: 'RV001', message: '' }, 'requestExpired')).toBeNull()
  })

  it('explains a staff decision for dates taken, an expired request or a booking no longer pending', () => {
    for (const code of ['23P01', 'RV001', 'RV002']) {
      expect(decisionRefusalMessage({ code, message: 'Why' })).toBe('Why')
    }
    expect(decisionRefusalMessage({ code: '42501', message: 'permission denied' })).toBeNull()
  })
})
