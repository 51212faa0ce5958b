import { light } from '../../core/colour.mjs'
import { rnd } from '../../core/context.mjs'
import { circ, land, lin, op, poly, rect } from '../../core/svg.mjs'
import { motorYacht, sailboat } from '../../motifs/boats.mjs'
import { treeLine } from '../../motifs/landforms.mjs'
import { lerins } from '../../motifs/landmarks.mjs'
import { lounger } from '../../motifs/poolside.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { palm } from '../../motifs/vegetation.mjs'
import { decoVilla } from '../../villas/architecture.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function lumiereExterior(t) {
  const hz = 560
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += lerins(hz, t, 120, 0.9)
  o += motorYacht(
    540,
    690,
    0.8,
    { hull: '#eef0f5', glass: '#f6c46a', band: '#1b2f4a', wake: '#9fb3cf' },
    1,
  )
  o += sailboat(
    980,
    620,
    0.35,
    { hull: '#e6e9f0', sail: '#d7dbe8', sailShade: '#aeb6cc', wake: '#9fb3cf' },
    -1,
  )
  for (let k = 0; k < 8; k++) o += circ(rnd(200, 1500), hz + rnd(30, 100), 2.5, '#f6c46a', op(0.8))
  o += land(
    [
      [700, 1220],
      [760, 820],
      [900, 780],
      [1620, 770],
    ],
    t.hill,
  )
  o += rect(760, 770, 860, 30, t.stone)
  o += rect(760, 800, 860, 60, lin([light(t.pool.waterFar, 0.2), t.pool.water]))
  o += rect(760, 858, 860, 12, t.stone)
  o += decoVilla(900, 770, t)
  o += poly(
    [
      [1150, 802],
      [1500, 802],
      [1540, 858],
      [1130, 858],
    ],
    t.glass,
    op(0.25),
  )
  o += lounger(820, 770, 0.55, '#8f8ea6', t.cushion, t.accent)
  o += treeLine(
    [
      [700, 1220],
      [760, 900],
      [1000, 880],
      [1620, 890],
    ],
    26,
    t.veg.dark,
    t.veg.mid,
  )
  o += palm(760, 900, 560, -50, t.palm)
  o += vignette(t.shadow, 0.3)
  return o
}
