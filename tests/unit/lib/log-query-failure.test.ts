import { afterEach, describe, expect, it, vi } from 'vitest'
import { logQueryFailure } from '@/lib/log-query-failure'

describe('logQueryFailure', () => {
  afterEach(() => vi.restoreAllMocks())

  it('returns what the load returns, logging nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const result = await logQueryFailure('Failed', new AbortController().signal, async () => 42)
    expect(result).toBe(42)
    expect(log).not.toHaveBeenCalled()
  })

  it('logs a failed load with its message and passes the error on', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new Error('network down')
    const load = async () => {
      throw failure
    }
    await expect(
      logQueryFailure('Failed to load villas', new AbortController().signal, load),
    ).rejects.toBe(failure)
    expect(log).toHaveBeenCalledWith('Failed to load villas', failure)
  })

  it('does not log a load cancelled because the page was left', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const controller = new AbortController()
    controller.abort()
    const load = async () => {
      throw new Error('aborted')
    }
    await expect(logQueryFailure('Failed', controller.signal, load)).rejects.toThrow('aborted')
    expect(log).not.toHaveBeenCalled()
  })
})
