import { fit, land, rect, roughen } from '../../core/svg.mjs'
import { motorYacht, sailboat } from '../../motifs/boats.mjs'
import { farVilla } from '../../motifs/buildings.mjs'
import { rocks, treeLine } from '../../motifs/landforms.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { cypress, pine } from '../../motifs/vegetation.mjs'
import { BRAND, GOLDEN } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function homeHero() {
  const t = GOLDEN
  const hz = 560
  const sx = 1.2
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: fit(
          [
            [-20, hz - 60],
            [160, hz - 90],
            [320, hz - 70],
            [520, hz - 30],
            [700, hz + 2],
          ],
          sx,
        ),
        fill: t.far,
      },
      {
        pts: fit(
          [
            [1180, hz + 2],
            [1330, hz - 30],
            [1480, hz - 50],
            [1620, hz - 56],
          ],
          sx,
        ),
        fill: t.far2,
      },
    ],
  })
  o += sailboat(
    720,
    650,
    0.5,
    { hull: '#fff6e6', sail: '#fff4e2', sailShade: '#e9cfae', wake: '#fff' },
    1,
  )
  o += sailboat(
    1000,
    600,
    0.3,
    { hull: '#fff6e6', sail: '#fff4e2', sailShade: '#e9cfae', wake: '#fff' },
    -1,
  )
  o += motorYacht(1160, 760, 0.7, { hull: '#fbf5ea', band: BRAND.navy, wake: '#fff' }, -1)
  // headland with villa on the right
  o += land(
    roughen(
      [
        [1300, 1100],
        [1400, 820],
        [1520, 700],
        [1680, 640],
        [1940, 620],
      ],
      6,
      40,
    ),
    t.hill,
  )
  o += treeLine(
    [
      [1380, 900],
      [1480, 780],
      [1600, 720],
      [1940, 690],
    ],
    22,
    t.veg.dark,
    t.veg.mid,
  )
  o +=
    farVilla(1560, 700, 1.5, t) +
    rect(1520, 700, 300, 12, t.stone) +
    rect(1530, 712, 200, 14, t.pool.water)
  o += cypress(1530, 706, 170, 32, ...t.cyp) + cypress(1850, 700, 190, 34, ...t.cyp)
  o += rocks(
    [
      [1280, 1100],
      [1340, 980],
      [1420, 930],
      [1520, 960],
      [1600, 900],
      [1700, 940],
      [1800, 880],
      [1940, 900],
      [1940, 1100],
    ],
    t.rock,
  )
  o += pine(1700, 900, 1.4, t.veg, -0.2)
  // foreground terrace edge on the left with the framing pine
  o += rocks(
    [
      [-20, 1100],
      [-20, 880],
      [120, 860],
      [260, 900],
      [400, 960],
      [520, 1040],
      [600, 1100],
    ],
    t.rock,
  )
  o += treeLine(
    [
      [-20, 880],
      [160, 870],
      [330, 920],
    ],
    22,
    t.veg.dark,
    t.veg.mid,
    960,
  )
  o += pine(140, 1120, 2.7, t.veg, 0.2)
  o += vignette(t.shadow, 0.2)
  return o
}
