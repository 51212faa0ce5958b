import { describe, expect, it } from 'vitest'
import { clampPan, pinchZoom, swipeStep } from '@/features/villas/lib/gestures'

describe('swipes on photos', () => {
  it('goes to the next photo on a long drag leftwards, the previous one rightwards', () => {
    expect(swipeStep(-120, 10, 400, 390)).toBe(1)
    expect(swipeStep(120, -10, 400, 390)).toBe(-1)
  })

  it('counts a short quick flick', () => {
    expect(swipeStep(-30, 0, 50, 390)).toBe(1)
  })

  it('ignores a tap, a slow short drag and a mostly vertical drag (a scroll)', () => {
    expect(swipeStep(-5, 0, 80, 390)).toBe(0)
    expect(swipeStep(-35, 0, 600, 390)).toBe(0)
    expect(swipeStep(-100, 160, 300, 390)).toBe(0)
  })
})

describe('pinch and pan in the lightbox', () => {
  it('zooms by how far the fingers move apart, between 1× and 4×', () => {
    expect(pinchZoom(1, 100, 200)).toBe(2)
    expect(pinchZoom(2, 100, 50)).toBe(1)
    expect(pinchZoom(1, 100, 50)).toBe(1)
    expect(pinchZoom(1, 100, 1000)).toBe(4)
  })

  it('keeps a zoomed photo from being dragged past its edges', () => {
    expect(clampPan(500, 2, 400)).toBe(200)
    expect(clampPan(-500, 2, 400)).toBe(-200)
    expect(clampPan(50, 2, 400)).toBe(50)
    expect(clampPan(50, 1, 400)).toBe(0)
  })
})
