import { describe, expect, it, vi } from 'vitest'
import type { Resolver } from 'react-hook-form'
import { lazyResolver } from '@/lib/form-rules'

type Values = { name: string }
const options = { fields: {}, shouldUseNativeValidation: false }
const accepting: Resolver<Values> = async (values) => ({ values, errors: {} })

describe('lazyResolver', () => {
  it('loads the checks once, on preload or at the first check', async () => {
    const load = vi.fn(async () => accepting)
    const resolver = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    resolver.preload()
    expect(await resolver({ name: 'Ada' }, undefined, options)).toEqual({
      values: { name: 'Ada' },
      errors: {},
    })
    await resolver({ name: 'Grace' }, undefined, options)
    expect(load).toHaveBeenCalledOnce()
  })

  it('tries a failed load again at the next check', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(accepting)
    const resolver = lazyResolver(load)
    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline')
    expect((await resolver({ name: 'Ada' }, undefined, options)).errors).toEqual({})
    expect(load).toHaveBeenCalledTimes(2)
  })
})
