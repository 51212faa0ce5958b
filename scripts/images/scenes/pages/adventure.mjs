import { op, rect } from '../../core/svg.mjs'
import { kayak } from '../../motifs/boats.mjs'
import { hiker } from '../../motifs/figures.mjs'
import { rocks, treeLine } from '../../motifs/landforms.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { THEMES } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function adventure() {
  const t = THEMES.esterel
  const hz = 560
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += rocks(
    [
      [760, 1220],
      [820, 640],
      [900, 500],
      [1000, 420],
      [1120, 380],
      [1260, 300],
      [1400, 340],
      [1520, 260],
      [1620, 280],
      [1620, 1220],
    ],
    t.rock,
  )
  o += treeLine(
    [
      [1000, 440],
      [1120, 400],
      [1260, 330],
      [1400, 360],
      [1520, 280],
      [1620, 300],
    ],
    14,
    t.veg.dark,
    t.veg.mid,
    470,
  )
  o += hiker(1300, 330, 1.2, '#1f2a36', '#f2c93d')
  o += rocks(
    [
      [-20, 1220],
      [-20, 900],
      [100, 880],
      [220, 940],
      [300, 1060],
      [360, 1220],
    ],
    t.rock,
  )
  o += rect(0, 760, 800, 440, '#3fc0cc', op(0.25))
  o += kayak(500, 880, 1.3, '#f2c93d', '#1f2a36') + kayak(640, 980, 1.1, '#c1663f', '#1f2a36')
  o += vignette(t.shadow, 0.18)
  return o
}
