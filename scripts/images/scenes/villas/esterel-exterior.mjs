import { lin, rect } from '../../core/svg.mjs'
import { sailboat } from '../../motifs/boats.mjs'
import { rocks, treeLine } from '../../motifs/landforms.mjs'
import { ileDOr } from '../../motifs/landmarks.mjs'
import { lounger } from '../../motifs/poolside.mjs'
import { sea, vignette } from '../../motifs/sky-and-sea.mjs'
import { agave, pine } from '../../motifs/vegetation.mjs'
import { glassVilla } from '../../villas/architecture.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function esterelExterior(t) {
  const hz = 520
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += ileDOr(330, hz, 1.2, t)
  o += sailboat(
    620,
    680,
    0.5,
    { hull: '#ffffff', sail: '#ffffff', sailShade: '#d9e6ec', wake: '#fff' },
    1,
  )
  // porphyry headland
  o += rocks(
    [
      [560, 1220],
      [640, 980],
      [720, 900],
      [820, 840],
      [920, 800],
      [1100, 760],
      [1300, 720],
      [1620, 690],
      [1620, 1220],
    ],
    t.rock,
  )
  o += rocks(
    [
      [380, 1220],
      [450, 1120],
      [520, 1080],
      [600, 1110],
      [680, 1060],
      [760, 1120],
      [820, 1220],
    ],
    t.rock,
  )
  o += treeLine(
    [
      [880, 812],
      [1100, 770],
      [1300, 730],
      [1620, 700],
    ],
    18,
    t.veg.dark,
    t.veg.mid,
    860,
  )
  o += rect(800, 700, 820, 24, t.stone)
  o += rect(780, 700, 820, 6, t.pool.waterFar)
  o += glassVilla(880, 690, t)
  o +=
    rect(700, 690, 900, 14, t.pool.coping) +
    rect(700, 704, 420, 36, lin([t.pool.waterFar, t.pool.water])) +
    rect(700, 736, 420, 8, t.pool.coping)
  o += lounger(1180, 690, 0.5, '#8a8a8a', t.cushion, t.textile[0])
  o += agave(1500, 760, 1, '#6f9aa0', '#8fb7b5')
  o += pine(1450, 860, 1.7, t.veg, -0.3)
  o += sea(0, 1170, 1600, 30, [t.sea[1], t.sea[2]], { waves: 0 })
  o += vignette(t.shadow, 0.18)
  return o
}
