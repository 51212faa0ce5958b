import { land, rect } from '../../core/svg.mjs'
import { clouds, sky, sun, vignette } from '../../motifs/sky-and-sea.mjs'
import { cypress, lavenderRow, olive } from '../../motifs/vegetation.mjs'
import { GOLDEN, THEMES } from '../../themes/index.mjs'
import { provencalHouse } from '../../villas/architecture.mjs'

export function aboutStory() {
  const t = { ...GOLDEN, sun: { x: 0.3, y: 0.7, r: 56, color: '#fff1cf', glow: '#ffc27a' } }
  let o = sky(0, 0, 1600, 700, t.sky) + sun(480, 460, 56, t.sun.color, t.sun.glow)
  o += clouds(0, 80, 1600, 260, '#fff4e0', 4, 0.45)
  o += land(
    [
      [-20, 560],
      [300, 520],
      [700, 560],
      [1100, 520],
      [1620, 560],
    ],
    '#b79fb2',
  )
  o += land(
    [
      [-20, 640],
      [400, 600],
      [900, 630],
      [1620, 600],
    ],
    '#8f9f7e',
  )
  o += rect(0, 680, 1600, 520, '#a6a06c')
  o += provencalHouse(620, 720, { ...THEMES['les-pins'], wall: '#ead2a8' }, false)
  for (let r = 0; r < 6; r++)
    o += lavenderRow(-20 + (r % 2) * 17, 780 + r * 75, 1640, 0.8 + r * 0.22, '#8a73b0', '#ad97cf')
  o +=
    olive(300, 760, 1.3, { trunk: '#5c4332', leaf: '#7f8f6a', leafLight: '#a3ae8a' }) +
    olive(1420, 760, 1.5, { trunk: '#5c4332', leaf: '#7f8f6a', leafLight: '#a3ae8a' })
  o += cypress(1240, 720, 300, 52, ...t.cyp)
  o += vignette('#5a3526', 0.2)
  return o
}
