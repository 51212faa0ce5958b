import { dark, light } from '../core/colour.mjs'
import { n } from '../core/context.mjs'
import { circ, ell, line, op, path, poly, rect } from '../core/svg.mjs'

/** A classic 1950s roadster in side view. */
export function roadster(x, y, s, c) {
  const P = (px, py) => `${n(x + px * s)} ${n(y + py * s)}`
  let o = ell(x + 10 * s, y + 2 * s, 240 * s, 10 * s, '#000', op(0.18))
  o += path(
    `M${P(-230, -30)}C${P(-232, -62)} ${P(-200, -70)} ${P(-150, -72)}L${P(-40, -74)}C${P(0, -76)} ${P(20, -110)} ${P(70, -112)}L${P(120, -110)}C${P(160, -106)} ${P(200, -92)} ${P(222, -70)}C${P(236, -56)} ${P(236, -36)} ${P(230, -24)}L${P(-226, -22)}Z`,
    c.body,
  )
  o += path(
    `M${P(-228, -44)}L${P(230, -50)}`,
    'none',
    ` stroke="${light(c.body, 0.35)}" stroke-width="${n(3 * s)}"`,
  )
  o += path(`M${P(-226, -26)}L${P(230, -26)}L${P(230, -20)}L${P(-226, -18)}Z`, c.chrome)
  o += path(`M${P(-30, -74)}L${P(6, -118)}L${P(12, -116)}L${P(-18, -74)}Z`, c.glass)
  o += path(`M${P(20, -100)}C${P(40, -118)} ${P(90, -124)} ${P(110, -110)}L${P(60, -104)}Z`, c.seat)
  o += path(
    `M${P(-200, -58)}L${P(-120, -60)}`,
    'none',
    ` stroke="${dark(c.body, 0.25)}" stroke-width="${n(2 * s)}"`,
  )
  for (const wx of [-150, 150]) {
    o +=
      circ(x + wx * s, y - 20 * s, 38 * s, '#1b1b1f') +
      circ(x + wx * s, y - 20 * s, 24 * s, '#f4efe6') +
      circ(x + wx * s, y - 20 * s, 15 * s, c.chrome) +
      circ(x + wx * s, y - 20 * s, 5 * s, '#6b6b70')
  }
  o += circ(x - 222 * s, y - 52 * s, 9 * s, c.chrome)
  return o
}

/** Tiny human figures, kept as simple silhouettes. */
export function hiker(x, y, s, col, pack) {
  let o = circ(x, y - 62 * s, 7 * s, col)
  o += poly(
    [
      [x - 7 * s, y - 54 * s],
      [x + 7 * s, y - 54 * s],
      [x + 6 * s, y - 26 * s],
      [x - 6 * s, y - 26 * s],
    ],
    col,
  )
  o += rect(x - 15 * s, y - 54 * s, 10 * s, 22 * s, pack, ` rx="${n(3 * s)}"`)
  o +=
    line(x - 3 * s, y - 27 * s, x - 10 * s, y, col, 5 * s) +
    line(x + 3 * s, y - 27 * s, x + 9 * s, y, col, 5 * s)
  o += line(x + 6 * s, y - 48 * s, x + 18 * s, y + 2 * s, col, 2 * s)
  return o
}
