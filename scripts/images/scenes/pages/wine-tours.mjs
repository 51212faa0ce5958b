import { land, rect } from '../../core/svg.mjs'
import { house } from '../../motifs/buildings.mjs'
import { treeLine, vineyard } from '../../motifs/landforms.mjs'
import { sky, sun, vignette } from '../../motifs/sky-and-sea.mjs'
import { cypress, olive } from '../../motifs/vegetation.mjs'
import { THEMES } from '../../themes/index.mjs'

export function wineTours() {
  const t = {
    ...THEMES.mimosa,
    sky: ['#8fb6d3', '#f0d7ac', '#f3b983'],
    sun: { x: 0.22, y: 0.62, r: 50, color: '#fff1cf', glow: '#ffd9a0' },
    hill: '#8a9a6c',
  }
  const hz = 470
  let o = sky(0, 0, 1600, hz + 2, t.sky) + sun(352, 290, 50, t.sun.color, t.sun.glow)
  o += land(
    [
      [-20, 380],
      [300, 330],
      [600, 360],
      [900, 320],
      [1200, 350],
      [1620, 330],
    ],
    '#b6a6b4',
    hz + 40,
  )
  o += land(
    [
      [-20, 440],
      [400, 400],
      [800, 430],
      [1200, 400],
      [1620, 430],
    ],
    '#8f9f7e',
    hz + 60,
  )
  o += treeLine(
    [
      [-20, 470],
      [300, 455],
      [700, 470],
      [1100, 450],
      [1620, 465],
    ],
    14,
    '#5d7a4c',
    '#7f9b5e',
    560,
  )
  o += vineyard(0, 1600, 540, 1200, 900, t.vine, 20)
  o += rect(0, 520, 1600, 24, '#d7c195')
  // the mas and its cypresses
  o += house(
    980,
    560,
    300,
    120,
    { wall: '#e8cfa3', shade: '#bf9d72', roof: '#c1663f', window: '#4a4540' },
    4,
  )
  o += house(
    1330,
    560,
    140,
    80,
    { wall: '#e8cfa3', shade: '#bf9d72', roof: '#c1663f', window: '#4a4540' },
    2,
  )
  for (let k = 0; k < 4; k++) o += cypress(900 - k * 60, 562, 200 - k * 12, 36, ...t.cyp)
  o += olive(300, 560, 0.7, { trunk: '#5c4332', leaf: '#7f8f6a', leafLight: '#a3ae8a' })
  o += vignette('#5a3526', 0.18)
  return o
}
