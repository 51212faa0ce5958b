import { n } from '../core/context.mjs'
import { circ, fit, op, path, poly, rect } from '../core/svg.mjs'
import { gableRoof } from './buildings.mjs'
import { rocks, treeLine } from './landforms.mjs'

/** Lighthouse: tapered white tower, dark lantern and gallery. */
export function lighthouse(x, y, s, c) {
  let o = poly(
    [
      [x - 22 * s, y],
      [x + 22 * s, y],
      [x + 14 * s, y - 170 * s],
      [x - 14 * s, y - 170 * s],
    ],
    c.tower,
  )
  o += poly(
    [
      [x + 4 * s, y],
      [x + 22 * s, y],
      [x + 14 * s, y - 170 * s],
      [x + 2 * s, y - 170 * s],
    ],
    c.towerShade,
  )
  o += rect(x - 22 * s, y - 178 * s, 44 * s, 8 * s, c.cap)
  o += rect(x - 10 * s, y - 204 * s, 20 * s, 26 * s, c.lamp)
  o += path(
    `M${n(x - 14 * s)} ${n(y - 204 * s)}Q${n(x)} ${n(y - 224 * s)} ${n(x + 14 * s)} ${n(y - 204 * s)}Z`,
    c.cap,
  )
  o +=
    rect(x - 40 * s, y - 40 * s, 34 * s, 40 * s, c.tower) +
    poly(
      [
        [x - 44 * s, y - 40 * s],
        [x - 23 * s, y - 56 * s],
        [x - 2 * s, y - 40 * s],
      ],
      c.roof || '#c1663f',
    )
  return o
}

/** Small Provençal chapel with a bell gable. */
export function chapel(x, y, s, c) {
  let o = rect(x, y - 90 * s, 120 * s, 90 * s, c.wall)
  o += rect(x + 120 * s, y - 90 * s, 40 * s, 90 * s, c.shade)
  o += gableRoof(x, y - 90 * s, 120 * s, 40 * s, c.roof, 6 * s)
  o += poly(
    [
      [x + 120 * s, y - 90 * s],
      [x + 60 * s, y - 130 * s],
      [x + 100 * s, y - 130 * s],
      [x + 166 * s, y - 90 * s],
    ],
    c.roofShade,
  )
  o += path(
    `M${n(x + 45 * s)} ${n(y)}V${n(y - 40 * s)}A${n(15 * s)} ${n(15 * s)} 0 0 1 ${n(x + 75 * s)} ${n(y - 40 * s)}V${n(y)}Z`,
    c.door,
  )
  o += rect(x + 42 * s, y - 150 * s, 36 * s, 30 * s, c.wall)
  o += path(
    `M${n(x + 42 * s)} ${n(y - 150 * s)}Q${n(x + 60 * s)} ${n(y - 170 * s)} ${n(x + 78 * s)} ${n(y - 150 * s)}Z`,
    c.wall,
  )
  o += path(
    `M${n(x + 52 * s)} ${n(y - 124 * s)}V${n(y - 140 * s)}A${n(8 * s)} ${n(8 * s)} 0 0 1 ${n(x + 68 * s)} ${n(y - 140 * s)}V${n(y - 124 * s)}Z`,
    c.door,
  )
  o += circ(x + 60 * s, y - 66 * s, 7 * s, c.door)
  return o
}

/** Île d'Or off Cap du Dramont: a red rock islet crowned by a square tower. */
export function ileDOr(x, hz, s, t) {
  let o = rocks(
    [
      [x - 120 * s, hz + 4],
      [x - 70 * s, hz - 40 * s],
      [x - 20 * s, hz - 62 * s],
      [x + 40 * s, hz - 50 * s],
      [x + 90 * s, hz - 20 * s],
      [x + 130 * s, hz + 4],
    ],
    t.rock,
  )
  o +=
    rect(x - 12 * s, hz - 120 * s, 34 * s, 64 * s, '#d9b89a') +
    rect(x + 14 * s, hz - 120 * s, 8 * s, 64 * s, '#a8806a')
  let cren = ''
  for (let k = 0; k < 4; k++)
    cren += `M${n(x - 12 * s + k * 10 * s)} ${n(hz - 120 * s)}h${n(6 * s)}v${n(-7 * s)}h${n(-6 * s)}z`
  return o + path(cren, '#d9b89a')
}

