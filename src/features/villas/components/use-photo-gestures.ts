import { useRef, useState, type PointerEvent } from 'react'
import {
  clampPan,
  clampZoom,
  distanceBetween,
  pinchZoom,
  swipeStep,
} from '@/features/villas/lib/gestures'

interface Options {
  /** A finished swipe: 1 = next photo, -1 = previous. */
  onSwipe: (step: 1 | -1) => void
  /** Pinch, pan and double-tap zoom (the lightbox); cards only swipe. */
  canZoom?: boolean
}

interface Point {
  x: number
  y: number
}

const IDLE = { zoom: 1, x: 0, y: 0, dragX: 0 }

/**
 * Swipe (and in the lightbox pinch-zoom, pan and double-tap) on a photo with pointer events, so
 * touch, pen and mouse all work without a gesture library. `wasSwiped()` lets a click that ends a
 * swipe be ignored.
 */
export function usePhotoGestures({ onSwipe, canZoom = false }: Options) {
  const [view, setView] = useState(IDLE)
  const pointers = useRef(new Map<number, Point>())
  const start = useRef({ x: 0, y: 0, at: 0, zoom: 1, distance: 0, panX: 0, panY: 0 })
  const lastTap = useRef(0)
  const swiped = useRef(false)
  const pinched = useRef(false)

  const reset = () => setView(IDLE)

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    event.currentTarget.setPointerCapture?.(event.pointerId)
    const points = [...pointers.current.values()]
    if (points.length === 1) {
      swiped.current = false
      pinched.current = false
      start.current = {
        ...start.current,
        x: event.clientX,
        y: event.clientY,
        at: event.timeStamp,
        panX: view.x,
        panY: view.y,
      }
    } else if (points.length === 2 && canZoom) {
      pinched.current = true
      start.current = {
        ...start.current,
        zoom: view.zoom,
        distance: distanceBetween(points[0]!, points[1]!),
      }
    }
  }

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const points = [...pointers.current.values()]
    const box = event.currentTarget.getBoundingClientRect()
    if (points.length === 2 && canZoom) {
      const zoom = pinchZoom(
        start.current.zoom,
        start.current.distance,
        distanceBetween(points[0]!, points[1]!),
      )
      setView((current) => ({
        zoom,
        x: clampPan(current.x, zoom, box.width),
        y: clampPan(current.y, zoom, box.height),
        dragX: 0,
      }))
      return
    }
    const dx = event.clientX - start.current.x
    const dy = event.clientY - start.current.y
    if (view.zoom > 1) {
      setView((current) => ({
        ...current,
        x: clampPan(start.current.panX + dx, current.zoom, box.width),
        y: clampPan(start.current.panY + dy, current.zoom, box.height),
      }))
    } else if (canZoom && !pinched.current && Math.abs(dx) > Math.abs(dy)) {
      // The photo follows the finger a little, so the swipe feels held.
      setView((current) => ({ ...current, dragX: dx * 0.5 }))
    }
  }

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return
    pointers.current.delete(event.pointerId)
    if (pointers.current.size > 0) return
    const dx = event.clientX - start.current.x
    const dy = event.clientY - start.current.y
    const ms = event.timeStamp - start.current.at
    const width = event.currentTarget.getBoundingClientRect().width
    if (pinched.current) {
      if (view.zoom < 1.05) reset()
      return
    }
    if (view.zoom > 1) {
      if (Math.hypot(dx, dy) < 10) handleTap(event.timeStamp)
      return
    }
    const step = swipeStep(dx, dy, ms, width)
    setView((current) => ({ ...current, dragX: 0 }))
    if (step !== 0) {
      swiped.current = true
      onSwipe(step)
    } else if (Math.hypot(dx, dy) < 10) {
      handleTap(event.timeStamp)
    }
  }

  const handleTap = (at: number) => {
    if (!canZoom) return
    if (at - lastTap.current < 300) {
      lastTap.current = 0
      setView((current) => (current.zoom > 1 ? IDLE : { ...IDLE, zoom: clampZoom(2) }))
    } else {
      lastTap.current = at
    }
  }

  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId)
    setView((current) => ({ ...current, dragX: 0 }))
  }

  return {
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    zoom: view.zoom,
    transform: `translate3d(${view.x + view.dragX}px, ${view.y}px, 0) scale(${view.zoom})`,
    isZoomed: view.zoom > 1,
    reset,
    wasSwiped: () => swiped.current,
  }
}
