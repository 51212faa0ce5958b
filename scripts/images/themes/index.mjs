// The villas' themes, complete: each palette (palettes.mjs) with its views' settings (views.mjs).
import { THEMES } from './palettes.mjs'
import './views.mjs'

export { BRAND, THEMES } from './palettes.mjs'

/** Page moods derived from the villas' themes. */
export const GOLDEN = {
  ...THEMES['les-pins'],
  sky: ['#7fa9c6', '#f0d6a8', '#f4ad72'],
  sun: { x: 0.72, y: 0.7, r: 58, color: '#fff1cf', glow: '#ffcf8a' },
  sea: ['#e2c3a0', '#3f7fa3', '#123f63'],
  far: '#b79fb2',
  far2: '#d6b9b7',
}
export const MORNING = { ...THEMES.esterel }
export const SUNSET = { ...THEMES.ciel }
