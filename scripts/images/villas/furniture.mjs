import { dark, light } from '../core/colour.mjs'
import { C, n, rnd } from '../core/context.mjs'
import { circ, clipRect, ell, line, op, path, poly, rect, stroke } from '../core/svg.mjs'
import { bush, olive } from '../motifs/vegetation.mjs'

/** Perspective floor (tiles or planks) converging on the horizon point. */
export function floor(x0, x1, y0, y1, vpx, vpy, col, lineCol, cols = 14, rows = 6, planks = false) {
  const o = rect(x0, y0, x1 - x0, y1 - y0, col)
  let d = ''
  const k = (y0 - vpy) / (y1 - vpy)
  for (let i = -cols; i <= cols * 2; i++) {
    const bx = x0 + ((x1 - x0) * i) / cols
    const tx = vpx + (bx - vpx) * k
    if (Math.max(bx, tx) < x0 - 400 || Math.min(bx, tx) > x1 + 400) continue
    d += `M${n(tx)} ${n(y0)}L${n(bx)} ${n(y1)}`
  }
  if (!planks)
    for (let j = 1; j < rows; j++) {
      const yy = y0 + (y1 - y0) * Math.pow(j / rows, 1.6)
      d += `M${n(x0)} ${n(yy)}H${n(x1)}`
    }
  return o + clipRect(x0, y0, x1 - x0, y1 - y0, stroke(d, lineCol, planks ? 2 : 2.5, op(0.5)))
}

export function balustrade(x0, x1, y, h, t, kind) {
  let o = ''
  if (kind === 'glass') {
    o +=
      rect(x0, y, x1 - x0, h, light(t.sea[0], 0.4), op(0.3)) + rect(x0, y - 6, x1 - x0, 8, t.trim)
    for (let bx = x0 + 200; bx < x1; bx += 400) o += rect(bx, y, 6, h, t.trim, op(0.7))
  } else if (kind === 'wall') {
    o +=
      rect(x0, y, x1 - x0, h, t.stone) +
      rect(x0, y - 10, x1 - x0, 14, light(t.stone, 0.3)) +
      rect(x0, y + 4, x1 - x0, 6, t.stoneShade, op(0.5))
  } else {
    o +=
      rect(x0, y - 14, x1 - x0, 18, light(t.stone, 0.25)) +
      rect(x0, y + 4, x1 - x0, 6, t.stoneShade, op(0.6))
    let b = ''
    for (let bx = x0 + 14; bx < x1; bx += 38)
      b += `M${n(bx)} ${n(y + 10)}c-14 ${n(h * 0.25)} 12 ${n(h * 0.45)} 0 ${n(h * 0.62)}c-10 ${n(h * 0.15)} -8 ${n(h * 0.22)} 0 ${n(h * 0.3)}h18c8 ${n(-h * 0.08)} 10 ${n(-h * 0.15)} 0 ${n(-h * 0.3)}c-12 ${n(-h * 0.17)} 14 ${n(-h * 0.37)} 0 ${n(-h * 0.62)}z`
    o += path(b, t.stone)
    o += rect(x0, y + h - 10, x1 - x0, 14, t.stoneShade)
  }
  return o
}

/** Potted tree: terracotta pot with an olive or lemon tree. */
export function pottedTree(x, y, s, t, lemons = false) {
  let o = poly(
    [
      [x - 46 * s, y - 90 * s],
      [x + 46 * s, y - 90 * s],
      [x + 34 * s, y],
      [x - 34 * s, y],
    ],
    t.accent === '#c1663f' ? '#b5603c' : '#c1663f',
  )
  o += rect(x - 52 * s, y - 100 * s, 104 * s, 14 * s, '#a8532f')
  o += olive(x, y - 96 * s, 0.9 * s, { trunk: '#5a4636', leaf: t.veg.mid, leafLight: t.veg.light })
  if (lemons)
    for (let i = 0; i < 9; i++)
      o += circ(x + rnd(-70, 70) * s, y - rnd(190, 240) * s, 7 * s, '#f2c93d')
  return o
}

