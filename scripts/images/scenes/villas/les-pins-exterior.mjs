import { land, op, rect, roughen } from '../../core/svg.mjs'
import { sailboat } from '../../motifs/boats.mjs'
import { rocks, treeLine } from '../../motifs/landforms.mjs'
import { lounger, parasol, pool } from '../../motifs/poolside.mjs'
import { sea, vignette } from '../../motifs/sky-and-sea.mjs'
import { bush, cypress, pine } from '../../motifs/vegetation.mjs'
import { provencalHouse } from '../../villas/architecture.mjs'
import { backdrop, shadow } from '../../villas/backdrop.mjs'

export function lesPinsExterior(t) {
  const hz = 560
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += sailboat(
    1180,
    660,
    0.4,
    { hull: '#f6ecd9', sail: '#fff3e0', sailShade: '#e8cfae', wake: '#fff' },
    -1,
  )
  o += land(
    roughen(
      [
        [-20, 820],
        [300, 760],
        [700, 740],
        [1100, 745],
        [1620, 780],
      ],
      6,
      60,
    ),
    t.hill,
  )
  o += treeLine(
    [
      [-20, 790],
      [200, 770],
      [520, 760],
    ],
    20,
    t.veg.dark,
    t.veg.mid,
  )
  o += provencalHouse(560, 860, t)
  o += shadow(
    [
      [1140, 860],
      [1470, 860],
      [1640, 900],
      [1220, 900],
    ],
    t,
    0.18,
  )
  o += rect(0, 860, 1600, 40, t.stone) + rect(0, 860, 1600, 6, t.stoneShade, op(0.6))
  o += pool(180, 910, 1020, 80, t.pool)
  o +=
    lounger(1260, 900, 0.7, t.stoneShade, t.cushion, t.textile[0]) +
    parasol(1470, 900, 100, t.textile[0], t.textile[1], 150)
  o += rect(0, 1000, 1600, 200, t.stone)
  o += rocks(
    [
      [-20, 1200],
      [-20, 1010],
      [120, 990],
      [260, 1030],
      [380, 1000],
      [520, 1050],
      [700, 1030],
      [860, 1080],
      [1000, 1040],
      [1180, 1070],
      [1320, 1020],
      [1460, 1050],
      [1620, 1000],
      [1620, 1200],
    ],
    t.rock,
  )
  o += sea(0, 1150, 1600, 50, [t.sea[1], t.sea[2]], { waves: 8 })
  o += cypress(1420, 860, 260, 50, ...t.cyp)
  o += bush(520, 870, 160, 60, t.veg.dark, t.veg.mid, t.flower, 14)
  o += pine(260, 1000, 2.3, t.veg, 0.2) + pine(1500, 1010, 2.0, t.veg, -0.3)
  o += vignette(t.shadow, 0.2)
  return o
}
