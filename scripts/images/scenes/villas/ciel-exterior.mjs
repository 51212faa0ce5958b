import { rnd } from '../../core/context.mjs'
import { land, poly, rect, roughen } from '../../core/svg.mjs'
import { house } from '../../motifs/buildings.mjs'
import { treeLine } from '../../motifs/landforms.mjs'
import { pool } from '../../motifs/poolside.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { cypress } from '../../motifs/vegetation.mjs'
import { perchedVilla } from '../../villas/architecture.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function cielExterior(t) {
  const hz = 640
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  // Èze village on its rocky peak, catching the last light
  o += land(
    roughen(
      [
        [900, 1200],
        [1040, 760],
        [1140, 600],
        [1230, 520],
        [1300, 540],
        [1400, 660],
        [1520, 900],
        [1620, 960],
      ],
      10,
      30,
    ),
    '#5e4470',
  )
  const eze = [
    [1130, 640],
    [1170, 600],
    [1210, 570],
    [1250, 560],
    [1290, 580],
    [1330, 620],
    [1160, 680],
    [1210, 650],
    [1270, 640],
    [1330, 680],
    [1380, 700],
  ]
  for (const [hx, hy] of eze)
    o += house(
      hx,
      hy,
      rnd(34, 48),
      rnd(34, 56),
      { wall: '#e9a77f', shade: '#8a5a6e', roof: t.roofDark, window: t.glass },
      1,
    )
  o +=
    rect(1238, 440, 26, 90, '#e9a77f') +
    rect(1262, 440, 8, 90, '#8a5a6e') +
    poly(
      [
        [1234, 440],
        [1252, 404],
        [1272, 440],
      ],
      t.roofDark,
    )
  o += treeLine(
    [
      [1060, 760],
      [1200, 700],
      [1400, 740],
      [1620, 900],
    ],
    14,
    '#3e2f56',
    null,
    1200,
  )
  // the steep hillside and villa
  o += land(
    roughen(
      [
        [-20, 560],
        [200, 580],
        [460, 640],
        [700, 760],
        [900, 900],
        [1100, 1060],
        [1240, 1220],
      ],
      8,
      40,
    ),
    t.hill,
  )
  o += land(
    roughen(
      [
        [1100, 1220],
        [1300, 940],
        [1450, 880],
        [1620, 860],
      ],
      8,
      40,
    ),
    t.hill,
  )
  o += perchedVilla(140, 860, t)
  o += pool(110, 880, 520, 34, t.pool)
  o += treeLine(
    [
      [-20, 960],
      [300, 950],
      [600, 1000],
      [820, 1100],
      [1000, 1220],
    ],
    26,
    t.veg.dark,
    t.veg.mid,
  )
  o +=
    cypress(60, 880, 300, 54, ...t.cyp) +
    cypress(740, 930, 260, 48, ...t.cyp) +
    cypress(800, 960, 220, 42, ...t.cyp)
  o += cypress(1560, 1100, 460, 80, ...t.cyp) + cypress(1480, 1100, 340, 64, ...t.cyp)
  o += vignette(t.shadow, 0.22)
  return o
}
