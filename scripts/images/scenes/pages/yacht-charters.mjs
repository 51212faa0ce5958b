import { motorYacht, sailboat } from '../../motifs/boats.mjs'
import { farVilla } from '../../motifs/buildings.mjs'
import { treeLine } from '../../motifs/landforms.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { BRAND, THEMES } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function yachtCharters() {
  const t = { ...THEMES.esterel, sun: { x: 0.85, y: 0.16, r: 44, color: '#fffaf0', glow: '#fff' } }
  const hz = 440
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: [
          [-20, hz - 120],
          [160, hz - 150],
          [340, hz - 100],
          [520, hz - 40],
          [700, hz + 2],
        ],
        fill: '#8fae9a',
      },
      {
        pts: [
          [1100, hz + 2],
          [1300, hz - 30],
          [1620, hz - 40],
        ],
        fill: t.far2,
      },
    ],
  })
  o += treeLine(
    [
      [-20, hz - 110],
      [160, hz - 140],
      [340, hz - 90],
      [500, hz - 40],
    ],
    12,
    '#5d8a6a',
    '#7fa88a',
    hz + 2,
  )
  o += farVilla(180, hz - 100, 0.6, THEMES['les-pins'])
  o += motorYacht(
    820,
    820,
    2.3,
    { hull: '#ffffff', band: BRAND.navy, glass: '#1d3550', wake: '#fff' },
    -1,
  )
  o += sailboat(
    1280,
    640,
    1.3,
    { hull: '#ffffff', sail: '#ffffff', sailShade: '#d9e6ec', stripe: BRAND.navy, wake: '#fff' },
    -1,
  )
  o += sailboat(
    320,
    560,
    0.6,
    { hull: '#ffffff', sail: '#ffffff', sailShade: '#d9e6ec', wake: '#fff' },
    1,
  )
  o += vignette(BRAND.navy, 0.16)
  return o
}
