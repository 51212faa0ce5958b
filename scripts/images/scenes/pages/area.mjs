import { pick } from '../../core/context.mjs'
import { land, poly, rect } from '../../core/svg.mjs'
import { pointu, sailboat } from '../../motifs/boats.mjs'
import { house } from '../../motifs/buildings.mjs'
import { sea, vignette } from '../../motifs/sky-and-sea.mjs'
import { BRAND, THEMES } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function area() {
  const t = {
    ...THEMES['les-pins'],
    sky: ['#7fb3d6', '#c8e2ee', '#f2ece0'],
    sun: { x: 0.15, y: 0.2, r: 42, color: '#fffaf0', glow: '#fff' },
    sea: ['#9fd3dc', '#3f8fb3', '#1b5e8a'],
  }
  const hz = 470
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  // harbour quay, fishing boats and the old town
  o += rect(0, 720, 1600, 30, '#d9c7a8')
  const town = { wall: '#f3e6d2', shade: '#d2bb9c', roof: '#c1663f', window: '#5a6a78' }
  o += land(
    [
      [-20, 640],
      [400, 600],
      [800, 620],
      [1200, 560],
      [1620, 600],
    ],
    '#a3997a',
    720,
  )
  for (let k = 0; k < 14; k++)
    o += house(
      20 + k * 112,
      720,
      90,
      120 + ((k * 53) % 4) * 30,
      { ...town, wall: pick(['#f3e6d2', '#efd3b0', '#f6ecdf', '#e9c39c', '#e7b3a4']) },
      2,
    )
  o +=
    rect(900, 440, 60, 280, '#efe0c6') +
    rect(952, 440, 14, 280, '#cdb38e') +
    poly(
      [
        [896, 440],
        [930, 390],
        [966, 440],
      ],
      '#c1663f',
    )
  o += sea(0, 750, 1600, 450, ['#5fb0c8', '#2f86b3', '#1b5e8a'], { waves: 30 })
  const hulls = ['#1b5e8a', '#c1663f', '#f4efe6', '#2f5d3a', '#d9a441', '#faf7f2']
  for (let k = 0; k < 8; k++)
    o += pointu(
      100 + k * 190,
      820 + (k % 2) * 40,
      1.1,
      hulls[k % hulls.length],
      k % 2 ? '#f4efe6' : '#b4432b',
    )
  o += sailboat(
    1200,
    1050,
    1.2,
    { hull: '#faf7f2', sail: '#ffffff', sailShade: '#dfe9ee', stripe: BRAND.navy, wake: '#fff' },
    -1,
  )
  o += sailboat(
    380,
    1080,
    0.9,
    { hull: '#faf7f2', sail: '#ffffff', sailShade: '#dfe9ee', wake: '#fff' },
    1,
  )
  o += vignette(BRAND.navy, 0.16)
  return o
}