export function bistroSet(x, y, s, t) {
  let o = ell(x, y + 6 * s, 170 * s, 14 * s, t.shadow, op(0.18))
  for (const d of [-1, 1]) {
    const cx = x + d * 150 * s
    o += rect(cx - 40 * s, y - 70 * s, 80 * s, 10 * s, t.interior.wood)
    o += line(cx + d * 38 * s, y - 70 * s, cx + d * 46 * s, y - 150 * s, t.interior.wood, 6 * s)
    o +=
      line(cx - 34 * s, y - 62 * s, cx - 38 * s, y, t.interior.wood, 5 * s) +
      line(cx + 34 * s, y - 62 * s, cx + 38 * s, y, t.interior.wood, 5 * s)
    o += rect(cx - 38 * s, y - 80 * s, 76 * s, 12 * s, t.cushion, ` rx="${n(5 * s)}"`)
  }
  o += ell(x, y - 110 * s, 110 * s, 16 * s, t.interior.linen)
  o += poly(
    [
      [x - 110 * s, y - 110 * s],
      [x + 110 * s, y - 110 * s],
      [x + 104 * s, y - 70 * s],
      [x - 104 * s, y - 70 * s],
    ],
    t.interior.linen,
  )
  o += line(x, y - 70 * s, x, y, t.interior.wood, 8 * s)
  o +=
    rect(x - 10 * s, y - 160 * s, 20 * s, 50 * s, '#2f4a3a') +
    rect(x - 4 * s, y - 180 * s, 8 * s, 22 * s, '#2f4a3a')
  for (const gx of [-60, 50])
    o +=
      path(
        `M${n(x + gx * s)} ${n(y - 150 * s)}h${n(20 * s)}l-6 ${n(24 * s)}h${n(-8 * s)}z`,
        '#ffffff',
        op(0.75),
      ) + rect(x + (gx + 9) * s, y - 126 * s, 2 * s, 14 * s, '#ffffff', op(0.75))
  o +=
    ell(x + 50 * s, y - 112 * s, 28 * s, 6 * s, '#ffffff') +
    circ(x - 30 * s, y - 120 * s, 9 * s, '#f2c93d') +
    circ(x - 16 * s, y - 118 * s, 8 * s, '#f2c93d')
  return o
}

/** Pergola beams and climbing flowers across the top of a terrace view. */
export function pergola(t, flowers) {
  const { w } = C
  let o = ''
  const wood = t.interior.wood
  for (let i = -2; i <= 8; i++) {
    const bx = (w / 6) * i
    o += poly(
      [
        [bx - 30, -10],
        [bx + 30, -10],
        [800 + (bx - 800) * 0.55 + 14, 150],
        [800 + (bx - 800) * 0.55 - 14, 150],
      ],
      dark(wood, 0.1),
    )
  }
  o += rect(0, 140, w, 34, wood) + rect(0, 168, w, 8, dark(wood, 0.3))
  if (flowers) {
    o += bush(200, 190, 420, 120, t.veg.dark, t.veg.mid, flowers, 40)
    o += bush(1350, 180, 520, 110, t.veg.dark, t.veg.mid, flowers, 40)
    for (let i = 0; i < 6; i++)
      o += bush(rnd(400, 1200), 120, rnd(80, 160), 60, t.veg.mid, null, flowers, 8)
  }
  o += rect(0, 140, 70, 760, wood) + rect(55, 140, 15, 760, dark(wood, 0.25))
  o += rect(w - 70, 140, 70, 760, wood) + rect(w - 70, 140, 15, 760, dark(wood, 0.25))
  return o
}

export function floorLamp(x, y, s, col, shade) {
  return (
    stroke(
      `M${n(x)} ${n(y)}V${n(y - 300 * s)}Q${n(x)} ${n(y - 420 * s)} ${n(x - 160 * s)} ${n(y - 400 * s)}`,
      col,
      5 * s,
    ) +
    ell(x, y, 40 * s, 8 * s, col) +
    path(
      `M${n(x - 200 * s)} ${n(y - 330 * s)}Q${n(x - 160 * s)} ${n(y - 410 * s)} ${n(x - 120 * s)} ${n(y - 330 * s)}Z`,
      shade,
    )
  )
}

export function fig(x, y, s, t) {
  let o = poly(
    [
      [x - 40 * s, y - 80 * s],
      [x + 40 * s, y - 80 * s],
      [x + 30 * s, y],
      [x - 30 * s, y],
    ],
    t.interior.wallShade,
  )
  o += stroke(
    `M${n(x)} ${n(y - 80 * s)}Q${n(x - 10 * s)} ${n(y - 250 * s)} ${n(x + 10 * s)} ${n(y - 420 * s)}`,
    '#4a3a30',
    6 * s,
  )
  for (let i = 0; i < 16; i++) {
    const yy = y - rnd(140, 440) * s
    const d = i % 2 ? 1 : -1
    o += ell(
      x + d * rnd(20, 70) * s,
      yy,
      30 * s,
      18 * s,
      i % 3 ? t.veg.mid : t.veg.dark,
      ` transform="rotate(${d * 25} ${n(x + d * 40 * s)} ${n(yy)})"`,
    )
  }
  return o
}
