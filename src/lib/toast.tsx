import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react'
import type { ExternalToast } from 'sonner'

/**
 * The app's toasts (sonner), loaded with the first toast rather than with every page: a visitor
 * who never sees one never downloads it. `toast.success(title, data)` and friends work as
 * sonner's do; <Toaster /> goes once near the root, and mounts sonner's only when first needed.
 */

// Whether a toast has been asked for (the <Toaster /> then mounts sonner's), and when it has.
let isWanted = false
const listeners = new Set<() => void>()
let markMounted: () => void = () => undefined
const mounted = new Promise<void>((resolve) => (markMounted = resolve))

const loadSonner = () => import('sonner')
const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })))

type Kind = 'success' | 'error' | 'info' | 'warning'

// sonner's rich colours are a shade too light on their tints (about 4.3:1); these darker texts
// reach WCAG AA's 4.5:1 (about 6:1) on the same backgrounds.
const READABLE_COLORS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 38%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
} as CSSProperties

async function show(kind: Kind, title: string, data?: ExternalToast) {
  if (!isWanted) {
    isWanted = true
    for (const listener of listeners) listener()
  }
  // Sonner's toaster listens from its mount on: a toast sent before would be lost.
  const [{ toast }] = await Promise.all([loadSonner(), mounted])
  toast[kind](title, data)
}

export const toast = {
  success: (title: string, data?: ExternalToast) => void show('success', title, data),
  error: (title: string, data?: ExternalToast) => void show('error', title, data),
  info: (title: string, data?: ExternalToast) => void show('info', title, data),
  warning: (title: string, data?: ExternalToast) => void show('warning', title, data),
}

/** Sonner's toaster, from the first toast on. */
export function Toaster() {
  const wanted = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => isWanted,
    // Prerendered and hydrated pages start with none: no toast is asked for before the app runs.
    () => false,
  )
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-center" richColors closeButton style={READABLE_COLORS} />
      <ToasterMounted />
    </Suspense>
  )
}

/** Rendered beside sonner's toaster: its effect runs once the toaster's own have subscribed. */
function ToasterMounted() {
  useEffect(() => markMounted(), [])
  return null
}
