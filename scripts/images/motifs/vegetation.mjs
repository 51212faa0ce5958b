import { dark } from '../core/colour.mjs'
import { PI, n, rnd } from '../core/context.mjs'
import { circ, ell, op, path, poly, smooth, stroke } from '../core/svg.mjs'

/** Umbrella (stone) pine: leaning trunk, flat-bottomed layered canopy. */
export function pine(x, y, s, c, lean = 0.22) {
  const h = 300 * s
  const tx = x + lean * h
  const ty = y - h
  const L = []
  const R = []
  const bend = (lean >= 0 ? -1 : 1) * 22 * s
  for (let i = 0; i <= 8; i++) {
    const t = i / 8
    const cx = x + (tx - x) * t + Math.sin(t * PI) * bend
    const cy = y - h * t
    const w = (13 - 6.5 * t) * s
    L.push([cx - w, cy])
    R.unshift([cx + w, cy])
  }
  let o = poly([...L, ...R], c.trunk)
  o += stroke(
    `M${n(tx)} ${n(ty + 55 * s)}Q${n(tx - 45 * s)} ${n(ty + 25 * s)} ${n(tx - 95 * s)} ${n(ty + 8 * s)}M${n(tx + 2 * s)} ${n(ty + 38 * s)}Q${n(tx + 45 * s)} ${n(ty + 15 * s)} ${n(tx + 90 * s)} ${n(ty + 4 * s)}`,
    c.trunk,
    6 * s,
  )
  const cw = 175 * s * rnd(0.92, 1.1)
  o += pinePad(tx, ty, cw, 62 * s, c)
  o += pinePad(tx - cw * 0.55, ty + 52 * s, cw * 0.5, 40 * s, c)
  o += pinePad(tx + cw * 0.62, ty + 40 * s, cw * 0.46, 36 * s, c)
  return o
}

/** One flat-bottomed cushion of pine needles: dark underside, lit crown, bumpy top edge. */
function pinePad(cx, cy, w, h, c) {
  const top = (lift) => {
    const pts = []
    const k = Math.max(8, Math.round(w / 22))
    for (let i = 0; i <= k; i++) {
      const u = i / k
      const dome = Math.pow(Math.sin(PI * u), 0.55)
      pts.push([
        cx - w + 2 * w * u,
        cy - h * dome * lift + (i && i < k ? rnd(-h * 0.1, h * 0.06) : 0),
      ])
    }
    return pts
  }
  const t1 = top(1)
  const under = `Q${n(cx)} ${n(cy + h * 0.32)} ${n(cx - w)} ${n(cy)}Z`
  let o = path(`${smooth(t1)}${under}`, c.dark)
  const t2 = t1.map(([px, py]) => [px, py + (cy - py) * 0.0]).slice(1, -1)
  const mid = `${smooth(t2)}Q${n(cx)} ${n(cy - h * 0.1)} ${n(t2[0][0])} ${n(t2[0][1])}Z`
  o += path(mid, c.mid)
  if (c.light) {
    const k = Math.ceil(t1.length * 0.6)
    const crest = t1.slice(1, k)
    const low = crest.map(([px, py]) => [px + w * 0.03, py + h * rnd(0.28, 0.4)]).reverse()
    o += path(`${smooth(crest)}L${smooth(low).slice(1)}Z`, c.light)
  }
  return o
}

/** Italian cypress: a tall flame with a lit flank. */
export function cypress(x, y, h, w, dk, lt) {
  let o = path(
    `M${n(x - w / 2)} ${n(y)}C${n(x - w * 0.64)} ${n(y - h * 0.45)} ${n(x - w * 0.22)} ${n(y - h * 0.86)} ${n(x)} ${n(y - h)}C${n(x + w * 0.22)} ${n(y - h * 0.86)} ${n(x + w * 0.64)} ${n(y - h * 0.45)} ${n(x + w / 2)} ${n(y)}Z`,
    dk,
  )
  if (lt)
    o += path(
      `M${n(x - w / 2)} ${n(y)}C${n(x - w * 0.64)} ${n(y - h * 0.45)} ${n(x - w * 0.22)} ${n(y - h * 0.86)} ${n(x)} ${n(y - h)}C${n(x - w * 0.08)} ${n(y - h * 0.6)} ${n(x + w * 0.04)} ${n(y - h * 0.3)} ${n(x - w * 0.06)} ${n(y)}Z`,
      lt,
    )
  return o
}

