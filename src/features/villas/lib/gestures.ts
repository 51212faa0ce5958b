/** Touch gestures on photos (pointer events): pure arithmetic, unit-tested. */

export const MAX_ZOOM = 4

/**
 * Which way a finished one-finger drag moves through photos: 1 = next (dragged leftwards),
 * -1 = previous, 0 = none. It counts when mostly horizontal and either long (a fifth of the
 * width, at least 40 px) or quick (a flick: 20 px at 0.4 px/ms or more).
 */
export function swipeStep(dx: number, dy: number, ms: number, width: number): -1 | 0 | 1 {
  const distance = Math.abs(dx)
  if (distance < 20 || distance < Math.abs(dy) * 1.2) return 0
  const isLong = distance >= Math.max(40, width / 5)
  const isFlick = distance / Math.max(ms, 1) >= 0.4
  if (!isLong && !isFlick) return 0
  return dx < 0 ? 1 : -1
}

export function distanceBetween(a: { x: number; y: number }, b: { x: number; y: number }) {
  return Math.hypot(a.x - b.x, a.y - b.y)
}

/** The zoom after a pinch: the starting zoom scaled by how far the fingers moved apart, 1–4. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number) {
  if (startDistance <= 0) return startZoom
  return clampZoom((startZoom * distance) / startDistance)
}

export function clampZoom(zoom: number) {
  return Math.min(MAX_ZOOM, Math.max(1, zoom))
}

/** Keeps a zoomed photo's offset within the part that overflows its frame (no empty edges). */
export function clampPan(offset: number, zoom: number, size: number) {
  const limit = (size * (zoom - 1)) / 2
  return Math.min(limit, Math.max(-limit, offset))
}
