import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WhenNear } from '@/lib/when-near'
import { hydrateBuilt } from '../support/hydrate-built'

const page = (
  <WhenNear fallback={<p>frame</p>}>
    <p>form</p>
  </WhenNear>
)

/** An IntersectionObserver the test moves: `near()` says the frame came within reach. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; margin?: string }[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin })
      }
      observe() {}
      disconnect() {}
    },
  )
  return {
    observers,
    near: (isIntersecting: boolean) =>
      observers
        .at(-1)!
        .callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
  }
}

describe('WhenNear', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is the frame in the HTML drawn at build time', () => {
    expect(renderToString(page)).toContain('frame')
    expect(renderToString(page)).not.toContain('form')
  })

  it('hydrates the frame without a mismatch and keeps it while the visitor is far from it', async () => {
    const view = fakeObserver()
    const { container, recoverable } = await hydrateBuilt(page)
    expect(recoverable).not.toHaveBeenCalled()
    // Watched a screen's height ahead of the view.
    expect(view.observers.at(-1)?.margin).toBe('100% 0px')
    await act(async () => view.near(false))
    expect(container.textContent).toBe('frame')

    await act(async () => view.near(true))
    expect(container.textContent).toBe('form')
    container.remove()
  })
})
