import { op, rect } from '../../core/svg.mjs'
import { lounger, parasol, pool } from '../../motifs/poolside.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { pine } from '../../motifs/vegetation.mjs'
import { facade } from '../../villas/architecture.mjs'
import { backdrop, shadow } from '../../villas/backdrop.mjs'
import { balustrade } from '../../villas/furniture.mjs'

export function poolDetail(t) {
  const hz = 470
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  if (t.viewExtras) o += t.viewExtras(hz)
  o += balustrade(0, 1600, 640, 60, t, t.rail === 'balusters' ? 'wall' : t.rail)
  o += rect(0, 700, 1600, 110, t.stone) + rect(0, 700, 1600, 8, t.stoneShade, op(0.6))
  o += facade(t, 1180, 240, 440, 470)
  o += shadow(
    [
      [1180, 708],
      [1180, 810],
      [860, 810],
      [1000, 708],
    ],
    t,
    0.16,
  )
  o +=
    lounger(240, 790, 1.05, t.stoneShade, t.cushion, t.textile[0]) +
    lounger(560, 790, 1.05, t.stoneShade, t.cushion, null)
  o += parasol(500, 790, 170, t.textile[0], t.textile[1], 250, -6)
  o += pool(-40, 830, 1680, 300, t.pool)
  o += rect(0, 1140, 1600, 60, t.stone) + rect(0, 1140, 1600, 6, t.stoneShade, op(0.6))
  o += t.poolFrame ? t.poolFrame() : pine(-40, 1000, 2.1, t.veg, 0.25)
  o += vignette(t.shadow, 0.2)
  return o
}
