import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from '@/lib/after-first-paint'

/** Whether the promise has settled, after letting every queued reaction run. */
async function settled(promise: Promise<void>) {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(1)
  for (let tick = 0; tick < 5; tick++) await Promise.resolve()
  return done
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(document, 'fonts')
  })

  it('settles in the task after the next frame, once the fonts being loaded are there', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    let fontsArrive = () => undefined as void
    const ready = new Promise<void>((resolve) => (fontsArrive = resolve))
    Object.defineProperty(document, 'fonts', { value: { ready }, configurable: true })

    const painted = afterFirstPaint()
    expect(await settled(painted)).toBe(false) // no frame yet
    vi.advanceTimersToNextFrame()
    expect(await settled(painted)).toBe(false) // the frame is drawn, its text waits for the fonts
    fontsArrive()
    expect(await settled(painted)).toBe(true)
  })

  it('needs no font list where the browser has none', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    const painted = afterFirstPaint()
    vi.advanceTimersToNextFrame()
    expect(await settled(painted)).toBe(true)
  })
})
