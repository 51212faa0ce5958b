import { land, path } from '../../core/svg.mjs'
import { sailboat } from '../../motifs/boats.mjs'
import { roadster } from '../../motifs/figures.mjs'
import { treeLine } from '../../motifs/landforms.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { pine } from '../../motifs/vegetation.mjs'
import { BRAND, THEMES } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function concierge() {
  const t = { ...THEMES.azur, sun: { x: 0.8, y: 0.25, r: 44, color: '#fffaf0', glow: '#fff' } }
  const hz = 420
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: [
          [-20, hz - 40],
          [300, hz - 60],
          [500, hz - 20],
          [640, hz + 2],
        ],
        fill: t.far,
      },
      {
        pts: [
          [1000, hz + 2],
          [1200, hz - 30],
          [1400, hz - 90],
          [1620, hz - 140],
        ],
        fill: '#8fae9a',
      },
    ],
  })
  o += sailboat(
    500,
    560,
    0.5,
    { hull: '#fff', sail: '#fff', sailShade: '#dfe9ee', wake: '#fff' },
    1,
  )
  // cliff, corniche road with its low wall
  o += land(
    [
      [900, 1220],
      [1100, 640],
      [1300, 520],
      [1460, 440],
      [1620, 400],
    ],
    '#a88a6a',
  )
  o += treeLine(
    [
      [1100, 660],
      [1300, 540],
      [1460, 460],
      [1620, 420],
    ],
    18,
    t.veg.dark,
    t.veg.mid,
    700,
  )
  o += path('M-20 900L1620 780V860L-20 1000Z', '#8d8a86')
  o += path(
    'M-20 948L1620 818',
    'none',
    ' stroke="#f4efe6" stroke-width="5" stroke-dasharray="40 30"',
  )
  o +=
    path('M-20 1000L1620 860V900L-20 1050Z', '#e9dcc4') +
    path('M-20 1050L1620 900V1220H-20Z', '#b9a27e')
  o += treeLine(
    [
      [-20, 1080],
      [400, 1040],
      [900, 1000],
      [1620, 930],
    ],
    22,
    t.veg.dark,
    t.veg.mid,
  )
  o += roadster(760, 930, 1.25, {
    body: '#c8a15a',
    chrome: '#e8e4dc',
    glass: '#a9d2e0',
    seat: '#7a3b2a',
  })
  o += pine(1460, 880, 1.9, t.veg, -0.25)
  o += vignette(BRAND.navy, 0.16)
  return o
}
