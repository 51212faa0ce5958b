import { circ, ell, op, path, rect, stroke } from '../../core/svg.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { bush } from '../../motifs/vegetation.mjs'
import { THEMES } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'
import { balustrade, floor, pergola } from '../../villas/furniture.mjs'

export function culinary() {
  const t = {
    ...THEMES['les-pins'],
    sun: { x: 0.8, y: 0.5, r: 50, color: '#fff1cf', glow: '#ffd9a0' },
  }
  const hz = 520
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += balustrade(0, 1600, 700, 70, t, 'wall')
  o += floor(0, 1600, 780, 1200, 800, hz, '#e3cda6', '#b99566', 12, 5)
  // long set table, seen from its end on the terrace
  o +=
    rect(240, 760, 1120, 60, '#faf7f2') +
    rect(240, 820, 1120, 190, '#f2ece1') +
    rect(240, 1000, 1120, 12, '#e2d8c6')
  let folds = ''
  for (let k = 1; k < 8; k++) folds += `M${240 + k * 140} 822V1000`
  o += stroke(folds, '#e2d8c6', 3)
  for (let k = 0; k < 6; k++) {
    const px = 330 + k * 190
    o +=
      ell(px, 790, 56, 12, '#ffffff') +
      ell(px, 790, 38, 8, '#e9e2d6') +
      rect(px + 56, 760, 4, 30, '#c8c2b6')
    o +=
      path(`M${px + 44} 740h22l-4 20h-14z`, '#ffffff', op(0.85)) +
      rect(px + 53, 760, 3, 26, '#ffffff', op(0.85))
    o += path(`M${px + 44} 746h22l-2 10h-18z`, '#9b2d3a', op(0.8))
  }
  o += rect(760, 700, 26, 80, '#2f4a3a') + rect(768, 680, 10, 24, '#2f4a3a')
  o +=
    ell(620, 776, 70, 16, '#c9b38a') +
    circ(600, 764, 14, '#f2c93d') +
    circ(630, 760, 14, '#f2c93d') +
    circ(616, 752, 13, '#e6a13a')
  o += ell(960, 778, 80, 12, '#d9a441') + rect(900, 756, 110, 20, '#e8c27a', ' rx="10"')
  for (const cx of [500, 1100])
    o +=
      rect(cx - 10, 720, 20, 50, '#faf7f2') +
      path(`M${cx} 700c-6 8-6 14 0 20c6-6 6-12 0-20z`, '#f6c46a')
  // pergola with vine leaves and grapes
  o += pergola(t, null)
  for (let k = 0; k < 10; k++) o += bush(80 + k * 160, 150, 180, 80, t.veg.dark, t.veg.mid, null)
  for (let k = 0; k < 5; k++) {
    const gx = 200 + k * 300
    for (let j = 0; j < 9; j++)
      o += circ(gx + (j % 3) * 10, 190 + Math.floor(j / 3) * 12, 7, '#5b3a6b')
  }
  o += vignette(t.shadow, 0.2)
  return o
}
