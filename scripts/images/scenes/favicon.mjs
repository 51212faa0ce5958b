import { path, rect, stroke } from '../core/svg.mjs'

export function favicon() {
  return (
    rect(0, 0, 64, 64, '#0f2a44', ' rx="14"') +
    path('M16 36a16 16 0 0 1 32 0z', '#c8a15a') +
    stroke('M10 42q5.5-4 11 0t11 0t11 0t11 0M14 50q4.5-3 9 0t9 0t9 0t9 0', '#c8a15a', 3.2)
  )
}
