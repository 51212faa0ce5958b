import { dark } from '../core/colour.mjs'
import { PI, n, rnd } from '../core/context.mjs'
import { circ, clipPath, lin, line, op, path, poly, ptsD, rect, stroke } from '../core/svg.mjs'

/** Striped beach parasol, canopy and pole. */
export function parasol(x, y, r, c1, c2, poleH = r * 1.5, tilt = 0) {
  let o = line(x, y, x + tilt, y - poleH, '#f4efe6', Math.max(3, r * 0.05))
  const top = [x + tilt, y - poleH - r * 0.28]
  const segs = 8
  for (let i = 0; i < segs; i++) {
    const a1 = PI + (PI * i) / segs
    const a2 = PI + (PI * (i + 1)) / segs
    const p1 = [top[0] + Math.cos(a1) * r, top[1] + r * 0.28 - Math.sin(a1) * r * -0.05 + r * 0.02]
    const p2 = [top[0] + Math.cos(a2) * r, top[1] + r * 0.28 - Math.sin(a2) * r * -0.05 + r * 0.02]
    const mid = [(p1[0] + p2[0]) / 2, p1[1] + r * 0.06]
    o += path(
      `M${n(top[0])} ${n(top[1])}L${n(p1[0])} ${n(p1[1])}Q${n(mid[0])} ${n(mid[1] + r * 0.05)} ${n(p2[0])} ${n(p2[1])}Z`,
      i % 2 ? c1 : c2,
    )
  }
  o += circ(top[0], top[1] - 2, Math.max(3, r * 0.04), c1)
  return o
}

/** Sun lounger in side view, with a cushion and optional folded towel. */
export function lounger(x, y, s, frame, cushion, towel) {
  const w = 190 * s
  let o = ''
  o += rect(x, y - 22 * s, w, 9 * s, frame)
  o +=
    line(x + 12 * s, y - 14 * s, x + 8 * s, y, frame, 4 * s) +
    line(x + w - 14 * s, y - 14 * s, x + w - 10 * s, y, frame, 4 * s)
  o += rect(x + 2 * s, y - 31 * s, w * 0.66, 10 * s, cushion, ` rx="${n(4 * s)}"`)
  o += poly(
    [
      [x + w * 0.66, y - 22 * s],
      [x + w * 0.66 + 10 * s, y - 31 * s],
      [x + w - 6 * s, y - 80 * s],
      [x + w + 6 * s, y - 74 * s],
      [x + w, y - 22 * s],
    ],
    cushion,
  )
  if (towel) o += rect(x + w * 0.3, y - 36 * s, w * 0.22, 9 * s, towel, ` rx="${n(3 * s)}"`)
  return o
}

/** Pool in slight perspective: coping, water gradient and caustic ripples. */
export function pool(x, y, w, h, c, inset = 0) {
  const pts = [
    [x + inset, y],
    [x + w - inset, y],
    [x + w, y + h],
    [x, y + h],
  ]
  let o = poly(
    [
      [x + inset - 10, y - 8],
      [x + w - inset + 10, y - 8],
      [x + w + 14, y + h + 10],
      [x - 14, y + h + 10],
    ],
    c.coping,
  )
  o += poly(pts, lin([c.waterFar, c.water, c.waterNear]))
  let rip = ''
  for (let i = 0; i < Math.max(6, w / 70); i++) {
    const t = rnd(0.1, 0.95)
    const yy = y + h * t
    const xx = x + rnd(0.05, 0.8) * w
    const len = (30 + 80 * t) * (w / 900)
    rip += `M${n(xx)} ${n(yy)}q${n(len / 4)} ${n(-4 * t - 1)} ${n(len / 2)} 0t${n(len / 2)} 0`
  }
  o += clipPath(
    ptsD(pts),
    stroke(rip, '#ffffff', 2.2, op(0.5)) +
      poly(
        [
          [x + inset, y],
          [x + w - inset, y],
          [x + w - inset, y + h * 0.12],
          [x + inset, y + h * 0.12],
        ],
        dark(c.waterFar, 0.2),
        op(0.25),
      ),
  )
  return o
}
