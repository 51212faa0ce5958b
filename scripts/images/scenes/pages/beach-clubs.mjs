import { ell, lin, op, path, rect } from '../../core/svg.mjs'
import { motorYacht, sailboat } from '../../motifs/boats.mjs'
import { lounger, parasol } from '../../motifs/poolside.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { BRAND, THEMES } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function beachClubs() {
  const t = THEMES.azur
  const hz = 420
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += sailboat(
    1200,
    520,
    0.4,
    { hull: '#fff', sail: '#fff', sailShade: '#dfe9ee', wake: '#fff' },
    -1,
  )
  o += motorYacht(500, 560, 0.45, { hull: '#fff', band: BRAND.navy, wake: '#fff' }, 1)
  // shoreline and sand
  o += path('M-20 700Q400 660 800 690T1620 680V1200H-20Z', '#fff', op(0.5))
  o += path('M-20 712Q400 672 800 702T1620 692V1200H-20Z', '#efe4d2')
  o += rect(0, 760, 1600, 440, lin(['#efe4d2', '#e6d5b8']))
  const sets = [
    ['#0f2a44', '#faf7f2'],
    ['#c1663f', '#faf7f2'],
    ['#2f86b3', '#faf7f2'],
  ]
  for (let r = 0; r < 3; r++) {
    const y = 800 + r * 150
    const s = 0.6 + r * 0.25
    for (let k = -1; k < 6; k++) {
      const x = 120 + k * 330 + (r % 2) * 160
      o += ell(x + 40 * s, y + 6, 150 * s, 14 * s, t.shadow, op(0.15))
      o += lounger(x - 80 * s, y, s, '#c9b99c', '#faf7f2', r === 2 ? '#c1663f' : null)
      o += parasol(x, y, 130 * s, ...sets[(k + r + 3) % 3], 190 * s)
    }
  }
  o += vignette(t.shadow, 0.16)
  return o
}