/** Palm tree: curved ringed trunk and drooping serrated fronds. */
export function palm(x, y, h, lean, c) {
  const s = h / 400
  const tx = x + lean
  const ty = y - h
  const cx = x + lean * 0.1
  const cy = y - h * 0.55
  const q = (t) => [
    (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t * t * tx,
    (1 - t) ** 2 * y + 2 * (1 - t) * t * cy + t * t * ty,
  ]
  const L = []
  const R = []
  for (let i = 0; i <= 8; i++) {
    const t = i / 8
    const [px, py] = q(t)
    const w = (12 - 5 * t) * s
    L.push([px - w, py])
    R.unshift([px + w, py])
  }
  let o = poly([...L, ...R], c.trunk)
  let rings = ''
  for (let t = 0.06; t < 0.97; t += 0.075) {
    const [px, py] = q(t)
    const w = (12 - 5 * t) * s
    rings += `M${n(px - w)} ${n(py)}L${n(px + w)} ${n(py - 3 * s)}`
  }
  o += stroke(rings, c.ring || dark(c.trunk, 0.3), 2.2 * s)
  const angles = [-172, -150, -128, -104, -80, -56, -32, -10, 14, 200]
  angles.forEach((deg, i) => {
    const a = ((deg + rnd(-6, 6)) * PI) / 180
    const len = h * rnd(0.36, 0.46)
    const ca = Math.cos(a)
    const sa = Math.sin(a)
    const droop = len * (0.25 + 0.35 * Math.abs(ca))
    const ex = tx + len * ca
    const ey = ty + len * sa * 0.6 + droop
    const mx = tx + len * 0.55 * ca
    const my = ty + len * 0.55 * sa * 0.6 - len * 0.12
    const pts = (side) => {
      const out = []
      for (let k = 0; k <= 9; k++) {
        const t = k / 9
        const px = (1 - t) ** 2 * tx + 2 * (1 - t) * t * mx + t * t * ex
        const py = (1 - t) ** 2 * ty + 2 * (1 - t) * t * my + t * t * ey
        const dx = 2 * (1 - t) * (mx - tx) + 2 * t * (ex - mx)
        const dy = 2 * (1 - t) * (my - ty) + 2 * t * (ey - my)
        const l = Math.hypot(dx, dy) || 1
        const wv = 20 * s * Math.sin(PI * Math.min(1, t * 1.15)) * (k % 2 ? 1.25 : 0.6)
        out.push([px + (-dy / l) * wv * side, py + (dx / l) * wv * side])
      }
      return out
    }
    const a1 = pts(1)
    const a2 = pts(-1).reverse()
    o += poly([...a1, ...a2], i % 2 ? c.dark : c.mid)
  })
  o += circ(tx, ty + 4 * s, 9 * s, c.dark)
  return o
}

/** Round shrub (oleander, pittosporum, bougainvillea) with optional flowers. */
export function bush(x, y, w, h, col, lt, flower, flowerCount = 18) {
  let o = ''
  const k = Math.max(3, Math.round(w / 40))
  for (let i = 0; i < k; i++) {
    const u = i / (k - 1)
    const arch = Math.sin(PI * u)
    o += ell(
      x - w / 2 + w * u,
      y - h * 0.45 * arch - h * 0.2,
      w / k + rnd(6, 16),
      h * (0.35 + 0.35 * arch),
      col,
    )
  }
  if (lt)
    for (let i = 0; i < k - 1; i++) {
      const u = (i + 0.5) / k
      const arch = Math.sin(PI * u)
      o += ell(
        x - w / 2 + w * u - 6,
        y - h * 0.6 * arch - h * 0.3,
        (w / k) * 0.6,
        h * 0.22 * (0.5 + arch),
        lt,
      )
    }
  if (flower)
    for (let i = 0; i < flowerCount; i++) {
      const u = rnd(0.08, 0.92)
      const arch = Math.sin(PI * u)
      o += circ(
        x - w / 2 + w * u,
        y - rnd(0.15, 0.95) * h * (0.4 + 0.6 * arch),
        rnd(3, 6.5) * Math.max(1, w / 260),
        flower,
      )
    }
  return o
}

/** Mimosa: dark trunk, soft clouds of yellow pompoms. */
export function mimosa(x, y, s, c) {
  let o = stroke(
    `M${n(x)} ${n(y)}Q${n(x - 10 * s)} ${n(y - 70 * s)} ${n(x + 5 * s)} ${n(y - 130 * s)}M${n(x - 4 * s)} ${n(y - 80 * s)}Q${n(x - 40 * s)} ${n(y - 110 * s)} ${n(x - 60 * s)} ${n(y - 140 * s)}M${n(x + 2 * s)} ${n(y - 100 * s)}Q${n(x + 40 * s)} ${n(y - 120 * s)} ${n(x + 62 * s)} ${n(y - 150 * s)}`,
    c.trunk,
    9 * s,
  )
  o += bush(x, y - 70 * s, 230 * s, 150 * s, c.leaf, null, null)
  for (let i = 0; i < 60; i++) {
    const a = rnd(0, 2 * PI)
    const r = Math.sqrt(rnd(0, 1))
    o += circ(
      x + Math.cos(a) * r * 110 * s,
      y - 165 * s + Math.sin(a) * r * 62 * s,
      rnd(7, 13) * s,
      i % 3 ? c.bloom : c.bloomLight,
    )
  }
  return o
}

/** Olive tree: twisted trunk and silvery, irregular foliage. */
export function olive(x, y, s, c) {
  let o = path(
    `M${n(x - 14 * s)} ${n(y)}C${n(x - 4 * s)} ${n(y - 40 * s)} ${n(x - 22 * s)} ${n(y - 70 * s)} ${n(x - 8 * s)} ${n(y - 110 * s)}L${n(x + 8 * s)} ${n(y - 108 * s)}C${n(x)} ${n(y - 70 * s)} ${n(x + 18 * s)} ${n(y - 40 * s)} ${n(x + 16 * s)} ${n(y)}Z`,
    c.trunk,
  )
  for (let i = 0; i < 14; i++) {
    const a = rnd(PI, 2 * PI)
    const r = rnd(0.2, 1)
    o += ell(
      x + Math.cos(a) * r * 95 * s,
      y - 130 * s + Math.sin(a) * r * 55 * s,
      rnd(26, 42) * s,
      rnd(14, 22) * s,
      i % 3 ? c.leaf : c.leafLight,
    )
  }
  return o
}

/** Agave rosette: pointed blue-grey leaves. */
export function agave(x, y, s, col, lt) {
  let o = ''
  const angles = [-170, -145, -120, -100, -80, -60, -35, -10]
  angles.forEach((deg, i) => {
    const a = (deg * PI) / 180
    const len = (55 + 25 * Math.sin(((deg + 180) / 180) * PI)) * s
    const ex = x + Math.cos(a) * len
    const ey = y + Math.sin(a) * len
    const px = -Math.sin(a) * 9 * s
    const py = Math.cos(a) * 9 * s
    o += poly(
      [
        [x + px, y + py],
        [ex, ey],
        [x - px, y - py],
      ],
      i % 2 ? col : lt,
    )
  })
  return o
}

/** Lavender rows seen from the side: a band of mauve tufts. */
export function lavenderRow(x, y, w, s, col, lt) {
  const r = 17 * s
  const row = (rr, dy) =>
    `M${n(x)} ${n(y + dy)}${`a${n(rr)} ${n(rr * 0.8)} 0 0 1 ${n(2 * rr)} 0`.repeat(Math.ceil(w / (2 * rr)))}V${n(y + r)}H${n(x)}Z`
  return path(row(r, 0), col) + path(row(r * 0.55, -r * 0.3), lt, op(0.8))
}
