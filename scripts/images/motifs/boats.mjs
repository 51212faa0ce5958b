import { dark, light } from '../core/colour.mjs'
import { n } from '../core/context.mjs'
import { circ, line, op, path, poly, rect, stroke } from '../core/svg.mjs'

/** Sailing yacht: hull, mast, main and jib; dir 1 sails right. */
export function sailboat(x, y, s, c, dir = 1) {
  const d = dir
  let o = ''
  o += poly(
    [
      [x - 70 * s * d, y - 14 * s],
      [x + 80 * s * d, y - 14 * s],
      [x + 58 * s * d, y],
      [x - 56 * s * d, y],
    ],
    c.hull,
  )
  o += line(
    x - 70 * s * d,
    y - 9 * s,
    x + 72 * s * d,
    y - 9 * s,
    c.stripe || dark(c.hull, 0.4),
    2.5 * s,
  )
  o += line(x + 2 * s * d, y - 14 * s, x + 2 * s * d, y - 180 * s, c.mast || '#d8d2c4', 2.5 * s)
  o += poly(
    [
      [x - 2 * s * d, y - 174 * s],
      [x - 2 * s * d, y - 22 * s],
      [x - 62 * s * d, y - 22 * s],
    ],
    c.sail,
  )
  o += poly(
    [
      [x + 6 * s * d, y - 170 * s],
      [x + 74 * s * d, y - 20 * s],
      [x + 6 * s * d, y - 22 * s],
    ],
    c.sailShade || dark(c.sail, 0.12),
  )
  o += wake(x - 60 * s * d, y, 120 * s, d, c.wake)
  return o
}

function wake(x, y, len, d, color = '#ffffff') {
  return stroke(
    `M${n(x)} ${n(y + 2)}q${n(-len * 0.5 * d)} 4 ${n(-len * d)} 3M${n(x + 10 * d)} ${n(y + 5)}q${n(-len * 0.4 * d)} 8 ${n(-len * 0.9 * d)} 10`,
    color,
    2,
    op(0.6),
  )
}

/** Motor yacht: sleek white hull, stepped superstructure with dark glazing. */
export function motorYacht(x, y, s, c, dir = 1) {
  const d = dir
  const P = (px, py) => [x + px * s * d, y + py * s]
  let o = poly([P(-150, -30), P(160, -30), P(120, 0), P(-140, 0)], c.hull)
  o += poly([P(-150, -30), P(160, -30), P(150, -24), P(-148, -22)], light(c.hull, 0.5))
  o += poly([P(-140, -12), P(130, -12), P(120, 0), P(-140, 0)], c.band || '#0f2a44')
  o += poly([P(-110, -30), P(70, -30), P(40, -52), P(-100, -52)], c.hull)
  o += poly([P(-96, -36), P(52, -36), P(38, -47), P(-92, -47)], c.glass || '#1d3550')
  o += poly([P(-80, -52), P(20, -52), P(0, -68), P(-72, -68)], c.hull)
  o += poly([P(-70, -56), P(6, -56), P(-4, -64), P(-66, -64)], c.glass || '#1d3550')
  o += line(...P(-40, -68), ...P(-40, -90), c.hull, 2 * s)
  o += wake(x - 140 * s * d, y, 200 * s, d, c.wake)
  return o
}

export function kayak(x, y, s, hull, person) {
  let o = path(
    `M${n(x - 60 * s)} ${n(y)}Q${n(x)} ${n(y - 12 * s)} ${n(x + 60 * s)} ${n(y)}Q${n(x)} ${n(y + 8 * s)} ${n(x - 60 * s)} ${n(y)}Z`,
    hull,
  )
  o +=
    circ(x, y - 26 * s, 6 * s, person) +
    poly(
      [
        [x - 6 * s, y - 20 * s],
        [x + 6 * s, y - 20 * s],
        [x + 5 * s, y - 4 * s],
        [x - 5 * s, y - 4 * s],
      ],
      person,
    )
  o += line(x - 30 * s, y + 4 * s, x + 28 * s, y - 26 * s, person, 2.5 * s)
  o += stroke(
    `M${n(x - 80 * s)} ${n(y + 4 * s)}q30 4 60 2M${n(x + 64 * s)} ${n(y + 3 * s)}q20 3 34 0`,
    '#ffffff',
    2,
    op(0.6),
  )
  return o
}

/** Traditional fishing boat (pointu) with a painted hull. */
export function pointu(x, y, s, hull, band) {
  return (
    path(
      `M${n(x - 60 * s)} ${n(y - 22 * s)}Q${n(x)} ${n(y - 14 * s)} ${n(x + 62 * s)} ${n(y - 26 * s)}Q${n(x + 50 * s)} ${n(y)} ${n(x)} ${n(y)}Q${n(x - 48 * s)} ${n(y)} ${n(x - 60 * s)} ${n(y - 22 * s)}Z`,
      hull,
    ) +
    path(
      `M${n(x - 58 * s)} ${n(y - 19 * s)}Q${n(x)} ${n(y - 11 * s)} ${n(x + 60 * s)} ${n(y - 23 * s)}`,
      'none',
      ` stroke="${band}" stroke-width="${n(4 * s)}"`,
    ) +
    rect(x - 14 * s, y - 34 * s, 26 * s, 14 * s, '#f4efe6') +
    line(x + 8 * s, y - 34 * s, x + 8 * s, y - 70 * s, '#6b5a4a', 2 * s) +
    stroke(`M${n(x - 55 * s)} ${n(y + 3)}q50 6 110 0`, '#fff', 2, op(0.5))
  )
}
