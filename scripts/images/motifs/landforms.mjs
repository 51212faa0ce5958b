import { C, PI, n, rnd } from '../core/context.mjs'
import { circ, clipPath, ell, land, op, path, poly, ptsD, rect, stroke } from '../core/svg.mjs'

/** Band of rounded canopies along a ridge (maquis, hedges, distant woods), filled below. */
export function treeLine(pts, r, col, lt, bottom = C.h) {
  let o = land(pts, col, bottom)
  for (let i = 0; i < pts.length - 1; i++) {
    const [x1, y1] = pts[i]
    const [x2, y2] = pts[i + 1]
    const k = Math.max(1, Math.round(Math.hypot(x2 - x1, y2 - y1) / (r * 1.3)))
    for (let j = 0; j < k; j++) {
      const u = j / k
      const cx = x1 + (x2 - x1) * u + rnd(-r * 0.2, r * 0.2)
      const cy = y1 + (y2 - y1) * u + r * 0.45
      const rr = r * rnd(0.75, 1.15)
      o += circ(cx, cy, rr, col)
      if (lt && C.rand() < 0.45) o += ell(cx - rr * 0.2, cy - rr * 0.4, rr * 0.6, rr * 0.38, lt)
    }
  }
  return o
}

/** Faceted porphyry rocks (Estérel red): a silhouette with a lit face and a shadow face. */
export function rocks(pts, c) {
  const d = ptsD(pts)
  let facets = ''
  for (let i = 1; i < pts.length - 2; i++) {
    const [x1, y1] = pts[i]
    const [x2, y2] = pts[i + 1]
    const base = Math.max(y1, y2) + rnd(50, 140)
    const mx = (x1 + x2) / 2 + rnd(-20, 20)
    facets += poly(
      [
        [x1, y1],
        [x2, y2],
        [mx, base],
      ],
      y2 > y1 ? c.dark : c.light,
      op(y2 > y1 ? 0.85 : 0.75),
    )
  }
  // diagonal fractures give large porphyry masses their blocky, faceted look
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)]
  const [y0, y1] = [Math.min(...ys), Math.max(...ys)]
  const k = Math.min(14, Math.round(((x1 - x0) * (y1 - y0)) / 30000))
  for (let i = 0; i < k; i++) {
    const x = rnd(x0, x1)
    const y = rnd(y0 + 40, y1)
    const w = rnd(50, 160)
    const h = rnd(80, 220)
    facets += poly(
      [
        [x, y],
        [x + w, y + h * 0.35],
        [x + w * 0.75, y + h],
        [x - w * 0.25, y + h * 0.7],
      ],
      i % 3 ? c.dark : c.light,
      op(i % 3 ? 0.45 : 0.35),
    )
  }
  return path(d, c.mid) + clipPath(d, facets)
}

/** A low rocky islet sitting on the water, with foam at its foot. */
export function islet(x, y, w, h, c) {
  const pts = [[x - w / 2, y]]
  for (let i = 1; i < 6; i++)
    pts.push([x - w / 2 + (w * i) / 6, y - h * Math.sin((PI * i) / 6) * rnd(0.7, 1.1)])
  pts.push([x + w / 2, y])
  return (
    rocks(pts, c) +
    stroke(`M${n(x - w / 2 - 14)} ${n(y + 2)}q${n(w / 2)} 6 ${n(w + 28)} 0`, '#ffffff', 3, op(0.7))
  )
}

/** Vineyard rows converging towards a vanishing point. */
export function vineyard(x0, x1, yTop, yBottom, vpx, c, rows = 14) {
  let o = rect(x0, yTop, x1 - x0, yBottom - yTop, c.soil)
  for (let i = 0; i <= rows; i++) {
    const u = i / rows
    const bx = x0 - (x1 - x0) * 0.6 + (x1 - x0) * 2.2 * u
    const tx = x0 + (x1 - x0) * u
    const spread = 16 + 26 * Math.abs(u - 0.5)
    const topX = vpx + (tx - vpx) * 1
    o += poly(
      [
        [topX - 4, yTop],
        [topX + 4, yTop],
        [bx + spread, yBottom],
        [bx - spread, yBottom],
      ],
      i % 2 ? c.vine : c.vineDark,
    )
  }
  // tufts along the nearest rows give texture
  for (let i = 0; i <= rows; i++) {
    const u = i / rows
    const bx = x0 - (x1 - x0) * 0.6 + (x1 - x0) * 2.2 * u
    const tx = x0 + (x1 - x0) * u
    for (let k = 1; k < 6; k++) {
      const t = k / 6
      const px = tx + (bx - tx) * t * t
      const py = yTop + (yBottom - yTop) * t * t
      if (px < x0 - 30 || px > x1 + 30) continue
      o += ell(px, py - 4 * t, 10 + 30 * t * t, 5 + 14 * t * t, c.leafLight, op(0.8))
    }
  }
  return o
}
