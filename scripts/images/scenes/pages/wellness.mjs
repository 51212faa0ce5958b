import { n, rnd } from '../../core/context.mjs'
import { circ, lin, op, path, rect, stroke } from '../../core/svg.mjs'
import { lounger } from '../../motifs/poolside.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { lavenderRow, olive } from '../../motifs/vegetation.mjs'
import { THEMES } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function wellness() {
  const t = {
    ...THEMES.mimosa,
    sky: ['#b7d3e3', '#e7eef0', '#f6efe4'],
    sun: { x: 0.25, y: 0.3, r: 40, color: '#fffaf0', glow: '#fff7e6' },
    sea: ['#cfe3e6', '#8fbccc', '#5d9ab3'],
  }
  const hz = 560
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: [
          [-20, hz - 40],
          [300, hz - 60],
          [600, hz - 30],
          [800, hz + 2],
        ],
        fill: '#c9d3dc',
      },
    ],
    clouds: 3,
  })
  o += rect(0, 640, 1600, 560, '#efe6d6')
  o += rect(0, 620, 1600, 40, '#e3d6bf') + rect(0, 656, 1600, 6, '#cdbd9f')
  // spa pool with soft rounded corners
  o += rect(200, 760, 1200, 300, '#f4ede0', ' rx="60"')
  o += rect(230, 785, 1140, 250, lin(['#bfe9e6', '#63c3cc', '#3aa3b6']), ' rx="44"')
  let rip = ''
  for (let k = 0; k < 14; k++) {
    const x = rnd(280, 1250)
    const y = rnd(820, 1010)
    rip += `M${n(x)} ${n(y)}q20 -5 40 0t40 0`
  }
  o += stroke(rip, '#ffffff', 2.5, op(0.55))
  o += circ(800, 900, 140, '#ffffff', op(0.08))
  // loungers with rolled towels
  for (const lx of [230, 520, 1010, 1270])
    o +=
      lounger(lx, 700, 0.9, '#cbb89a', '#faf7f2', null) +
      rect(lx + 20, 660, 44, 24, '#d9c7a8', ' rx="12"')
  o +=
    olive(110, 720, 1.5, { trunk: '#6a5a4a', leaf: '#8fa38a', leafLight: '#b3c2a8' }) +
    olive(1500, 700, 1.3, { trunk: '#6a5a4a', leaf: '#8fa38a', leafLight: '#b3c2a8' })
  o += lavenderRow(0, 1150, 1600, 1.2, '#9c8fc0', '#b9aed6')
  for (const cx of [180, 1420])
    o +=
      rect(cx - 16, 1060, 32, 50, '#faf7f2') +
      path(`M${cx} 1036c-8 10-8 18 0 24c8-6 8-14 0-24z`, '#f6c46a')
  o += vignette('#5a6a7a', 0.14)
  return o
}
