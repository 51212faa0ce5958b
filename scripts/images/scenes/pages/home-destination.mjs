import { pick } from '../../core/context.mjs'
import { land, line, rect } from '../../core/svg.mjs'
import { pointu, sailboat } from '../../motifs/boats.mjs'
import { house } from '../../motifs/buildings.mjs'
import { islet } from '../../motifs/landforms.mjs'
import { basilica } from '../../motifs/landmarks.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { palm } from '../../motifs/vegetation.mjs'
import { BRAND, THEMES } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function homeDestination() {
  const t = {
    ...THEMES.esterel,
    sky: ['#5a9fcb', '#a9d4e6', '#f1ebdf'],
    sun: { x: 0.85, y: 0.2, r: 44, color: '#fffaf0', glow: '#fff' },
  }
  const hz = 600
  let o = backdrop(t, hz, { lands: [] })
  // Estérel massif behind the town
  o += land(
    [
      [-20, 420],
      [120, 360],
      [220, 400],
      [340, 300],
      [460, 380],
      [560, 330],
      [700, 430],
      [820, 520],
      [900, 602],
    ],
    '#c98a7a',
    hz + 2,
  )
  o += land(
    [
      [-20, 520],
      [200, 470],
      [400, 500],
      [620, 560],
      [760, 602],
    ],
    '#a8563f',
    hz + 2,
  )
  // town and basilica along the bay
  const town = { wall: '#f3e6d2', shade: '#d2bb9c', roof: '#c1663f', window: '#5a6a78' }
  o += land(
    [
      [-20, 600],
      [400, 590],
      [900, 600],
      [1100, 610],
    ],
    '#e8d6bb',
    640,
  )
  for (let k = 0; k < 11; k++)
    o += house(
      20 + k * 80,
      612,
      64,
      50 + ((k * 37) % 5) * 12,
      { ...town, wall: pick(['#f3e6d2', '#efd3b0', '#f6ecdf', '#e9c39c']) },
      2,
    )
  o += basilica(420, 600, 0.9, {
    wall: '#eadbc2',
    shade: '#c8b08f',
    dome: '#8fa7a0',
    roof: '#c1663f',
    window: '#5a6a78',
  })
  o += rect(0, 612, 1100, 14, '#d9c7a8')
  for (let k = 0; k < 7; k++)
    o +=
      line(60 + k * 110, 612, 60 + k * 110, 560, '#d8d2c4', 2) +
      pointu(60 + k * 110, 650, 0.5, pick(['#1b5e8a', '#c1663f', '#f4efe6', '#2f5d3a']), '#f4efe6')
  // Lion de Mer rocks in the bay, low on the water with a line of foam
  o += islet(1140, 760, 220, 50, t.rock) + islet(1330, 748, 90, 26, t.rock)
  o += sailboat(
    1300,
    880,
    0.6,
    { hull: '#fff', sail: '#fff', sailShade: '#dce7ec', wake: '#fff' },
    -1,
  )
  // promenade palms in the foreground
  o += rect(0, 1080, 1600, 120, '#efe4d2') + rect(0, 1070, 1600, 14, '#d9c7a8')
  o +=
    palm(260, 1110, 560, 40, { trunk: '#8a6d4e', dark: '#2e5a3e', mid: '#4a7d55' }) +
    palm(1440, 1110, 620, -50, { trunk: '#8a6d4e', dark: '#2e5a3e', mid: '#4a7d55' })
  o += vignette(BRAND.navy, 0.18)
  return o
}
