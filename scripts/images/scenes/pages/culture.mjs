import { pick, rnd } from '../../core/context.mjs'
import { land, rect, stroke } from '../../core/svg.mjs'
import { house } from '../../motifs/buildings.mjs'
import { treeLine } from '../../motifs/landforms.mjs'
import { chapel } from '../../motifs/landmarks.mjs'
import { clouds, sky, sun, vignette } from '../../motifs/sky-and-sea.mjs'
import { cypress, olive } from '../../motifs/vegetation.mjs'
import { THEMES } from '../../themes/index.mjs'

export function culture() {
  const t = {
    ...THEMES['les-pins'],
    sky: ['#8fb8d6', '#d7e6ec', '#f3e6cf'],
    sun: { x: 0.8, y: 0.2, r: 40, color: '#fffaf0', glow: '#fff' },
  }
  let o = sky(0, 0, 1600, 1200, t.sky) + sun(1280, 160, 40, t.sun.color, t.sun.glow)
  o += clouds(0, 80, 1600, 200, '#ffffff', 4, 0.4)
  o += land(
    [
      [-20, 640],
      [300, 600],
      [700, 620],
      [1100, 580],
      [1620, 610],
    ],
    '#b7b2c2',
  )
  // perched village on its hill
  o += land(
    [
      [200, 1200],
      [400, 700],
      [560, 520],
      [700, 440],
      [840, 470],
      [980, 600],
      [1180, 1200],
    ],
    '#a9a37e',
  )
  const town = { wall: '#efe0c6', shade: '#cdb38e', roof: '#c1663f', window: '#5a5048' }
  const spots = [
    [520, 560],
    [600, 500],
    [680, 470],
    [760, 480],
    [840, 520],
    [560, 620],
    [650, 590],
    [740, 570],
    [830, 600],
    [910, 640],
    [480, 680],
    [600, 680],
    [720, 670],
    [860, 700],
  ]
  for (const [hx, hy] of spots)
    o += house(
      hx,
      hy,
      rnd(60, 90),
      rnd(50, 90),
      { ...town, wall: pick(['#efe0c6', '#f3e6d2', '#e9cfa8', '#f1dcc4']) },
      2,
    )
  o +=
    rect(690, 330, 40, 140, '#efe0c6') +
    rect(722, 330, 12, 140, '#cdb38e') +
    stroke('M690 330Q712 280 734 330', '#3b3f45', 3) +
    stroke('M712 300V280', '#3b3f45', 3)
  o += treeLine(
    [
      [200, 900],
      [420, 800],
      [600, 760],
      [800, 780],
      [1000, 840],
      [1180, 920],
    ],
    20,
    '#5d7a4c',
    '#7f9b5e',
  )
  // chapel among cypresses in the foreground
  o += land(
    [
      [-20, 1000],
      [400, 960],
      [800, 990],
      [1620, 950],
    ],
    '#c9b98a',
  )
  o += rect(0, 1040, 1600, 160, '#b9a878')
  o += chapel(1080, 1010, 1.6, {
    wall: '#f6efe2',
    shade: '#d8ccb4',
    roof: '#c1663f',
    roofShade: '#94452a',
    door: '#6b5a4a',
  })
  o +=
    cypress(1000, 1020, 360, 60, '#2f4a32', '#4b6b44') +
    cypress(1400, 1020, 420, 66, '#2f4a32', '#4b6b44') +
    cypress(1470, 1020, 320, 56, '#2f4a32', '#4b6b44')
  o += olive(220, 1100, 1.2, { trunk: '#5c4332', leaf: '#8a9a74', leafLight: '#aab594' })
  o += vignette('#3a3a2a', 0.16)
  return o
}
