// The villas' themes (one module per villa: palette and views) and the pages' moods.
import { azurTheme } from './villas/azur.mjs'
import { lesPinsTheme } from './villas/les-pins.mjs'
import { esterelTheme } from './villas/esterel.mjs'
import { belleRiveTheme } from './villas/belle-rive.mjs'
import { mimosaTheme } from './villas/mimosa.mjs'
import { cielTheme } from './villas/ciel.mjs'
import { lumiereTheme } from './villas/lumiere.mjs'

export { BRAND } from './brand.mjs'

/** One palette and architecture per villa, shared by its four views so they read as one place. */
export const THEMES = {
  azur: azurTheme,
  'les-pins': lesPinsTheme,
  esterel: esterelTheme,
  'belle-rive': belleRiveTheme,
  mimosa: mimosaTheme,
  ciel: cielTheme,
  lumiere: lumiereTheme,
}

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
