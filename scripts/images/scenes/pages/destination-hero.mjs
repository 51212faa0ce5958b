import { fit, lin, op, rect } from '../../core/svg.mjs'
import { kayak, sailboat } from '../../motifs/boats.mjs'
import { rocks, treeLine } from '../../motifs/landforms.mjs'
import { ileDOr } from '../../motifs/landmarks.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { pine } from '../../motifs/vegetation.mjs'
import { BRAND, MORNING } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function destinationHero() {
  const t = MORNING
  const hz = 520
  const sx = 1.2
  let o = backdrop(t, hz, { lands: t.lands(hz).map((l) => ({ ...l, pts: fit(l.pts, sx) })) })
  o += ileDOr(900, hz, 1.1, t)
  o += sailboat(
    1180,
    640,
    0.55,
    { hull: '#fff', sail: '#fff', sailShade: '#d9e6ec', wake: '#fff' },
    -1,
  )
  o += kayak(760, 900, 0.9, '#f2c93d', BRAND.navy)
  // red cliffs framing a turquoise cove
  o += rect(0, 760, 1920, 320, lin(['#53c6cf', '#1f8fae']), op(0.55))
  o += rocks(
    [
      [-20, 1100],
      [-20, 600],
      [120, 620],
      [260, 680],
      [380, 760],
      [480, 880],
      [560, 1000],
      [620, 1100],
    ],
    t.rock,
  )
  o += treeLine(
    [
      [-20, 610],
      [140, 628],
      [280, 690],
    ],
    20,
    t.veg.dark,
    t.veg.mid,
    720,
  )
  o += rocks(
    [
      [1300, 1100],
      [1380, 900],
      [1480, 780],
      [1600, 700],
      [1760, 640],
      [1940, 620],
      [1940, 1100],
    ],
    t.rock,
  )
  o += treeLine(
    [
      [1500, 760],
      [1640, 680],
      [1800, 640],
      [1940, 630],
    ],
    22,
    t.veg.dark,
    t.veg.mid,
    760,
  )
  o += pine(1720, 700, 1.3, t.veg, -0.2) + pine(120, 640, 1.1, t.veg, 0.25)
  o += vignette(t.shadow, 0.18)
  return o
}
