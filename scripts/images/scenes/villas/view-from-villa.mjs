import { rect } from '../../core/svg.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { bush, pine } from '../../motifs/vegetation.mjs'
import { backdrop } from '../../villas/backdrop.mjs'
import { balustrade } from '../../villas/furniture.mjs'

/** The view from the villa: a low parapet with flowers, and the coast beyond. */
export function viewFromVilla(t) {
  const hz = 520
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  if (t.viewExtras) o += t.viewExtras(hz)
  if (t.viewMid) o += t.viewMid(hz)
  o += balustrade(0, 1600, 1040, 80, t, t.rail === 'glass' ? 'wall' : t.rail)
  o += rect(0, 1120, 1600, 80, t.stone)
  o += bush(180, 1060, 420, 120, t.veg.dark, t.veg.mid, t.flower, 30)
  o += bush(1440, 1060, 380, 110, t.veg.dark, t.veg.mid, t.flower, 24)
  o += t.viewFrame ? t.viewFrame() : pine(1720, 1500, 3.4, t.veg, -0.28)
  o += vignette(t.shadow, 0.2)
  return o
}