/** The Lérins islands off Cannes: long low islands with a fringe of pines and the fort. */
export function lerins(hz, t, x0 = 160, scale = 1) {
  let o = treeLine(
    fit(
      [
        [0, hz - 14],
        [180, hz - 24],
        [420, hz - 26],
        [620, hz - 12],
      ],
      scale,
      x0,
      1,
      0,
    ),
    9,
    t.far,
    null,
    hz + 3,
  )
  o += treeLine(
    fit(
      [
        [700, hz - 8],
        [860, hz - 16],
        [1040, hz - 14],
        [1160, hz - 4],
      ],
      scale,
      x0,
      1,
      0,
    ),
    7,
    t.far,
    null,
    hz + 3,
  )
  o += rect(x0 + 300 * scale, hz - 44, 40 * scale, 24, t.far)
  return o
}

export function snowyAlps(hz, t) {
  const pts = [
    [0, hz - 40],
    [120, hz - 90],
    [200, hz - 60],
    [300, hz - 130],
    [380, hz - 80],
    [470, hz - 110],
    [560, hz - 50],
    [700, hz - 20],
  ]
  let o = poly([...pts, [700, hz], [0, hz]], t.far2, op(0.9))
  for (const [px, py] of [
    [120, hz - 90],
    [300, hz - 130],
    [470, hz - 110],
  ])
    o += poly(
      [
        [px - 26, py + 22],
        [px, py],
        [px + 24, py + 20],
        [px + 8, py + 14],
        [px - 6, py + 24],
      ],
      '#ffffff',
      op(0.9),
    )
  return o
}

/** Basilica dome and bell tower of Saint-Raphaël's old town. */
export function basilica(x, y, s, c) {
  let o =
    rect(x, y - 80 * s, 160 * s, 80 * s, c.wall) +
    rect(x + 160 * s, y - 80 * s, 30 * s, 80 * s, c.shade)
  o += rect(x + 40 * s, y - 120 * s, 80 * s, 40 * s, c.wall)
  o += path(
    `M${n(x + 36 * s)} ${n(y - 120 * s)}A44 44 0 0 1 ${n(x + 124 * s)} ${n(y - 120 * s)}Z`.replace(
      'A44 44',
      `A${n(44 * s)} ${n(44 * s)}`,
    ),
    c.dome,
  )
  o +=
    rect(x + 76 * s, y - 178 * s, 8 * s, 16 * s, c.wall) +
    circ(x + 80 * s, y - 180 * s, 5 * s, c.dome)
  o +=
    rect(x + 180 * s, y - 200 * s, 40 * s, 200 * s, c.wall) +
    rect(x + 214 * s, y - 200 * s, 10 * s, 200 * s, c.shade)
  o += poly(
    [
      [x + 176 * s, y - 200 * s],
      [x + 200 * s, y - 236 * s],
      [x + 228 * s, y - 200 * s],
    ],
    c.roof,
  )
  o += path(
    `M${n(x + 192 * s)} ${n(y - 150 * s)}v${n(-26 * s)}a8 8 0 0 1 ${n(16 * s)} 0v${n(26 * s)}z`,
    c.window,
  )
  for (let k = 0; k < 4; k++)
    o += path(
      `M${n(x + 20 * s + k * 36 * s)} ${n(y - 20 * s)}v${n(-30 * s)}a8 8 0 0 1 ${n(16 * s)} 0v${n(30 * s)}z`,
      c.window,
    )
  return o
}
