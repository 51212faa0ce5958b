import { rect } from '../../core/svg.mjs'
import { shutterWin } from '../../motifs/buildings.mjs'
import { basilica } from '../../motifs/landmarks.mjs'
import { sea, vignette } from '../../motifs/sky-and-sea.mjs'
import { palm } from '../../motifs/vegetation.mjs'
import { THEMES } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function destinationAbout() {
  const t = THEMES['belle-rive']
  const hz = 640
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: [
          [-20, hz - 70],
          [200, hz - 110],
          [420, hz - 60],
          [600, hz + 2],
        ],
        fill: '#c99a8c',
      },
    ],
  })
  // Belle Époque seafront on the right
  const cols = ['#efd3b0', '#f3e6d2', '#e9c39c', '#f1dcc4', '#dba54a']
  for (let k = 0; k < 5; k++) {
    const x = 760 + k * 170
    const h = 300 + (k % 2) * 70
    o += rect(x, 940 - h, 170, h, cols[k]) + rect(x, 940 - h - 16, 170, 16, '#f8efdd')
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++)
        o += shutterWin(
          x + 26 + c * 50,
          940 - h + 40 + r * 90,
          22,
          52,
          '#4a5560',
          r === 0 ? '#4f7a5a' : '#8eaabb',
          '#f8efdd',
        )
  }
  o += basilica(560, 940, 1, {
    wall: '#eadbc2',
    shade: '#c8b08f',
    dome: '#8fa7a0',
    roof: '#c1663f',
    window: '#5a6a78',
  })
  o += rect(0, 940, 1600, 260, '#efe4d2') + rect(0, 940, 760, 20, '#d9c7a8')
  o += sea(0, 960, 620, 60, [t.sea[1], t.sea[2]], { waves: 6 })
  o += rect(0, 1020, 1600, 16, '#d9c7a8')
  for (let k = 0; k < 5; k++)
    o += palm(120 + k * 330, 1100, 520 + (k % 2) * 60, k % 2 ? 30 : -30, t.palm)
  o += vignette(t.shadow, 0.18)
  return o
}
