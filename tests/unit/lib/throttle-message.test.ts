import { describe, expect, it } from 'vitest'
import { throttleMessage } from '@/lib/throttle-message'

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
