import { land, rect } from '../../core/svg.mjs'
import { treeLine, vineyard } from '../../motifs/landforms.mjs'
import { pool } from '../../motifs/poolside.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { cypress, mimosa } from '../../motifs/vegetation.mjs'
import { bastide } from '../../villas/architecture.mjs'
import { backdrop, shadow } from '../../villas/backdrop.mjs'

export function mimosaExterior(t) {
  const hz = 440
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += land(
    [
      [-20, 520],
      [300, 480],
      [600, 500],
      [900, 470],
      [1300, 500],
      [1620, 480],
    ],
    t.hill,
  )
  o += treeLine(
    [
      [-20, 540],
      [400, 520],
      [800, 540],
      [1200, 525],
      [1620, 530],
    ],
    16,
    t.veg.mid,
    t.veg.light,
  )
  o += rect(0, 560, 1600, 80, '#b9c98f')
  o += vineyard(0, 1600, 760, 1200, 800, t.vine, 18)
  o += land(
    [
      [-20, 780],
      [600, 770],
      [1000, 760],
      [1620, 775],
    ],
    '#c9d49f',
    800,
  )
  o += bastide(520, 770, t)
  o += shadow(
    [
      [1150, 770],
      [1500, 770],
      [1560, 800],
      [1190, 800],
    ],
    t,
    0.15,
  )
  o += pool(1200, 740, 300, 26, t.pool)
  for (let k = 0; k < 5; k++) o += cypress(140 + k * 70, 780, 240 - k * 10, 44, ...t.cyp)
  o += cypress(1300, 760, 200, 40, ...t.cyp) + cypress(1360, 760, 230, 44, ...t.cyp)
  o += mimosa(1430, 1000, 1.6, t.mimosa) + mimosa(170, 1050, 1.8, t.mimosa)
  o += vignette(t.shadow, 0.16)
  return o
}
