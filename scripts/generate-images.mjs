#!/usr/bin/env node
// Generates the demo imagery: poster-style SVG scenes of the Riviera, written to public/images.
// No network and no stock photography here, so every picture is composed from small drawing
// functions. A seeded random per file keeps the output byte-for-byte deterministic.
// Usage: node scripts/generate-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC = join(ROOT, 'public')

// ---------------------------------------------------------------- numbers, random, colour

// whole pixels are plenty at these sizes and keep the files small
const n = (v) => Math.round(v)
const PI = Math.PI

function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function hashString(s) {
  let h = 2166136261
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

/** The drawing context of the file being composed: size, collected <defs>, random source. */
let C

const rnd = (a = 0, b = 1) => a + (b - a) * C.rand()
const pick = (list) => list[Math.floor(C.rand() * list.length)]

function rgb(hex) {
  const v = parseInt(hex.slice(1), 16)
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}
function mix(a, b, t) {
  const [r1, g1, b1] = rgb(a)
  const [r2, g2, b2] = rgb(b)
  const c = (x, y) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0')
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`
}
const dark = (c, t) => mix(c, '#0b1a2c', t)
const light = (c, t) => mix(c, '#ffffff', t)

// ---------------------------------------------------------------- svg plumbing

function begin(w, h, name) {
  C = { w, h, defs: [], id: 0, rand: mulberry32(hashString(name)) }
}

function finish(body) {
  const { w, h } = C
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${C.defs.join('')}</defs>${body}</svg>\n`
}

const newId = (p) => `${p}${(C.id++).toString(36)}`

function stopList(list) {
  return list
    .map((s, i) => {
      const [o, c, a] = Array.isArray(s) ? s : [i / (list.length - 1), s, 1]
      const op = a === undefined || a === 1 ? '' : ` stop-opacity="${a}"`
      return `<stop offset="${Math.round(o * 100) / 100}" stop-color="${c}"${op}/>`
    })
    .join('')
}

/** Linear gradient (object bounding box, vertical by default); returns the fill reference. */
function lin(list, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  const id = newId('l')
  C.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopList(list)}</linearGradient>`,
  )
  return `url(#${id})`
}

function rad(list, cx = 0.5, cy = 0.5, r = 0.5) {
  const id = newId('r')
  C.defs.push(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopList(list)}</radialGradient>`,
  )
  return `url(#${id})`
}

/** Clip the drawing to a rectangle (used for views framed by windows and openings). */
function clipRect(x, y, w, h, body, rx = 0) {
  const id = newId('c')
  C.defs.push(
    `<clipPath id="${id}">${rect(x, y, w, h, '#000', rx ? ` rx="${rx}"` : '')}</clipPath>`,
  )
  return `<g clip-path="url(#${id})">${body}</g>`
}
function clipPath(d, body) {
  const id = newId('c')
  C.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`)
  return `<g clip-path="url(#${id})">${body}</g>`
}

const op = (o) => (o === 1 || o === undefined ? '' : ` opacity="${o}"`)
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`
const ptsD = (pts) => `M${pts.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}Z`
const poly = (pts, fill, extra = '') => `<path d="${ptsD(pts)}" fill="${fill}"${extra}/>`
const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
const ell = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`
const circ = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`
const stroke = (d, color, w, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round"${extra}/>`
const line = (x1, y1, x2, y2, color, w, extra = '') =>
  stroke(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, color, w, extra)

/** Smooth open curve through points (Catmull-Rom as cubic Béziers). */
function smooth(pts) {
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i]
    const p1 = pts[i]
    const p2 = pts[i + 1]
    const p3 = pts[i + 2] || p2
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`
  }
  return d
}

/** A land mass: smooth ridge through pts, closed down to `bottom`. */
function land(pts, fill, bottom = C.h, extra = '') {
  const first = pts[0]
  const last = pts[pts.length - 1]
  return path(`${smooth(pts)}L${n(last[0])} ${n(bottom)}L${n(first[0])} ${n(bottom)}Z`, fill, extra)
}

/** Adds small random bumps between the given control points (maquis, rocks, tree lines). */
function roughen(pts, amp, step) {
  const out = []
  for (let i = 0; i < pts.length - 1; i++) {
    const [x1, y1] = pts[i]
    const [x2, y2] = pts[i + 1]
    const k = Math.max(1, Math.round(Math.abs(x2 - x1) / step))
    for (let j = 0; j < k; j++) {
      const t = j / k
      out.push([x1 + (x2 - x1) * t, y1 + (y2 - y1) * t + (j ? rnd(-amp, amp) : 0)])
    }
  }
  out.push(pts[pts.length - 1])
  return out
}

// ---------------------------------------------------------------- sky, sun, sea

function sky(x, y, w, h, colors) {
  return rect(x, y, w, h, lin(colors))
}

function sun(x, y, r, color, glow, glowSize = 4, glowOpacity = 0.55) {
  const g = rad([
    [0, glow, glowOpacity],
    [0.35, glow, glowOpacity * 0.35],
    [1, glow, 0],
  ])
  return circ(x, y, r * glowSize, g) + circ(x, y, r, color)
}

/** Long flat poster clouds. */
function clouds(x, y, w, h, color, count, opacity = 0.55) {
  let o = ''
  for (let i = 0; i < count; i++) {
    const cw = rnd(0.12, 0.3) * w
    const ch = rnd(8, 18)
    const cx = x + rnd(0, w - cw)
    const cy = y + rnd(0, h)
    o += rect(cx, cy, cw, ch, color, ` rx="${n(ch / 2)}"${op(rnd(0.6, 1) * opacity)}`)
    if (C.rand() < 0.6)
      o += rect(
        cx + cw * rnd(0.1, 0.4),
        cy - ch * 1.1,
        cw * rnd(0.3, 0.5),
        ch,
        color,
        ` rx="${n(ch / 2)}"${op(opacity * 0.8)}`,
      )
  }
  return o
}

/** Sea band from the horizon down; colors run horizon -> foreground. */
function sea(x, y, w, h, colors, opts = {}) {
  const {
    waves = 40,
    waveColor = '#ffffff',
    waveOpacity = 0.35,
    glitterX,
    glitterColor,
    glitterW = 120,
  } = opts
  let o = rect(x, y, w, h, lin(colors))
  o += rect(x, y, w, 3, light(colors[0], 0.35), op(0.6))
  for (let i = 0; i < waves; i++) {
    const t = Math.pow(rnd(0.02, 1), 1.4)
    const yy = y + h * t
    const len = 14 + 150 * t
    const th = 1 + 4 * t
    const xx = x + rnd(-40, w)
    o += path(
      `M${n(xx)} ${n(yy)}Q${n(xx + len / 2)} ${n(yy - th * 1.6)} ${n(xx + len)} ${n(yy)}Q${n(xx + len / 2)} ${n(yy - th * 0.4)} ${n(xx)} ${n(yy)}Z`,
      waveColor,
      op(waveOpacity * (0.5 + t / 2)),
    )
  }
  if (glitterX !== undefined) o += glitter(glitterX, y, h, glitterColor || '#fff3d6', glitterW)
  return o
}

/** Sun path on the water: stacked short strokes widening towards the viewer. */
function glitter(x, y, h, color, width) {
  let o = ''
  const rows = 22
  for (let i = 0; i < rows; i++) {
    const t = i / rows
    const yy = y + 4 + h * Math.pow(t, 1.5)
    const half = width * (0.3 + t * 1.2)
    const len = rnd(0.2, 0.7) * half
    const xx = x + rnd(-half, half - len)
    o += rect(xx, yy, len, 1.5 + t * 5, color, ` rx="${n(1 + t * 2)}"${op(0.85 - t * 0.45)}`)
  }
  return o
}

// ---------------------------------------------------------------- vegetation

/** Umbrella (stone) pine: leaning trunk, flat-bottomed layered canopy. */
function pine(x, y, s, c, lean = 0.22) {
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
function cypress(x, y, h, w, dk, lt) {
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
function palm(x, y, h, lean, c) {
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
function bush(x, y, w, h, col, lt, flower, flowerCount = 18) {
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
function mimosa(x, y, s, c) {
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
function olive(x, y, s, c) {
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
function agave(x, y, s, col, lt) {
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
function lavenderRow(x, y, w, s, col, lt) {
  const r = 17 * s
  const row = (rr, dy) =>
    `M${n(x)} ${n(y + dy)}${`a${n(rr)} ${n(rr * 0.8)} 0 0 1 ${n(2 * rr)} 0`.repeat(Math.ceil(w / (2 * rr)))}V${n(y + r)}H${n(x)}Z`
  return path(row(r, 0), col) + path(row(r * 0.55, -r * 0.3), lt, op(0.8))
}

// ---------------------------------------------------------------- rocks and landforms

/** Band of rounded canopies along a ridge (maquis, hedges, distant woods), filled below. */
function treeLine(pts, r, col, lt, bottom = C.h) {
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
function rocks(pts, c) {
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
function islet(x, y, w, h, c) {
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
function vineyard(x0, x1, yTop, yBottom, vpx, c, rows = 14) {
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

// ---------------------------------------------------------------- architecture

/** A window: frame, glass and a soft diagonal reflection. */
function win(x, y, w, h, glass, frame, reflection = 0.18) {
  let o = rect(x, y, w, h, frame)
  const f = Math.max(2, Math.min(w, h) * 0.08)
  o += rect(x + f, y + f, w - 2 * f, h - 2 * f, glass)
  if (reflection)
    o += poly(
      [
        [x + f + (w - 2 * f) * 0.55, y + f],
        [x + f + (w - 2 * f) * 0.8, y + f],
        [x + f + (w - 2 * f) * 0.3, y + h - f],
        [x + f + (w - 2 * f) * 0.05, y + h - f],
      ],
      '#ffffff',
      op(reflection),
    )
  return o
}

/** Window with Provençal louvred shutters folded open on both sides. */
function shutterWin(x, y, w, h, glass, shutter, frame) {
  let o = win(x, y, w, h, glass, frame, 0.12)
  const sw = w * 0.48
  for (const sx of [x - sw - 2, x + w + 2]) {
    o += rect(sx, y, sw, h, shutter)
    if (h < 70) continue
    let slats = ''
    for (let k = 1; k < 7; k++) slats += `M${n(sx + 3)} ${n(y + (h * k) / 7)}H${n(sx + sw - 3)}`
    o += stroke(slats, dark(shutter, 0.25), 1.6)
  }
  return o
}

function archWin(x, y, w, h, glass, frame) {
  const r = w / 2
  const outer = `M${n(x)} ${n(y + h)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h)}Z`
  const f = w * 0.09
  const ri = r - f
  const inner = `M${n(x + f)} ${n(y + h - f)}V${n(y + r)}A${n(ri)} ${n(ri)} 0 0 1 ${n(x + w - f)} ${n(y + r)}V${n(y + h - f)}Z`
  return (
    path(outer, frame) + path(inner, glass) + line(x + r, y + f, x + r, y + h - f, frame, f * 0.6)
  )
}

/** Terracotta hip roof seen from the front, with channel-tile lines and a génoise cornice. */
function hipRoof(x, y, w, h, c, overhang = 16) {
  const pts = [
    [x - overhang, y],
    [x + w + overhang, y],
    [x + w - h * 1.1, y - h],
    [x + h * 1.1, y - h],
  ]
  let o = poly(pts, c.roof)
  let tiles = ''
  const step = 13
  for (let tx = x - overhang + step; tx < x + w + overhang; tx += step) {
    const u = (tx - x + overhang) / (w + 2 * overhang)
    const topX = x + h * 1.1 + (w - 2.2 * h) * u
    tiles += `M${n(tx)} ${n(y - 2)}L${n(topX)} ${n(y - h + 2)}`
  }
  o += clipPath(ptsD(pts), stroke(tiles, c.roofDark || dark(c.roof, 0.25), 2.4, op(0.55)))
  o += rect(x - overhang, y - 4, w + 2 * overhang, 6, c.roofDark || dark(c.roof, 0.25))
  o += rect(x - overhang * 0.6, y + 2, w + overhang * 1.2, 5, c.trim || '#f3ead9')
  o += rect(x - overhang * 0.3, y + 7, w + overhang * 0.6, 4, dark(c.wall, 0.12))
  return o
}

/** Gable roof (two slopes) for chapels and small houses. */
function gableRoof(x, y, w, h, col, overhang = 10) {
  return poly(
    [
      [x - overhang, y],
      [x + w / 2, y - h],
      [x + w + overhang, y],
    ],
    col,
  )
}

/** Striped beach parasol, canopy and pole. */
function parasol(x, y, r, c1, c2, poleH = r * 1.5, tilt = 0) {
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
function lounger(x, y, s, frame, cushion, towel) {
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
function pool(x, y, w, h, c, inset = 0) {
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

// ---------------------------------------------------------------- boats and landmarks

/** Sailing yacht: hull, mast, main and jib; dir 1 sails right. */
function sailboat(x, y, s, c, dir = 1) {
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
function motorYacht(x, y, s, c, dir = 1) {
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

/** Lighthouse: tapered white tower, dark lantern and gallery. */
function lighthouse(x, y, s, c) {
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
function chapel(x, y, s, c) {
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

/** Generic village house: lit front, shaded side, tile roof, a few small windows. */
function house(x, y, w, h, c, windows = 2) {
  let o = rect(x, y - h, w, h, c.wall)
  o += rect(x + w, y - h, w * 0.3, h, c.shade)
  o += poly(
    [
      [x - 5, y - h],
      [x + w + 5, y - h],
      [x + w - 4, y - h - w * 0.2],
      [x + 4, y - h - w * 0.2],
    ],
    c.roof,
  )
  o += poly(
    [
      [x + w + 5, y - h],
      [x + w * 1.3 + 3, y - h],
      [x + w * 1.3, y - h - w * 0.16],
      [x + w - 4, y - h - w * 0.2],
    ],
    dark(c.roof, 0.2),
  )
  for (let i = 0; i < windows; i++) {
    const wx = x + ((i + 0.5) * w) / windows - w * 0.06
    o += rect(wx, y - h * 0.72, w * 0.12, h * 0.2, c.window)
    if (h > 90) o += rect(wx, y - h * 0.38, w * 0.12, h * 0.18, c.window)
  }
  return o
}

/** A classic 1950s roadster in side view. */
function roadster(x, y, s, c) {
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
function hiker(x, y, s, col, pack) {
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

function kayak(x, y, s, hull, person) {
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

/** Soft light vignette that gives every scene the same finished, printed feel. */
function vignette(color = '#0f2a44', strength = 0.22) {
  return rect(
    0,
    0,
    C.w,
    C.h,
    rad(
      [
        [0, color, 0],
        [0.7, color, 0],
        [1, color, strength],
      ],
      0.5,
      0.5,
      0.75,
    ),
  )
}

// ---------------------------------------------------------------- villa themes
// One palette and architecture per villa, shared by its four views so they read as one place.

const BRAND = {
  navy: '#0f2a44',
  sea1: '#1b5e8a',
  sea2: '#2f86b3',
  sea3: '#7cc3d9',
  sand: '#efe4d2',
  ivory: '#faf7f2',
  terracotta: '#c1663f',
  ochre: '#d9a441',
  pine: '#2f5d3a',
  esterel: '#b4432b',
  gold: '#c8a15a',
}

const THEMES = {
  azur: {
    time: 'midday',
    sky: ['#4f9ccb', '#8fc8e4', '#d7eef2'],
    sun: { x: 0.8, y: 0.14, r: 44, color: '#fffaf0', glow: '#ffffff' },
    cloud: '#ffffff',
    sea: ['#8fd0df', '#2f86b3', '#17527d'],
    far: '#a9c9d6',
    far2: '#c5dde4',
    hill: '#7d9e86',
    veg: { trunk: '#4a3a30', dark: '#22472f', mid: '#2f5d3a', light: '#4f7d4f' },
    cyp: ['#1f3f2a', '#3b6b45'],
    wall: '#fbf8f3',
    wallShade: '#d7dde0',
    trim: '#ffffff',
    glass: '#1d4766',
    glassLit: '#2d6a93',
    stone: '#e9dcc4',
    stoneShade: '#c9b99c',
    pool: { coping: '#f1e9da', waterFar: '#7fd6e0', water: '#39b5cc', waterNear: '#1f8fb0' },
    textile: ['#0f2a44', '#faf7f2'],
    cushion: '#f4efe6',
    accent: '#c1663f',
    shadow: '#1b3a5a',
    interior: {
      wall: '#f3efe8',
      wallShade: '#e2dbd0',
      floor: '#d9cdb8',
      floorDark: '#c4b49a',
      wood: '#8b6a4f',
      linen: '#faf7f2',
      sofa: '#e9e2d6',
      accent: '#2f86b3',
      accent2: '#c1663f',
    },
    flower: '#e0559a',
  },
  'les-pins': {
    time: 'golden afternoon',
    sky: ['#8db7cf', '#e9d2a8', '#f5b27a'],
    sun: { x: 0.2, y: 0.36, r: 60, color: '#fff1cf', glow: '#ffd9a0' },
    cloud: '#fff4e0',
    sea: ['#b8c7c4', '#3f7f9e', '#1a4b6e'],
    far: '#b9a5b0',
    far2: '#d4bfb9',
    hill: '#8f8f6a',
    veg: { trunk: '#5a3b2a', dark: '#27432c', mid: '#3a5f36', light: '#6b8a4a' },
    cyp: ['#243c28', '#4b6b3c'],
    wall: '#e8cfa3',
    wallShade: '#bf9d72',
    trim: '#f3e6cc',
    roof: '#c1663f',
    roofDark: '#94452a',
    shutter: '#7f9c8e',
    glass: '#3b3a3f',
    stone: '#e3cda6',
    stoneShade: '#b99566',
    rock: { mid: '#b4432b', dark: '#7f2a1c', light: '#d86b45' },
    pool: { coping: '#e9d8b8', waterFar: '#8fd3d6', water: '#3aa9bd', waterNear: '#1f7d99' },
    textile: ['#c1663f', '#f6ecd9'],
    cushion: '#efe2c8',
    accent: '#c1663f',
    shadow: '#5a3526',
    interior: {
      wall: '#efe1c6',
      wallShade: '#d8c29e',
      floor: '#c47a54',
      floorDark: '#a8603f',
      wood: '#7a5234',
      linen: '#f7efe0',
      sofa: '#e6d5b6',
      accent: '#7f9c8e',
      accent2: '#c1663f',
    },
    flower: '#d9477c',
  },
  esterel: {
    time: 'bright morning',
    sky: ['#2f7fb0', '#7fc0df', '#d9eff0'],
    sun: { x: 0.12, y: 0.16, r: 50, color: '#fffaf0', glow: '#ffffff' },
    cloud: '#ffffff',
    sea: ['#6fc7d3', '#1f8fae', '#0f4f78'],
    far: '#c08a86',
    far2: '#d9b3a8',
    hill: '#9a4a35',
    veg: { trunk: '#4a3328', dark: '#23432c', mid: '#35603a', light: '#5d8a50' },
    cyp: ['#1f3a27', '#3b6640'],
    wall: '#f4f1ea',
    wallShade: '#c9c8c4',
    trim: '#2a2d33',
    glass: '#2b5877',
    glassLit: '#6fb1d1',
    stone: '#d9c9b0',
    stoneShade: '#b09a7c',
    rock: { mid: '#b4432b', dark: '#7a2619', light: '#dc6e45' },
    pool: { coping: '#ece6dc', waterFar: '#86e0e4', water: '#2fbfcf', waterNear: '#1590ad' },
    textile: ['#b4432b', '#faf7f2'],
    cushion: '#ece6dc',
    accent: '#b4432b',
    shadow: '#4a1c14',
    interior: {
      wall: '#eeebe4',
      wallShade: '#d6d2ca',
      floor: '#bdb5a8',
      floorDark: '#a39b8e',
      wood: '#5e4634',
      linen: '#faf7f2',
      sofa: '#cfc6b8',
      accent: '#b4432b',
      accent2: '#1b5e8a',
    },
    flower: '#e6a13a',
  },
  'belle-rive': {
    time: 'early morning',
    sky: ['#a9c9e0', '#f1dccb', '#f6c6a0'],
    sun: { x: 0.84, y: 0.4, r: 44, color: '#fff4e2', glow: '#ffe2bd' },
    cloud: '#fff6ec',
    sea: ['#c6d6da', '#5b98b8', '#21587f'],
    far: '#c5b6c9',
    far2: '#ddcdd4',
    hill: '#8da08a',
    veg: { trunk: '#6b5139', dark: '#2b4a36', mid: '#3f6b4a', light: '#6f9668' },
    palm: { trunk: '#8a6d4e', dark: '#2e5a3e', mid: '#4a7d55' },
    cyp: ['#254232', '#456d4d'],
    wall: '#dba54a',
    wallShade: '#b47f31',
    trim: '#f8efdd',
    roof: '#c1663f',
    roofDark: '#8f4429',
    shutter: '#4f7a5a',
    glass: '#3f4a55',
    stone: '#efe2cc',
    stoneShade: '#cbb593',
    pool: { coping: '#f1e6d2', waterFar: '#a5dfe0', water: '#4bb7c6', waterNear: '#26899f' },
    textile: ['#4f7a5a', '#f8efdd'],
    cushion: '#f8efdd',
    accent: '#d9a441',
    shadow: '#6a4a3a',
    lighthouse: {
      tower: '#faf7f2',
      towerShade: '#d9d3cb',
      cap: '#0f2a44',
      lamp: '#f2d58a',
      roof: '#c1663f',
    },
    interior: {
      wall: '#f3e3c4',
      wallShade: '#dcc59c',
      floor: '#c9a57a',
      floorDark: '#ad8a60',
      wood: '#6e4c33',
      linen: '#fbf5ea',
      sofa: '#4f7a5a',
      accent: '#d9a441',
      accent2: '#c1663f',
    },
    flower: '#c94f8a',
  },
  mimosa: {
    time: 'spring noon',
    sky: ['#8cc2e2', '#c9e4ef', '#f3efe2'],
    sun: { x: 0.7, y: 0.12, r: 48, color: '#fffbe8', glow: '#fff6d8' },
    cloud: '#ffffff',
    sea: ['#a6d4e2', '#4d9cc4', '#2a6f9a'],
    far: '#a8b9c9',
    far2: '#c5d3dc',
    hill: '#8fa97f',
    veg: { trunk: '#5c4332', dark: '#2e5236', mid: '#43704a', light: '#6d9460' },
    cyp: ['#27452e', '#4a7450'],
    wall: '#eab8a6',
    wallShade: '#c88f7e',
    trim: '#fbf1e8',
    roof: '#c8653f',
    roofDark: '#974a2d',
    shutter: '#8eaabb',
    glass: '#3f4652',
    stone: '#efe0c8',
    stoneShade: '#cdb592',
    pool: { coping: '#f3e9d8', waterFar: '#a8e2e2', water: '#54bfcb', waterNear: '#2b97ac' },
    textile: ['#e6b94a', '#fbf6ea'],
    cushion: '#fbf6ea',
    accent: '#e6b94a',
    shadow: '#6a4d58',
    mimosa: { trunk: '#5c4332', leaf: '#6f8f5a', bloom: '#f2c53d', bloomLight: '#f8dc6e' },
    vine: { soil: '#dcbf92', vine: '#7f9b4c', vineDark: '#627e3a', leafLight: '#97b15e' },
    interior: {
      wall: '#f6e6dc',
      wallShade: '#e6cfc2',
      floor: '#d9b48f',
      floorDark: '#c29a73',
      wood: '#8a6a4e',
      linen: '#fdf8f1',
      sofa: '#f1e4cf',
      accent: '#e6b94a',
      accent2: '#8eaabb',
    },
    flower: '#f2c53d',
  },
  ciel: {
    time: 'sunset',
    sky: ['#3b3a6b', '#a2577a', '#ef8a5c', '#f9c46b'],
    sun: { x: 0.5, y: 0.86, r: 70, color: '#ffe2a0', glow: '#ffb36b' },
    cloud: '#f7a27a',
    sea: ['#f0a07c', '#8a5479', '#2c2c55'],
    far: '#8a5a7c',
    far2: '#b77183',
    hill: '#4a3763',
    veg: { trunk: '#2b2238', dark: '#2a2440', mid: '#3a3152', light: '#5b4562' },
    cyp: ['#231f38', '#3e2f4f'],
    wall: '#efbf8c',
    wallShade: '#a26a6e',
    trim: '#f9dcb0',
    roof: '#c65a36',
    roofDark: '#8a3a33',
    shutter: '#6f7f9a',
    glass: '#ffd27a',
    stone: '#e7b487',
    stoneShade: '#9a6669',
    pool: { coping: '#eec194', waterFar: '#f3b48d', water: '#5a9fb8', waterNear: '#2f5f85' },
    textile: ['#f2d3a2', '#8a3a33'],
    cushion: '#f6dfbd',
    accent: '#c65a36',
    shadow: '#2e2440',
    interior: {
      wall: '#f0cfa8',
      wallShade: '#c89276',
      floor: '#b87a5a',
      floorDark: '#955e48',
      wood: '#5a3a32',
      linen: '#fbe9d2',
      sofa: '#e9cba8',
      accent: '#c65a36',
      accent2: '#6f7f9a',
    },
    flower: '#e0508a',
  },
  lumiere: {
    time: 'blue hour',
    sky: ['#0f2a44', '#2c4f7a', '#7d86b0', '#eaa99c'],
    sun: { x: 0.78, y: 0.18, r: 22, color: '#fbf3dc', glow: '#c9d3ee', moon: true },
    cloud: '#8e93b8',
    sea: ['#9a8fb0', '#2d4f78', '#0f2a44'],
    far: '#2c4263',
    far2: '#4d5f83',
    hill: '#1c3352',
    veg: { trunk: '#142438', dark: '#13263d', mid: '#1c3350', light: '#2b4566' },
    palm: { trunk: '#1a2d45', dark: '#12243a', mid: '#1b3352' },
    cyp: ['#112238', '#1d3553'],
    wall: '#efe6d6',
    wallShade: '#a9a9bd',
    trim: '#fbf6ec',
    glass: '#f6c46a',
    glassDark: '#2b3d5c',
    stone: '#d9cdb8',
    stoneShade: '#8f8ea6',
    pool: { coping: '#e2d8c6', waterFar: '#6fd0dc', water: '#2aa7c0', waterNear: '#166f93' },
    textile: ['#c8a15a', '#0f2a44'],
    cushion: '#efe6d6',
    accent: '#c8a15a',
    shadow: '#0b1a2c',
    interior: {
      wall: '#ece3d2',
      wallShade: '#cfc2ab',
      floor: '#2e3140',
      floorDark: '#23252f',
      wood: '#3c2e2a',
      linen: '#faf6ee',
      sofa: '#c8a15a',
      accent: '#0f2a44',
      accent2: '#c8a15a',
    },
    flower: '#c8a15a',
  },
}

// ---------------------------------------------------------------- shared scene pieces

/** Sky, sun, clouds, distant coast and sea for a scene (or a window) with the horizon at hz. */
function backdrop(t, hz, opts = {}) {
  const {
    x = 0,
    y = 0,
    w = C.w,
    h = C.h,
    lands = [],
    clouds: cc = 5,
    glitter = true,
    sunScale = 1,
  } = opts
  const sx = x + t.sun.x * w
  const sy = y + t.sun.y * (hz - y)
  let o = sky(x, y, w, hz - y + 2, t.sky)
  o += sun(
    sx,
    sy,
    t.sun.r * sunScale,
    t.sun.color,
    t.sun.glow,
    t.sun.moon ? 6 : 4,
    t.sun.moon ? 0.35 : 0.55,
  )
  if (t.sun.moon)
    o += circ(
      sx + t.sun.r * 0.4 * sunScale,
      sy - t.sun.r * 0.2 * sunScale,
      t.sun.r * 0.85 * sunScale,
      t.sky[1],
      op(0.25),
    )
  if (cc)
    o += clouds(
      x,
      y + (hz - y) * 0.08,
      w,
      (hz - y) * 0.55,
      t.cloud,
      cc,
      t.time === 'sunset' ? 0.7 : 0.45,
    )
  o += rect(
    x,
    hz - (hz - y) * 0.35,
    w,
    (hz - y) * 0.35 + 2,
    lin([
      [0, t.sky[t.sky.length - 1], 0],
      [1, t.sky[t.sky.length - 1], 0.7],
    ]),
  )
  o += sea(x, hz, w, y + h - hz, t.sea, {
    waves: Math.round(w / 40),
    waveOpacity: t.time === 'blue hour' ? 0.18 : 0.32,
    glitterX: glitter && t.sun.x > 0 ? sx : undefined,
    glitterColor: light(t.sun.glow, 0.3),
    glitterW: w * 0.06,
  })
  for (const l of lands) o += land(l.pts, l.fill, hz + (l.drop || 2))
  return o
}

/** Scale and shift control points defined on a 1600-wide canvas. */
const fit = (pts, sx = 1, dx = 0, sy = 1, dy = 0) =>
  pts.map(([px, py]) => [px * sx + dx, py * sy + dy])

/** Long flat shadow cast on the ground. */
function shadow(pts, t, o = 0.22) {
  return poly(pts, t.shadow, op(o))
}

// ---------------------------------------------------------------- villa architecture

/** Villa Azur: two stacked white boxes, thin roof slabs, floor-to-ceiling glass. */
function modernVilla(x, y, s, t) {
  const P = (v) => v * s
  let o = ''
  // lower floor
  o += rect(x - P(40), y - P(130), P(40), P(130), t.wallShade)
  o += rect(x, y - P(130), P(780), P(130), t.wall)
  for (let i = 0; i < 6; i++)
    o += win(
      x + P(40 + i * 95),
      y - P(112),
      P(88),
      P(104),
      i % 2 ? t.glass : t.glassLit,
      t.wallShade,
      0.16,
    )
  o += rect(x + P(620), y - P(112), P(130), P(104), t.wallShade)
  // slab
  o +=
    rect(x - P(60), y - P(142), P(860), P(12), t.trim) +
    rect(x - P(60), y - P(130), P(860), P(5), t.wallShade)
  // upper floor, set back
  o += rect(x + P(110), y - P(250), P(470), P(108), t.wall)
  o += rect(x + P(80), y - P(250), P(30), P(108), t.wallShade)
  o += win(x + P(140), y - P(234), P(300), P(80), t.glass, t.wallShade, 0.2)
  o += win(x + P(460), y - P(234), P(90), P(80), t.glassLit, t.wallShade, 0.2)
  o +=
    rect(x + P(60), y - P(262), P(560), P(12), t.trim) +
    rect(x + P(60), y - P(250), P(560), P(5), t.wallShade)
  // slender glass balustrade on the roof terrace
  o += rect(x + P(580), y - P(172), P(200), P(30), t.glassLit, op(0.35))
  return o
}

// ---------------------------------------------------------------- villa exteriors (-1)

function azurExterior(t) {
  const hz = 500
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: [
          [1000, 502],
          [1180, 486],
          [1380, 478],
          [1600, 470],
        ],
        fill: t.far2,
      },
      {
        pts: [
          [-20, 440],
          [140, 430],
          [300, 452],
          [470, 486],
          [600, 502],
        ],
        fill: t.far,
      },
    ],
  })
  o += sailboat(
    360,
    640,
    0.42,
    { hull: '#ffffff', sail: '#ffffff', sailShade: '#dfe9ee', wake: '#ffffff' },
    1,
  )
  o += sailboat(
    760,
    560,
    0.22,
    { hull: '#ffffff', sail: '#ffffff', sailShade: '#dfe9ee', wake: '#ffffff' },
    -1,
  )
  // headland the villa stands on
  o += land(
    roughen(
      [
        [300, 1200],
        [420, 960],
        [560, 840],
        [700, 790],
        [1000, 770],
        [1600, 760],
      ],
      10,
      40,
    ),
    t.hill,
  )
  o += treeLine(
    [
      [430, 1060],
      [520, 960],
      [640, 915],
      [800, 900],
      [1600, 895],
    ],
    26,
    t.veg.dark,
    t.veg.mid,
  )
  o += treeLine(
    [
      [560, 1200],
      [640, 1060],
      [800, 1010],
      [1000, 1000],
      [1600, 990],
    ],
    34,
    t.veg.mid,
    t.veg.light,
  )
  o += treeLine(
    [
      [760, 1200],
      [900, 1120],
      [1200, 1100],
      [1600, 1095],
    ],
    40,
    t.veg.dark,
    t.veg.mid,
  )
  // rocks meeting the sea
  o += rocks(
    [
      [300, 1200],
      [360, 1090],
      [430, 1060],
      [470, 1100],
      [540, 1080],
      [600, 1130],
      [640, 1200],
    ],
    { mid: t.stone, dark: t.stoneShade, light: '#fbf5ea' },
  )
  // retaining wall, pool deck, infinity pool
  o += rect(560, 760, 1040, 130, t.stone) + rect(560, 760, 1040, 10, t.stoneShade, op(0.6))
  let joints = ''
  for (let yy = 790; yy < 890; yy += 26) joints += `M560 ${yy}H1600`
  o += stroke(joints, t.stoneShade, 1.5, op(0.45))
  o += rect(540, 728, 1060, 34, t.pool.coping)
  o += rect(560, 734, 1040, 30, lin([t.pool.waterFar, t.pool.water]))
  o += rect(560, 760, 1040, 6, light(t.sea[0], 0.2), op(0.9))
  o += modernVilla(760, 700, 1, t)
  o += rect(620, 700, 980, 28, t.pool.coping)
  o += shadow(
    [
      [720, 700],
      [760, 700],
      [700, 728],
      [640, 728],
    ],
    t,
    0.2,
  )
  // loungers and parasols on the deck
  for (const lx of [600, 980, 1180])
    o += lounger(lx, 728, 0.6, '#c9b99c', t.cushion, lx === 1040 ? t.textile[0] : null)
  o += parasol(1400, 728, 90, t.textile[0], t.textile[1], 120)
  // garden and framing trees
  o += cypress(1500, 730, 330, 58, ...t.cyp) + cypress(1560, 730, 280, 52, ...t.cyp)
  o += agave(700, 915, 0.9, '#6f9aa0', '#8fb7b5') + agave(1300, 910, 1.1, '#6f9aa0', '#8fb7b5')
  o += bush(960, 912, 300, 70, t.veg.dark, t.veg.mid, t.flower, 16)
  o += pine(150, 1240, 2.6, t.veg, 0.18)
  o += vignette(t.shadow, 0.18)
  return o
}

// ---------------------------------------------------------------- facade fragments (per architecture)

/** A piece of the villa's own wall, so detail views read as the same house. */
function facade(t, x, y, w, h) {
  let o = rect(x, y, w, h, t.wall) + rect(x, y, 18, h, t.wallShade)
  const a = t.arch
  if (a === 'modern' || a === 'glass') {
    o += rect(x - 20, y, w + 20, 16, t.trim)
    for (let i = 0; i < 2; i++)
      o += win(
        x + 50 + (i * (w - 60)) / 2,
        y + 50,
        (w - 90) / 2,
        h - 50,
        i ? t.glassLit : t.glass,
        a === 'glass' ? t.trim : t.wallShade,
        0.18,
      )
  } else if (a === 'deco') {
    o +=
      rect(x, y, w, 14, t.trim) +
      rect(x, y + 40, w, 6, t.wallShade) +
      rect(x, y + 58, w, 6, t.wallShade)
    o += circ(x + w * 0.3, y + 150, 34, t.wallShade) + circ(x + w * 0.3, y + 150, 26, t.glass)
    o += win(x + w * 0.5, y + 100, w * 0.4, h - 100, t.glass, t.trim, 0.1)
  } else if (a === 'perched') {
    let stones = ''
    for (let i = 0; i < 14; i++)
      stones += `M${n(x + rnd(20, w - 40))} ${n(y + rnd(10, h - 10))}h${n(rnd(16, 30))}`
    o += stroke(stones, t.wallShade, 3, op(0.35))
    o += path(
      `M${n(x + 60)} ${n(y + h)}V${n(y + 130)}A${n(w * 0.25)} ${n(w * 0.25)} 0 0 1 ${n(x + 60 + w * 0.5)} ${n(y + 130)}V${n(y + h)}Z`,
      t.glass,
      op(0.9),
    )
  } else {
    if (a === 'provencal') {
      let stones = ''
      for (let i = 0; i < 22; i++)
        stones += `M${n(x + rnd(24, w - 40))} ${n(y + rnd(10, h - 10))}h${n(rnd(14, 34))}`
      o += stroke(stones, t.wallShade, 3, op(0.4))
    }
    if (a === 'belle-epoque')
      o +=
        rect(x, y + 30, w, 10, t.trim) +
        archWin(x + w * 0.38, y + 90, w * 0.3, h - 90, t.glass, t.trim)
    else o += shutterWin(x + w * 0.4, y + 80, w * 0.26, h * 0.6, t.glass, t.shutter, t.trim)
  }
  return o
}

// ---------------------------------------------------------------- shared villa views (-2, -3, -4)

/** Perspective floor (tiles or planks) converging on the horizon point. */
function floor(x0, x1, y0, y1, vpx, vpy, col, lineCol, cols = 14, rows = 6, planks = false) {
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

function balustrade(x0, x1, y, h, t, kind) {
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
function pottedTree(x, y, s, t, lemons = false) {
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

function bistroSet(x, y, s, t) {
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
function pergola(t, flowers) {
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

function terraceView(t) {
  const hz = 560
  let o = backdrop(t, hz, { lands: t.lands(hz), glitter: true })
  if (t.viewExtras) o += t.viewExtras(hz)
  o += floor(0, 1600, 860, 1200, 800, hz, t.stone, t.stoneShade, 12, 5)
  let beams = ''
  for (let i = 0; i < 6; i++)
    beams += ptsD([
      [-200 + i * 360, 880],
      [-120 + i * 360, 880],
      [-320 + i * 360, 1200],
      [-460 + i * 360, 1200],
    ])
  o += path(beams, t.shadow, op(0.12))
  o += balustrade(0, 1600, 780, 84, t, t.rail)
  o += pottedTree(1360, 1000, 1.05, t, t.lemons)
  o += bistroSet(720, 1080, 1.25, t)
  o += pergola(t, t.pergolaFlowers)
  o += vignette(t.shadow, 0.2)
  return o
}

/** Interior shell: wall, a large opening onto the view, floor with planks. */
function room(t, win0, hz, frame) {
  const { w, h } = C
  const [wx, wy, ww, wh] = win0
  const i = t.interior
  let o = rect(0, 0, w, h, i.wall)
  o += clipRect(
    wx,
    wy,
    ww,
    wh,
    backdrop(t, hz, {
      x: wx,
      y: wy - 40,
      w: ww,
      h: wh + 40,
      lands: t.lands(hz).map((l) => ({ ...l, pts: fit(l.pts, ww / 1600, wx) })),
      clouds: 3,
      sunScale: 0.8,
    }) + (t.windowExtras ? t.windowExtras(wx, wy, ww, wh, hz) : ''),
  )
  o += rect(wx - 14, wy - 14, ww + 28, 14, frame) + rect(wx - 14, wy + wh, ww + 28, 14, frame)
  o += rect(wx - 14, wy, 14, wh, frame) + rect(wx + ww, wy, 14, wh, frame)
  for (let k = 1; k < 3; k++) o += rect(wx + (ww * k) / 3 - 5, wy, 10, wh, frame)
  o += rect(0, 0, w, 60, i.wallShade, op(0.5))
  const fy = wy + wh + 14
  o += floor(0, w, fy + 40, h, w / 2, hz, i.floor, i.floorDark, 20, 1, true)
  o += rect(0, fy, w, 40, i.wall) + rect(0, fy + 34, w, 8, i.wallShade)
  o += poly(
    [
      [wx + 60, fy + 42],
      [wx + ww * 0.7, fy + 42],
      [wx + ww * 0.9, h],
      [wx - 80, h],
    ],
    '#ffffff',
    op(0.12),
  )
  return o
}

function floorLamp(x, y, s, col, shade) {
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

function fig(x, y, s, t) {
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

function livingRoom(t) {
  const hz = 480
  const i = t.interior
  let o = room(t, [180, 120, 1240, 640], hz, t.frame || t.trim)
  o += poly(
    [
      [300, 1010],
      [1300, 1010],
      [1460, 1180],
      [140, 1180],
    ],
    i.accent,
    op(0.25),
  )
  // sofa
  o += ell(800, 1010, 520, 20, t.shadow, op(0.2))
  o += rect(320, 820, 960, 100, i.sofa, ' rx="18"')
  o += rect(280, 880, 1040, 120, dark(i.sofa, 0.08), ' rx="20"')
  for (let k = 0; k < 3; k++) o += rect(330 + k * 318, 880, 302, 50, light(i.sofa, 0.2), ' rx="14"')
  o += rect(250, 850, 80, 150, i.sofa, ' rx="26"') + rect(1270, 850, 80, 150, i.sofa, ' rx="26"')
  o +=
    rect(380, 790, 110, 90, i.accent, ' rx="16" transform="rotate(-8 435 835)"') +
    rect(1100, 790, 110, 90, i.accent2, ' rx="16" transform="rotate(7 1155 835)"')
  o += rect(500, 800, 90, 80, light(i.accent, 0.6), ' rx="14"')
  // coffee table
  o +=
    rect(540, 1060, 520, 34, i.wood, ' rx="6"') +
    rect(570, 1094, 20, 60, dark(i.wood, 0.2)) +
    rect(1010, 1094, 20, 60, dark(i.wood, 0.2))
  o +=
    ell(680, 1054, 60, 12, i.linen) +
    rect(860, 1030, 120, 14, i.accent2) +
    rect(870, 1018, 100, 12, i.linen)
  o +=
    path('M700 1050c-10-40 10-60 0-90', 'none', ` stroke="${t.veg.dark}" stroke-width="4"`) +
    circ(700, 958, 10, t.flower) +
    circ(690, 975, 8, t.flower)
  o += fig(110, 1060, 1.1, t)
  o += floorLamp(1500, 1140, 1.1, dark(i.wood, 0.3), i.linen)
  o += vignette(t.shadow, 0.25)
  return o
}

function bedroom(t) {
  const hz = 470
  const i = t.interior
  let o = room(t, [420, 110, 1000, 680], hz, t.frame || t.trim)
  // sheer curtains
  for (const cx of [380, 1380]) {
    let folds = ''
    for (let k = 0; k < 6; k++) folds += `M${cx + k * 16} 90V860`
    o += rect(cx - 10, 80, 110, 800, i.linen, op(0.75)) + stroke(folds, i.wallShade, 3, op(0.5))
  }
  o += rect(300, 70, 1200, 14, dark(i.wood, 0.2))
  // bed, seen side-on
  o += ell(760, 1110, 640, 22, t.shadow, op(0.22))
  o += rect(120, 700, 70, 420, i.wood, ' rx="10"')
  o +=
    rect(150, 930, 1250, 130, i.linen, ' rx="20"') + rect(150, 1040, 1250, 40, dark(i.linen, 0.08))
  o += path('M420 900C700 880 1100 890 1400 925V1060H420Z', light(i.linen, 0.3))
  o += path(
    'M420 900C440 960 430 1020 420 1060',
    'none',
    ` stroke="${dark(i.linen, 0.12)}" stroke-width="4"`,
  )
  o +=
    rect(200, 860, 220, 90, i.linen, ' rx="30"') +
    rect(230, 820, 200, 86, light(i.linen, 0.4), ' rx="30"')
  o += rect(270, 860, 110, 70, i.accent, ' rx="18"')
  o += path('M1050 915C1150 905 1300 910 1400 925V1060H1050Z', i.accent2, op(0.9))
  o += rect(1030, 915, 30, 145, dark(i.accent2, 0.15), op(0.9))
  o += rect(140, 1060, 16, 60, dark(i.wood, 0.3)) + rect(1380, 1060, 16, 60, dark(i.wood, 0.3))
  // bench and vase
  o +=
    rect(1450, 980, 140, 70, i.wood, ' rx="6"') +
    path('M1500 980c-10-30 0-50 14-70', 'none', ` stroke="${t.veg.dark}" stroke-width="4"`) +
    ell(1515, 975, 22, 10, i.wallShade)
  o += vignette(t.shadow, 0.25)
  return o
}

function poolDetail(t) {
  const hz = 470
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  if (t.viewExtras) o += t.viewExtras(hz)
  o += balustrade(0, 1600, 640, 60, t, t.rail === 'balusters' ? 'wall' : t.rail)
  o += rect(0, 700, 1600, 110, t.stone) + rect(0, 700, 1600, 8, t.stoneShade, op(0.6))
  o += facade(t, 1180, 240, 440, 470)
  o += shadow(
    [
      [1180, 708],
      [1180, 810],
      [860, 810],
      [1000, 708],
    ],
    t,
    0.16,
  )
  o +=
    lounger(240, 790, 1.05, t.stoneShade, t.cushion, t.textile[0]) +
    lounger(560, 790, 1.05, t.stoneShade, t.cushion, null)
  o += parasol(500, 790, 170, t.textile[0], t.textile[1], 250, -6)
  o += pool(-40, 830, 1680, 300, t.pool)
  o += rect(0, 1140, 1600, 60, t.stone) + rect(0, 1140, 1600, 6, t.stoneShade, op(0.6))
  o += t.poolFrame ? t.poolFrame() : pine(-40, 1000, 2.1, t.veg, 0.25)
  o += vignette(t.shadow, 0.2)
  return o
}

/** The view from the villa: a low parapet with flowers, and the coast beyond. */
function viewFromVilla(t) {
  const hz = 520
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  if (t.viewExtras) o += t.viewExtras(hz)
  if (t.viewMid) o += t.viewMid(hz)
  o += balustrade(0, 1600, 1040, 80, t, t.rail === 'glass' ? 'wall' : t.rail)
  o += rect(0, 1120, 1600, 80, t.stone)
  o += bush(180, 1060, 420, 120, t.veg.dark, t.veg.mid, t.flower, 30)
  o += bush(1440, 1060, 380, 110, t.veg.dark, t.veg.mid, t.flower, 24)
  o += t.viewFrame ? t.viewFrame() : pine(1720, 1500, 3.4, t.veg, -0.28)
  o += vignette(t.shadow, 0.2)
  return o
}

// ---------------------------------------------------------------- more villa architecture

/** Villa Les Pins: stone mas, hip roof, louvred shutters, a lower wing. */
function provencalHouse(x, y, t, wing = true) {
  let o = ''
  const W = 520
  const H = 320
  o += rect(x, y - H, W, H, t.wall)
  o += rect(x + W, y - H, 60, H, t.wallShade)
  let stones = ''
  for (let i = 0; i < 40; i++)
    stones += `M${n(x + rnd(10, W - 40))} ${n(y - rnd(8, H - 8))}h${n(rnd(12, 30))}`
  o += stroke(stones, t.wallShade, 3, op(0.45))
  o += hipRoof(x, y - H, W + 60, 80, t, 18)
  for (let r = 0; r < 2; r++)
    for (let k = 0; k < 3; k++)
      o += shutterWin(
        x + 80 + k * 160,
        y - H + 50 + r * 150,
        56,
        r ? 110 : 90,
        t.glass,
        t.shutter,
        t.trim,
      )
  if (wing) {
    o +=
      rect(x + W + 60, y - 170, 240, 170, t.wall) + rect(x + W + 300, y - 170, 30, 170, t.wallShade)
    o += hipRoof(x + W + 60, y - 170, 270, 56, t, 12)
    o += path(
      `M${n(x + W + 110)} ${n(y)}V${n(y - 80)}A50 50 0 0 1 ${n(x + W + 210)} ${n(y - 80)}V${n(y)}Z`,
      t.glass,
    )
  }
  return o
}

/** Villa Estérel: cantilevered glass volumes with dark fins on the porphyry. */
function glassVilla(x, y, t) {
  let o = ''
  const g = lin([t.glassLit, t.glass], 0, 0, 1, 1)
  o += rect(x, y - 130, 640, 130, g)
  for (let k = 1; k < 8; k++) o += rect(x + k * 80, y - 130, 5, 130, t.trim)
  o += rect(x - 30, y - 146, 720, 18, t.wall) + rect(x - 30, y, 720, 16, t.wall)
  o += rect(x + 180, y - 290, 560, 144, g)
  for (let k = 1; k < 7; k++) o += rect(x + 180 + k * 80, y - 290, 5, 144, t.trim)
  o += rect(x + 150, y - 306, 640, 18, t.wall)
  o += poly(
    [
      [x + 250, y - 288],
      [x + 330, y - 288],
      [x + 250, y - 160],
    ],
    '#ffffff',
    op(0.18),
  )
  o += poly(
    [
      [x + 40, y - 128],
      [x + 110, y - 128],
      [x + 40, y - 20],
    ],
    '#ffffff',
    op(0.18),
  )
  o += rect(x + 560, y - 360, 180, 54, t.wall)
  return o
}

/** Villa Belle Rive: ochre Belle Époque house with cornices, arched windows and a belvedere. */
function belleEpoqueVilla(x, y, t) {
  let o = ''
  const W = 560
  o += rect(x, y - 420, W, 420, t.wall) + rect(x + W, y - 420, 70, 420, t.wallShade)
  for (const yy of [y - 150, y - 290]) o += rect(x - 10, yy, W + 80, 14, t.trim)
  o += rect(x - 16, y - 436, W + 96, 22, t.trim)
  let bal = ''
  for (let bx = x; bx < x + W + 60; bx += 22) bal += `M${n(bx)} ${n(y - 436)}v-30`
  o += stroke(bal, t.trim, 8) + rect(x - 16, y - 472, W + 96, 10, t.trim)
  for (let r = 0; r < 3; r++)
    for (let k = 0; k < 4; k++) {
      const wx = x + 50 + k * 130
      const wy = y - 400 + r * 140
      o += rect(wx - 22, wy, 20, 100, t.shutter) + rect(wx + 62, wy, 20, 100, t.shutter)
      o += archWin(wx, wy, 60, 104, t.glass, t.trim)
    }
  // belvedere tower
  o +=
    rect(x + W - 150, y - 600, 170, 150, t.wall) + rect(x + W + 20, y - 600, 40, 150, t.wallShade)
  o += poly(
    [
      [x + W - 170, y - 600],
      [x + W + 80, y - 600],
      [x + W + 10, y - 660],
      [x + W - 100, y - 660],
    ],
    t.roof,
  )
  for (let k = 0; k < 2; k++) o += archWin(x + W - 120 + k * 70, y - 580, 44, 90, t.glass, t.trim)
  o += path(
    `M${n(x + 200)} ${n(y)}V${n(y - 90)}A40 40 0 0 1 ${n(x + 280)} ${n(y - 90)}V${n(y)}Z`,
    t.glass,
  )
  return o
}

/** Villa Mimosa: pink bastide, symmetrical, hip roof, blue-grey shutters. */
function bastide(x, y, t) {
  let o = ''
  const W = 560
  const H = 330
  o += rect(x, y - H, W, H, t.wall) + rect(x + W, y - H, 70, H, t.wallShade)
  o += hipRoof(x, y - H, W + 70, 96, t, 20)
  for (let r = 0; r < 3; r++)
    for (let k = 0; k < 4; k++) {
      const h = r === 2 ? 60 : 84
      o += shutterWin(x + 60 + k * 130, y - H + 28 + r * 106, 50, h, t.glass, t.shutter, t.trim)
    }
  o += rect(x + 200, y - 130, 160, 8, t.trim)
  let rail = ''
  for (let bx = x + 204; bx < x + 360; bx += 12) rail += `M${bx} ${n(y - 122)}v26`
  o += stroke(rail, '#3b3f45', 2.5)
  o += rect(x + 196, y - 98, 168, 6, '#3b3f45')
  return o
}

/** Villa Ciel: stone volumes stepping down the slope, arched loggias, lit windows. */
function perchedVilla(x, y, t) {
  let o = ''
  const steps = [
    [0, 0, 420, 150],
    [180, -150, 400, 140],
    [380, -290, 300, 130],
  ]
  for (const [dx, dy, w, h] of steps) {
    const bx = x + dx
    const by = y + dy
    o += rect(bx, by - h, w, h, t.wall) + rect(bx + w, by - h, 40, h, t.wallShade)
    o += poly(
      [
        [bx - 12, by - h],
        [bx + w + 52, by - h],
        [bx + w + 20, by - h - 36],
        [bx + 24, by - h - 36],
      ],
      t.roof,
    )
    const k = Math.floor(w / 90)
    for (let i = 0; i < k; i++)
      o += archWin(bx + 30 + i * 90, by - h + 40, 56, h - 50, t.glass, t.trim)
  }
  o += rect(x - 40, y, 520, 18, t.stoneShade)
  return o
}

/** Villa Lumière: Art Deco — rounded corner tower, horizontal bands, portholes, lit glazing. */
function decoVilla(x, y, t) {
  let o = ''
  const W = 600
  o += rect(x, y - 300, W, 300, t.wall)
  o += rect(x + W, y - 300, 50, 300, t.wallShade)
  // rounded corner tower
  o += path(`M${n(x - 120)} ${n(y)}V${n(y - 420)}H${n(x + 20)}V${n(y)}Z`, t.wall)
  o += path(
    `M${n(x - 120)} ${n(y)}V${n(y - 420)}A70 30 0 0 0 ${n(x - 40)} ${n(y - 420)}V${n(y)}Z`,
    t.wallShade,
    op(0.55),
  )
  for (const yy of [y - 330, y - 230, y - 130])
    o += rect(x - 120, yy, 140, 44, t.glass) + rect(x - 120, yy + 44, 140, 8, t.wallShade, op(0.6))
  o += rect(x - 132, y - 432, 164, 14, t.trim)
  o += rect(x - 2, y - 312, W + 64, 14, t.trim) + rect(x - 2, y - 160, W + 64, 12, t.trim)
  for (const yy of [y - 278, y - 262, y - 246]) o += rect(x + 20, yy, 110, 4, t.wallShade)
  for (let k = 0; k < 3; k++) o += win(x + 170 + k * 140, y - 290, 110, 110, t.glass, t.trim, 0)
  for (let k = 0; k < 2; k++)
    o += circ(x + 60 + k * 500, y - 80, 22, t.trim) + circ(x + 60 + k * 500, y - 80, 16, t.glass)
  o += win(x + 150, y - 140, 360, 140, t.glass, t.trim, 0)
  o +=
    line(x - 50, y - 432, x - 50, y - 520, t.trim, 3) +
    poly(
      [
        [x - 48, y - 520],
        [x - 10, y - 510],
        [x - 48, y - 500],
      ],
      t.accent,
    )
  return o
}

// ---------------------------------------------------------------- landmarks shared by views

/** Île d'Or off Cap du Dramont: a red rock islet crowned by a square tower. */
function ileDOr(x, hz, s, t) {
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
function lerins(hz, t, x0 = 160, scale = 1) {
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

function snowyAlps(hz, t) {
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

// ---------------------------------------------------------------- villa exteriors (continued)

function lesPinsExterior(t) {
  const hz = 560
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += sailboat(
    1180,
    660,
    0.4,
    { hull: '#f6ecd9', sail: '#fff3e0', sailShade: '#e8cfae', wake: '#fff' },
    -1,
  )
  o += land(
    roughen(
      [
        [-20, 820],
        [300, 760],
        [700, 740],
        [1100, 745],
        [1620, 780],
      ],
      6,
      60,
    ),
    t.hill,
  )
  o += treeLine(
    [
      [-20, 790],
      [200, 770],
      [520, 760],
    ],
    20,
    t.veg.dark,
    t.veg.mid,
  )
  o += provencalHouse(560, 860, t)
  o += shadow(
    [
      [1140, 860],
      [1470, 860],
      [1640, 900],
      [1220, 900],
    ],
    t,
    0.18,
  )
  o += rect(0, 860, 1600, 40, t.stone) + rect(0, 860, 1600, 6, t.stoneShade, op(0.6))
  o += pool(180, 910, 1020, 80, t.pool)
  o +=
    lounger(1260, 900, 0.7, t.stoneShade, t.cushion, t.textile[0]) +
    parasol(1470, 900, 100, t.textile[0], t.textile[1], 150)
  o += rect(0, 1000, 1600, 200, t.stone)
  o += rocks(
    [
      [-20, 1200],
      [-20, 1010],
      [120, 990],
      [260, 1030],
      [380, 1000],
      [520, 1050],
      [700, 1030],
      [860, 1080],
      [1000, 1040],
      [1180, 1070],
      [1320, 1020],
      [1460, 1050],
      [1620, 1000],
      [1620, 1200],
    ],
    t.rock,
  )
  o += sea(0, 1150, 1600, 50, [t.sea[1], t.sea[2]], { waves: 8 })
  o += cypress(1420, 860, 260, 50, ...t.cyp)
  o += bush(520, 870, 160, 60, t.veg.dark, t.veg.mid, t.flower, 14)
  o += pine(260, 1000, 2.3, t.veg, 0.2) + pine(1500, 1010, 2.0, t.veg, -0.3)
  o += vignette(t.shadow, 0.2)
  return o
}

function esterelExterior(t) {
  const hz = 520
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += ileDOr(330, hz, 1.2, t)
  o += sailboat(
    620,
    680,
    0.5,
    { hull: '#ffffff', sail: '#ffffff', sailShade: '#d9e6ec', wake: '#fff' },
    1,
  )
  // porphyry headland
  o += rocks(
    [
      [560, 1220],
      [640, 980],
      [720, 900],
      [820, 840],
      [920, 800],
      [1100, 760],
      [1300, 720],
      [1620, 690],
      [1620, 1220],
    ],
    t.rock,
  )
  o += rocks(
    [
      [380, 1220],
      [450, 1120],
      [520, 1080],
      [600, 1110],
      [680, 1060],
      [760, 1120],
      [820, 1220],
    ],
    t.rock,
  )
  o += treeLine(
    [
      [880, 812],
      [1100, 770],
      [1300, 730],
      [1620, 700],
    ],
    18,
    t.veg.dark,
    t.veg.mid,
    860,
  )
  o += rect(800, 700, 820, 24, t.stone)
  o += rect(780, 700, 820, 6, t.pool.waterFar)
  o += glassVilla(880, 690, t)
  o +=
    rect(700, 690, 900, 14, t.pool.coping) +
    rect(700, 704, 420, 36, lin([t.pool.waterFar, t.pool.water])) +
    rect(700, 736, 420, 8, t.pool.coping)
  o += lounger(1180, 690, 0.5, '#8a8a8a', t.cushion, t.textile[0])
  o += agave(1500, 760, 1, '#6f9aa0', '#8fb7b5')
  o += pine(1450, 860, 1.7, t.veg, -0.3)
  o += sea(0, 1170, 1600, 30, [t.sea[1], t.sea[2]], { waves: 0 })
  o += vignette(t.shadow, 0.18)
  return o
}

function belleRiveExterior(t) {
  const hz = 600
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += t.viewExtras(hz)
  o += land(
    [
      [-20, 760],
      [400, 740],
      [900, 730],
      [1620, 740],
    ],
    t.hill,
  )
  o += treeLine(
    [
      [-20, 750],
      [300, 730],
      [620, 740],
    ],
    22,
    t.veg.dark,
    t.veg.mid,
  )
  o += belleEpoqueVilla(520, 900, t)
  o += rect(0, 900, 1600, 300, '#7f9b66')
  o += path('M760 1200C780 1080 770 960 720 900H820C860 960 900 1080 1000 1200Z', t.stone)
  o += shadow(
    [
      [1150, 900],
      [1400, 900],
      [1500, 960],
      [1190, 960],
    ],
    t,
    0.15,
  )
  o +=
    bush(300, 940, 360, 90, t.veg.dark, t.veg.mid, t.flower, 20) +
    bush(1260, 950, 340, 80, t.veg.dark, t.veg.mid, t.flower, 20)
  o +=
    bush(560, 1120, 300, 70, t.veg.dark, t.veg.mid, null) +
    bush(1200, 1140, 360, 80, t.veg.dark, t.veg.mid, null)
  o +=
    palm(380, 1000, 620, 40, t.palm) +
    palm(1330, 980, 560, -60, t.palm) +
    palm(1460, 1060, 700, 30, t.palm)
  o += palm(120, 1120, 760, -50, t.palm)
  o += vignette(t.shadow, 0.18)
  return o
}

function mimosaExterior(t) {
  const hz = 440
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += land(
    [
      [-20, 520],
      [300, 480],
      [600, 500],
      [900, 470],
      [1300, 500],
      [1620, 480],
    ],
    t.hill,
  )
  o += treeLine(
    [
      [-20, 540],
      [400, 520],
      [800, 540],
      [1200, 525],
      [1620, 530],
    ],
    16,
    t.veg.mid,
    t.veg.light,
  )
  o += rect(0, 560, 1600, 80, '#b9c98f')
  o += vineyard(0, 1600, 760, 1200, 800, t.vine, 18)
  o += land(
    [
      [-20, 780],
      [600, 770],
      [1000, 760],
      [1620, 775],
    ],
    '#c9d49f',
    800,
  )
  o += bastide(520, 770, t)
  o += shadow(
    [
      [1150, 770],
      [1500, 770],
      [1560, 800],
      [1190, 800],
    ],
    t,
    0.15,
  )
  o += pool(1200, 740, 300, 26, t.pool)
  for (let k = 0; k < 5; k++) o += cypress(140 + k * 70, 780, 240 - k * 10, 44, ...t.cyp)
  o += cypress(1300, 760, 200, 40, ...t.cyp) + cypress(1360, 760, 230, 44, ...t.cyp)
  o += mimosa(1430, 1000, 1.6, t.mimosa) + mimosa(170, 1050, 1.8, t.mimosa)
  o += vignette(t.shadow, 0.16)
  return o
}

function cielExterior(t) {
  const hz = 640
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  // Èze village on its rocky peak, catching the last light
  o += land(
    roughen(
      [
        [900, 1200],
        [1040, 760],
        [1140, 600],
        [1230, 520],
        [1300, 540],
        [1400, 660],
        [1520, 900],
        [1620, 960],
      ],
      10,
      30,
    ),
    '#5e4470',
  )
  const eze = [
    [1130, 640],
    [1170, 600],
    [1210, 570],
    [1250, 560],
    [1290, 580],
    [1330, 620],
    [1160, 680],
    [1210, 650],
    [1270, 640],
    [1330, 680],
    [1380, 700],
  ]
  for (const [hx, hy] of eze)
    o += house(
      hx,
      hy,
      rnd(34, 48),
      rnd(34, 56),
      { wall: '#e9a77f', shade: '#8a5a6e', roof: t.roofDark, window: t.glass },
      1,
    )
  o +=
    rect(1238, 440, 26, 90, '#e9a77f') +
    rect(1262, 440, 8, 90, '#8a5a6e') +
    poly(
      [
        [1234, 440],
        [1252, 404],
        [1272, 440],
      ],
      t.roofDark,
    )
  o += treeLine(
    [
      [1060, 760],
      [1200, 700],
      [1400, 740],
      [1620, 900],
    ],
    14,
    '#3e2f56',
    null,
    1200,
  )
  // the steep hillside and villa
  o += land(
    roughen(
      [
        [-20, 560],
        [200, 580],
        [460, 640],
        [700, 760],
        [900, 900],
        [1100, 1060],
        [1240, 1220],
      ],
      8,
      40,
    ),
    t.hill,
  )
  o += land(
    roughen(
      [
        [1100, 1220],
        [1300, 940],
        [1450, 880],
        [1620, 860],
      ],
      8,
      40,
    ),
    t.hill,
  )
  o += perchedVilla(140, 860, t)
  o += pool(110, 880, 520, 34, t.pool)
  o += treeLine(
    [
      [-20, 960],
      [300, 950],
      [600, 1000],
      [820, 1100],
      [1000, 1220],
    ],
    26,
    t.veg.dark,
    t.veg.mid,
  )
  o +=
    cypress(60, 880, 300, 54, ...t.cyp) +
    cypress(740, 930, 260, 48, ...t.cyp) +
    cypress(800, 960, 220, 42, ...t.cyp)
  o += cypress(1560, 1100, 460, 80, ...t.cyp) + cypress(1480, 1100, 340, 64, ...t.cyp)
  o += vignette(t.shadow, 0.22)
  return o
}

function lumiereExterior(t) {
  const hz = 560
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += lerins(hz, t, 120, 0.9)
  o += motorYacht(
    540,
    690,
    0.8,
    { hull: '#eef0f5', glass: '#f6c46a', band: '#1b2f4a', wake: '#9fb3cf' },
    1,
  )
  o += sailboat(
    980,
    620,
    0.35,
    { hull: '#e6e9f0', sail: '#d7dbe8', sailShade: '#aeb6cc', wake: '#9fb3cf' },
    -1,
  )
  for (let k = 0; k < 8; k++) o += circ(rnd(200, 1500), hz + rnd(30, 100), 2.5, '#f6c46a', op(0.8))
  o += land(
    [
      [700, 1220],
      [760, 820],
      [900, 780],
      [1620, 770],
    ],
    t.hill,
  )
  o += rect(760, 770, 860, 30, t.stone)
  o += rect(760, 800, 860, 60, lin([light(t.pool.waterFar, 0.2), t.pool.water]))
  o += rect(760, 858, 860, 12, t.stone)
  o += decoVilla(900, 770, t)
  o += poly(
    [
      [1150, 802],
      [1500, 802],
      [1540, 858],
      [1130, 858],
    ],
    t.glass,
    op(0.25),
  )
  o += lounger(820, 770, 0.55, '#8f8ea6', t.cushion, t.accent)
  o += treeLine(
    [
      [700, 1220],
      [760, 900],
      [1000, 880],
      [1620, 890],
    ],
    26,
    t.veg.dark,
    t.veg.mid,
  )
  o += palm(760, 900, 560, -50, t.palm)
  o += vignette(t.shadow, 0.3)
  return o
}

// ---------------------------------------------------------------- per-villa view settings

const land1600 = (pts, fill, drop) => ({ pts, fill, drop })

Object.assign(THEMES.azur, {
  arch: 'modern',
  rail: 'glass',
  frame: '#f4f1ea',
  lands: (hz) => [
    land1600(
      [
        [1000, hz + 2],
        [1180, hz - 14],
        [1380, hz - 22],
        [1600, hz - 30],
      ],
      THEMES.azur.far2,
    ),
    land1600(
      [
        [-20, hz - 60],
        [140, hz - 70],
        [300, hz - 48],
        [470, hz - 14],
        [600, hz + 2],
      ],
      THEMES.azur.far,
    ),
  ],
  viewExtras: (hz) =>
    sailboat(
      1000,
      hz + 110,
      0.35,
      { hull: '#fff', sail: '#fff', sailShade: '#dfe9ee', wake: '#fff' },
      -1,
    ),
})

Object.assign(THEMES['les-pins'], {
  arch: 'provencal',
  rail: 'wall',
  lemons: true,
  pergolaFlowers: '#d9477c',
  lands: (hz) => [
    land1600(
      [
        [700, hz + 2],
        [900, hz - 60],
        [1040, hz - 120],
        [1160, hz - 130],
        [1300, hz - 80],
        [1460, hz - 40],
        [1620, hz - 30],
      ],
      THEMES['les-pins'].far,
    ),
    land1600(
      [
        [-20, hz - 30],
        [200, hz - 44],
        [400, hz - 20],
        [560, hz + 2],
      ],
      THEMES['les-pins'].far2,
    ),
  ],
  viewMid: (hz) => {
    const t = THEMES['les-pins']
    return (
      rocks(
        [
          [-20, 1060],
          [-20, hz + 200],
          [200, hz + 240],
          [360, hz + 300],
          [520, hz + 420],
          [640, 1060],
        ],
        t.rock,
      ) +
      treeLine(
        [
          [-20, hz + 210],
          [180, hz + 236],
          [340, hz + 290],
        ],
        18,
        t.veg.dark,
        t.veg.mid,
        hz + 330,
      )
    )
  },
})

Object.assign(THEMES.esterel, {
  arch: 'glass',
  rail: 'glass',
  frame: '#2a2d33',
  lands: (hz) => [
    land1600(
      [
        [-20, hz - 40],
        [120, hz - 90],
        [220, hz - 70],
        [320, hz - 120],
        [430, hz - 60],
        [560, hz - 30],
        [700, hz + 2],
      ],
      THEMES.esterel.far,
    ),
    land1600(
      [
        [1100, hz + 2],
        [1300, hz - 24],
        [1600, hz - 36],
      ],
      THEMES.esterel.far2,
    ),
  ],
  viewExtras: (hz) => ileDOr(560, hz, 0.9, THEMES.esterel),
  poolFrame: () =>
    rocks(
      [
        [-20, 1220],
        [-20, 900],
        [60, 880],
        [140, 940],
        [220, 1000],
        [260, 1220],
      ],
      THEMES.esterel.rock,
    ) + pine(-30, 1000, 1.9, THEMES.esterel.veg, 0.3),
  viewMid: (hz) =>
    rocks(
      [
        [800, 1060],
        [900, hz + 260],
        [1040, hz + 200],
        [1200, hz + 180],
        [1400, hz + 210],
        [1620, hz + 160],
        [1620, 1060],
      ],
      THEMES.esterel.rock,
    ),
})

Object.assign(THEMES['belle-rive'], {
  arch: 'belle-epoque',
  rail: 'balusters',
  pergolaFlowers: '#c94f8a',
  lands: (hz) => [
    land1600(
      [
        [-20, hz - 10],
        [300, hz - 20],
        [700, hz - 6],
        [900, hz + 2],
      ],
      THEMES['belle-rive'].far2,
    ),
  ],
  viewExtras: (hz) => {
    const t = THEMES['belle-rive']
    return (
      snowyAlps(hz, t) +
      land(
        [
          [1000, hz + 2],
          [1200, hz - 40],
          [1400, hz - 60],
          [1620, hz - 64],
        ],
        t.hill,
        hz + 40,
      ) +
      lighthouse(1320, hz - 52, 0.55, t.lighthouse)
    )
  },
  poolFrame: () => palm(60, 1160, 820, 80, THEMES['belle-rive'].palm),
  viewFrame: () => palm(1500, 1200, 900, -120, THEMES['belle-rive'].palm),
})

Object.assign(THEMES.mimosa, {
  arch: 'bastide',
  rail: 'wall',
  pergolaFlowers: '#f2c53d',
  lands: (hz) => [
    land1600(
      [
        [-20, hz - 30],
        [300, hz - 50],
        [700, hz - 24],
        [1000, hz - 40],
        [1400, hz - 20],
        [1620, hz - 34],
      ],
      THEMES.mimosa.far,
    ),
  ],
  viewMid: (hz) => {
    const t = THEMES.mimosa
    return (
      land(
        [
          [-20, hz + 60],
          [400, hz + 30],
          [900, hz + 70],
          [1620, hz + 40],
        ],
        t.hill,
      ) +
      vineyard(0, 1600, hz + 160, 1060, 800, t.vine, 16) +
      cypress(1100, hz + 170, 160, 30, ...t.cyp) +
      cypress(1140, hz + 170, 140, 28, ...t.cyp) +
      house(
        980,
        hz + 170,
        110,
        70,
        { wall: t.wall, shade: t.wallShade, roof: t.roof, window: t.glass },
        2,
      )
    )
  },
  poolFrame: () => mimosa(80, 1120, 2.2, THEMES.mimosa.mimosa),
  viewFrame: () => mimosa(1470, 1160, 2.4, THEMES.mimosa.mimosa),
})

Object.assign(THEMES.ciel, {
  arch: 'perched',
  rail: 'balusters',
  pergolaFlowers: '#e0508a',
  lands: (hz) => [
    land1600(
      [
        [-20, hz - 180],
        [140, hz - 230],
        [320, hz - 150],
        [520, hz - 60],
        [700, hz + 2],
      ],
      THEMES.ciel.far,
    ),
    land1600(
      [
        [-20, hz - 80],
        [200, hz - 100],
        [380, hz - 40],
        [520, hz + 2],
      ],
      THEMES.ciel.hill,
    ),
    land1600(
      [
        [1200, hz + 2],
        [1380, hz - 30],
        [1620, hz - 50],
      ],
      THEMES.ciel.far2,
    ),
  ],
  poolFrame: () =>
    cypress(80, 1000, 520, 90, ...THEMES.ciel.cyp) +
    cypress(180, 1000, 420, 80, ...THEMES.ciel.cyp),
  viewFrame: () =>
    cypress(1500, 1080, 620, 110, ...THEMES.ciel.cyp) +
    cypress(1400, 1080, 480, 90, ...THEMES.ciel.cyp),
})

Object.assign(THEMES.lumiere, {
  arch: 'deco',
  rail: 'glass',
  frame: '#1b2a3f',
  lands: (hz) => [
    land1600(
      [
        [1200, hz + 2],
        [1320, hz - 60],
        [1420, hz - 40],
        [1520, hz - 90],
        [1620, hz - 80],
      ],
      THEMES.lumiere.far2,
    ),
  ],
  viewExtras: (hz) => {
    const t = THEMES.lumiere
    let o = lerins(hz, t, 100, 0.85)
    o += motorYacht(
      500,
      hz + 140,
      0.7,
      { hull: '#eef0f5', glass: '#f6c46a', band: '#1b2f4a', wake: '#9fb3cf' },
      -1,
    )
    o += motorYacht(
      1050,
      hz + 70,
      0.4,
      { hull: '#e6e9f0', glass: '#f6c46a', band: '#1b2f4a', wake: '#9fb3cf' },
      1,
    )
    for (let k = 0; k < 10; k++)
      o += circ(rnd(100, 1500), hz + rnd(20, 120), 2.2, '#f6c46a', op(0.8))
    return o
  },
  poolFrame: () => palm(40, 1160, 820, 90, THEMES.lumiere.palm),
  viewFrame: () => palm(1520, 1200, 900, -120, THEMES.lumiere.palm),
})

// ---------------------------------------------------------------- page scenes

const GOLDEN = {
  ...THEMES['les-pins'],
  sky: ['#7fa9c6', '#f0d6a8', '#f4ad72'],
  sun: { x: 0.72, y: 0.7, r: 58, color: '#fff1cf', glow: '#ffcf8a' },
  sea: ['#e2c3a0', '#3f7fa3', '#123f63'],
  far: '#b79fb2',
  far2: '#d6b9b7',
}
const MORNING = { ...THEMES.esterel }
const SUNSET = { ...THEMES.ciel }

/** A small white villa with a terracotta roof, for distant hillsides. */
function farVilla(x, y, s, t) {
  return house(
    x,
    y,
    120 * s,
    60 * s,
    { wall: '#faf4ea', shade: '#dccdb8', roof: t.roof || '#c1663f', window: '#3b4a5a' },
    3,
  )
}

/** Basilica dome and bell tower of Saint-Raphaël's old town. */
function basilica(x, y, s, c) {
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

/** Traditional fishing boat (pointu) with a painted hull. */
function pointu(x, y, s, hull, band) {
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

function homeHero() {
  const t = GOLDEN
  const hz = 560
  const sx = 1.2
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: fit(
          [
            [-20, hz - 60],
            [160, hz - 90],
            [320, hz - 70],
            [520, hz - 30],
            [700, hz + 2],
          ],
          sx,
        ),
        fill: t.far,
      },
      {
        pts: fit(
          [
            [1180, hz + 2],
            [1330, hz - 30],
            [1480, hz - 50],
            [1620, hz - 56],
          ],
          sx,
        ),
        fill: t.far2,
      },
    ],
  })
  o += sailboat(
    720,
    650,
    0.5,
    { hull: '#fff6e6', sail: '#fff4e2', sailShade: '#e9cfae', wake: '#fff' },
    1,
  )
  o += sailboat(
    1000,
    600,
    0.3,
    { hull: '#fff6e6', sail: '#fff4e2', sailShade: '#e9cfae', wake: '#fff' },
    -1,
  )
  o += motorYacht(1160, 760, 0.7, { hull: '#fbf5ea', band: BRAND.navy, wake: '#fff' }, -1)
  // headland with villa on the right
  o += land(
    roughen(
      [
        [1300, 1100],
        [1400, 820],
        [1520, 700],
        [1680, 640],
        [1940, 620],
      ],
      6,
      40,
    ),
    t.hill,
  )
  o += treeLine(
    [
      [1380, 900],
      [1480, 780],
      [1600, 720],
      [1940, 690],
    ],
    22,
    t.veg.dark,
    t.veg.mid,
  )
  o +=
    farVilla(1560, 700, 1.5, t) +
    rect(1520, 700, 300, 12, t.stone) +
    rect(1530, 712, 200, 14, t.pool.water)
  o += cypress(1530, 706, 170, 32, ...t.cyp) + cypress(1850, 700, 190, 34, ...t.cyp)
  o += rocks(
    [
      [1280, 1100],
      [1340, 980],
      [1420, 930],
      [1520, 960],
      [1600, 900],
      [1700, 940],
      [1800, 880],
      [1940, 900],
      [1940, 1100],
    ],
    t.rock,
  )
  o += pine(1700, 900, 1.4, t.veg, -0.2)
  // foreground terrace edge on the left with the framing pine
  o += rocks(
    [
      [-20, 1100],
      [-20, 880],
      [120, 860],
      [260, 900],
      [400, 960],
      [520, 1040],
      [600, 1100],
    ],
    t.rock,
  )
  o += treeLine(
    [
      [-20, 880],
      [160, 870],
      [330, 920],
    ],
    22,
    t.veg.dark,
    t.veg.mid,
    960,
  )
  o += pine(140, 1120, 2.7, t.veg, 0.2)
  o += vignette(t.shadow, 0.2)
  return o
}

function homeDestination() {
  const t = {
    ...THEMES.esterel,
    sky: ['#5a9fcb', '#a9d4e6', '#f1ebdf'],
    sun: { x: 0.85, y: 0.2, r: 44, color: '#fffaf0', glow: '#fff' },
  }
  const hz = 600
  let o = backdrop(t, hz, { lands: [] })
  // Estérel massif behind the town
  o += land(
    [
      [-20, 420],
      [120, 360],
      [220, 400],
      [340, 300],
      [460, 380],
      [560, 330],
      [700, 430],
      [820, 520],
      [900, 602],
    ],
    '#c98a7a',
    hz + 2,
  )
  o += land(
    [
      [-20, 520],
      [200, 470],
      [400, 500],
      [620, 560],
      [760, 602],
    ],
    '#a8563f',
    hz + 2,
  )
  // town and basilica along the bay
  const town = { wall: '#f3e6d2', shade: '#d2bb9c', roof: '#c1663f', window: '#5a6a78' }
  o += land(
    [
      [-20, 600],
      [400, 590],
      [900, 600],
      [1100, 610],
    ],
    '#e8d6bb',
    640,
  )
  for (let k = 0; k < 11; k++)
    o += house(
      20 + k * 80,
      612,
      64,
      50 + ((k * 37) % 5) * 12,
      { ...town, wall: pick(['#f3e6d2', '#efd3b0', '#f6ecdf', '#e9c39c']) },
      2,
    )
  o += basilica(420, 600, 0.9, {
    wall: '#eadbc2',
    shade: '#c8b08f',
    dome: '#8fa7a0',
    roof: '#c1663f',
    window: '#5a6a78',
  })
  o += rect(0, 612, 1100, 14, '#d9c7a8')
  for (let k = 0; k < 7; k++)
    o +=
      line(60 + k * 110, 612, 60 + k * 110, 560, '#d8d2c4', 2) +
      pointu(60 + k * 110, 650, 0.5, pick(['#1b5e8a', '#c1663f', '#f4efe6', '#2f5d3a']), '#f4efe6')
  // Lion de Mer rocks in the bay, low on the water with a line of foam
  o += islet(1140, 760, 220, 50, t.rock) + islet(1330, 748, 90, 26, t.rock)
  o += sailboat(
    1300,
    880,
    0.6,
    { hull: '#fff', sail: '#fff', sailShade: '#dce7ec', wake: '#fff' },
    -1,
  )
  // promenade palms in the foreground
  o += rect(0, 1080, 1600, 120, '#efe4d2') + rect(0, 1070, 1600, 14, '#d9c7a8')
  o +=
    palm(260, 1110, 560, 40, { trunk: '#8a6d4e', dark: '#2e5a3e', mid: '#4a7d55' }) +
    palm(1440, 1110, 620, -50, { trunk: '#8a6d4e', dark: '#2e5a3e', mid: '#4a7d55' })
  o += vignette(BRAND.navy, 0.18)
  return o
}

function destinationHero() {
  const t = MORNING
  const hz = 520
  const sx = 1.2
  let o = backdrop(t, hz, { lands: t.lands(hz).map((l) => ({ ...l, pts: fit(l.pts, sx) })) })
  o += ileDOr(900, hz, 1.1, t)
  o += sailboat(
    1180,
    640,
    0.55,
    { hull: '#fff', sail: '#fff', sailShade: '#d9e6ec', wake: '#fff' },
    -1,
  )
  o += kayak(760, 900, 0.9, '#f2c93d', BRAND.navy)
  // red cliffs framing a turquoise cove
  o += rect(0, 760, 1920, 320, lin(['#53c6cf', '#1f8fae']), op(0.55))
  o += rocks(
    [
      [-20, 1100],
      [-20, 600],
      [120, 620],
      [260, 680],
      [380, 760],
      [480, 880],
      [560, 1000],
      [620, 1100],
    ],
    t.rock,
  )
  o += treeLine(
    [
      [-20, 610],
      [140, 628],
      [280, 690],
    ],
    20,
    t.veg.dark,
    t.veg.mid,
    720,
  )
  o += rocks(
    [
      [1300, 1100],
      [1380, 900],
      [1480, 780],
      [1600, 700],
      [1760, 640],
      [1940, 620],
      [1940, 1100],
    ],
    t.rock,
  )
  o += treeLine(
    [
      [1500, 760],
      [1640, 680],
      [1800, 640],
      [1940, 630],
    ],
    22,
    t.veg.dark,
    t.veg.mid,
    760,
  )
  o += pine(1720, 700, 1.3, t.veg, -0.2) + pine(120, 640, 1.1, t.veg, 0.25)
  o += vignette(t.shadow, 0.18)
  return o
}

function destinationAbout() {
  const t = THEMES['belle-rive']
  const hz = 640
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: [
          [-20, hz - 70],
          [200, hz - 110],
          [420, hz - 60],
          [600, hz + 2],
        ],
        fill: '#c99a8c',
      },
    ],
  })
  // Belle Époque seafront on the right
  const cols = ['#efd3b0', '#f3e6d2', '#e9c39c', '#f1dcc4', '#dba54a']
  for (let k = 0; k < 5; k++) {
    const x = 760 + k * 170
    const h = 300 + (k % 2) * 70
    o += rect(x, 940 - h, 170, h, cols[k]) + rect(x, 940 - h - 16, 170, 16, '#f8efdd')
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++)
        o += shutterWin(
          x + 26 + c * 50,
          940 - h + 40 + r * 90,
          22,
          52,
          '#4a5560',
          r === 0 ? '#4f7a5a' : '#8eaabb',
          '#f8efdd',
        )
  }
  o += basilica(560, 940, 1, {
    wall: '#eadbc2',
    shade: '#c8b08f',
    dome: '#8fa7a0',
    roof: '#c1663f',
    window: '#5a6a78',
  })
  o += rect(0, 940, 1600, 260, '#efe4d2') + rect(0, 940, 760, 20, '#d9c7a8')
  o += sea(0, 960, 620, 60, [t.sea[1], t.sea[2]], { waves: 6 })
  o += rect(0, 1020, 1600, 16, '#d9c7a8')
  for (let k = 0; k < 5; k++)
    o += palm(120 + k * 330, 1100, 520 + (k % 2) * 60, k % 2 ? 30 : -30, t.palm)
  o += vignette(t.shadow, 0.18)
  return o
}

function beachClubs() {
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

function wineTours() {
  const t = {
    ...THEMES.mimosa,
    sky: ['#8fb6d3', '#f0d7ac', '#f3b983'],
    sun: { x: 0.22, y: 0.62, r: 50, color: '#fff1cf', glow: '#ffd9a0' },
    hill: '#8a9a6c',
  }
  const hz = 470
  let o = sky(0, 0, 1600, hz + 2, t.sky) + sun(352, 290, 50, t.sun.color, t.sun.glow)
  o += land(
    [
      [-20, 380],
      [300, 330],
      [600, 360],
      [900, 320],
      [1200, 350],
      [1620, 330],
    ],
    '#b6a6b4',
    hz + 40,
  )
  o += land(
    [
      [-20, 440],
      [400, 400],
      [800, 430],
      [1200, 400],
      [1620, 430],
    ],
    '#8f9f7e',
    hz + 60,
  )
  o += treeLine(
    [
      [-20, 470],
      [300, 455],
      [700, 470],
      [1100, 450],
      [1620, 465],
    ],
    14,
    '#5d7a4c',
    '#7f9b5e',
    560,
  )
  o += vineyard(0, 1600, 540, 1200, 900, t.vine, 20)
  o += rect(0, 520, 1600, 24, '#d7c195')
  // the mas and its cypresses
  o += house(
    980,
    560,
    300,
    120,
    { wall: '#e8cfa3', shade: '#bf9d72', roof: '#c1663f', window: '#4a4540' },
    4,
  )
  o += house(
    1330,
    560,
    140,
    80,
    { wall: '#e8cfa3', shade: '#bf9d72', roof: '#c1663f', window: '#4a4540' },
    2,
  )
  for (let k = 0; k < 4; k++) o += cypress(900 - k * 60, 562, 200 - k * 12, 36, ...t.cyp)
  o += olive(300, 560, 0.7, { trunk: '#5c4332', leaf: '#7f8f6a', leafLight: '#a3ae8a' })
  o += vignette('#5a3526', 0.18)
  return o
}

function yachtCharters() {
  const t = { ...THEMES.esterel, sun: { x: 0.85, y: 0.16, r: 44, color: '#fffaf0', glow: '#fff' } }
  const hz = 440
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: [
          [-20, hz - 120],
          [160, hz - 150],
          [340, hz - 100],
          [520, hz - 40],
          [700, hz + 2],
        ],
        fill: '#8fae9a',
      },
      {
        pts: [
          [1100, hz + 2],
          [1300, hz - 30],
          [1620, hz - 40],
        ],
        fill: t.far2,
      },
    ],
  })
  o += treeLine(
    [
      [-20, hz - 110],
      [160, hz - 140],
      [340, hz - 90],
      [500, hz - 40],
    ],
    12,
    '#5d8a6a',
    '#7fa88a',
    hz + 2,
  )
  o += farVilla(180, hz - 100, 0.6, THEMES['les-pins'])
  o += motorYacht(
    820,
    820,
    2.3,
    { hull: '#ffffff', band: BRAND.navy, glass: '#1d3550', wake: '#fff' },
    -1,
  )
  o += sailboat(
    1280,
    640,
    1.3,
    { hull: '#ffffff', sail: '#ffffff', sailShade: '#d9e6ec', stripe: BRAND.navy, wake: '#fff' },
    -1,
  )
  o += sailboat(
    320,
    560,
    0.6,
    { hull: '#ffffff', sail: '#ffffff', sailShade: '#d9e6ec', wake: '#fff' },
    1,
  )
  o += vignette(BRAND.navy, 0.16)
  return o
}

function experienceHero() {
  const t = SUNSET
  const hz = 640
  const sx = 1.2
  let o = backdrop(t, hz, { lands: t.lands(hz).map((l) => ({ ...l, pts: fit(l.pts, sx) })) })
  const dark2 = '#2a2446'
  o += sailboat(
    900,
    800,
    1.2,
    {
      hull: dark2,
      sail: '#3a3158',
      sailShade: '#2a2446',
      stripe: dark2,
      mast: dark2,
      wake: '#f7c08a',
    },
    1,
  )
  o += sailboat(
    1380,
    700,
    0.6,
    {
      hull: dark2,
      sail: '#4a3a63',
      sailShade: '#3a3158',
      stripe: dark2,
      mast: dark2,
      wake: '#f7c08a',
    },
    -1,
  )
  o += land(
    [
      [1500, 1100],
      [1600, 900],
      [1760, 820],
      [1940, 800],
    ],
    '#2a2446',
  )
  o += pine(1760, 860, 1.6, { trunk: '#1f1a33', dark: '#1f1a33', mid: '#2a2446' }, -0.2)
  o += vignette('#1f1a33', 0.3)
  return o
}

function culinary() {
  const t = {
    ...THEMES['les-pins'],
    sun: { x: 0.8, y: 0.5, r: 50, color: '#fff1cf', glow: '#ffd9a0' },
  }
  const hz = 520
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += balustrade(0, 1600, 700, 70, t, 'wall')
  o += floor(0, 1600, 780, 1200, 800, hz, '#e3cda6', '#b99566', 12, 5)
  // long set table, seen from its end on the terrace
  o +=
    rect(240, 760, 1120, 60, '#faf7f2') +
    rect(240, 820, 1120, 190, '#f2ece1') +
    rect(240, 1000, 1120, 12, '#e2d8c6')
  let folds = ''
  for (let k = 1; k < 8; k++) folds += `M${240 + k * 140} 822V1000`
  o += stroke(folds, '#e2d8c6', 3)
  for (let k = 0; k < 6; k++) {
    const px = 330 + k * 190
    o +=
      ell(px, 790, 56, 12, '#ffffff') +
      ell(px, 790, 38, 8, '#e9e2d6') +
      rect(px + 56, 760, 4, 30, '#c8c2b6')
    o +=
      path(`M${px + 44} 740h22l-4 20h-14z`, '#ffffff', op(0.85)) +
      rect(px + 53, 760, 3, 26, '#ffffff', op(0.85))
    o += path(`M${px + 44} 746h22l-2 10h-18z`, '#9b2d3a', op(0.8))
  }
  o += rect(760, 700, 26, 80, '#2f4a3a') + rect(768, 680, 10, 24, '#2f4a3a')
  o +=
    ell(620, 776, 70, 16, '#c9b38a') +
    circ(600, 764, 14, '#f2c93d') +
    circ(630, 760, 14, '#f2c93d') +
    circ(616, 752, 13, '#e6a13a')
  o += ell(960, 778, 80, 12, '#d9a441') + rect(900, 756, 110, 20, '#e8c27a', ' rx="10"')
  for (const cx of [500, 1100])
    o +=
      rect(cx - 10, 720, 20, 50, '#faf7f2') +
      path(`M${cx} 700c-6 8-6 14 0 20c6-6 6-12 0-20z`, '#f6c46a')
  // pergola with vine leaves and grapes
  o += pergola(t, null)
  for (let k = 0; k < 10; k++) o += bush(80 + k * 160, 150, 180, 80, t.veg.dark, t.veg.mid, null)
  for (let k = 0; k < 5; k++) {
    const gx = 200 + k * 300
    for (let j = 0; j < 9; j++)
      o += circ(gx + (j % 3) * 10, 190 + Math.floor(j / 3) * 12, 7, '#5b3a6b')
  }
  o += vignette(t.shadow, 0.2)
  return o
}

function wellness() {
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

function adventure() {
  const t = THEMES.esterel
  const hz = 560
  let o = backdrop(t, hz, { lands: t.lands(hz) })
  o += rocks(
    [
      [760, 1220],
      [820, 640],
      [900, 500],
      [1000, 420],
      [1120, 380],
      [1260, 300],
      [1400, 340],
      [1520, 260],
      [1620, 280],
      [1620, 1220],
    ],
    t.rock,
  )
  o += treeLine(
    [
      [1000, 440],
      [1120, 400],
      [1260, 330],
      [1400, 360],
      [1520, 280],
      [1620, 300],
    ],
    14,
    t.veg.dark,
    t.veg.mid,
    470,
  )
  o += hiker(1300, 330, 1.2, '#1f2a36', '#f2c93d')
  o += rocks(
    [
      [-20, 1220],
      [-20, 900],
      [100, 880],
      [220, 940],
      [300, 1060],
      [360, 1220],
    ],
    t.rock,
  )
  o += rect(0, 760, 800, 440, '#3fc0cc', op(0.25))
  o += kayak(500, 880, 1.3, '#f2c93d', '#1f2a36') + kayak(640, 980, 1.1, '#c1663f', '#1f2a36')
  o += vignette(t.shadow, 0.18)
  return o
}

function culture() {
  const t = {
    ...THEMES['les-pins'],
    sky: ['#8fb8d6', '#d7e6ec', '#f3e6cf'],
    sun: { x: 0.8, y: 0.2, r: 40, color: '#fffaf0', glow: '#fff' },
  }
  let o = sky(0, 0, 1600, 1200, t.sky) + sun(1280, 160, 40, t.sun.color, t.sun.glow)
  o += clouds(0, 80, 1600, 200, '#ffffff', 4, 0.4)
  o += land(
    [
      [-20, 640],
      [300, 600],
      [700, 620],
      [1100, 580],
      [1620, 610],
    ],
    '#b7b2c2',
  )
  // perched village on its hill
  o += land(
    [
      [200, 1200],
      [400, 700],
      [560, 520],
      [700, 440],
      [840, 470],
      [980, 600],
      [1180, 1200],
    ],
    '#a9a37e',
  )
  const town = { wall: '#efe0c6', shade: '#cdb38e', roof: '#c1663f', window: '#5a5048' }
  const spots = [
    [520, 560],
    [600, 500],
    [680, 470],
    [760, 480],
    [840, 520],
    [560, 620],
    [650, 590],
    [740, 570],
    [830, 600],
    [910, 640],
    [480, 680],
    [600, 680],
    [720, 670],
    [860, 700],
  ]
  for (const [hx, hy] of spots)
    o += house(
      hx,
      hy,
      rnd(60, 90),
      rnd(50, 90),
      { ...town, wall: pick(['#efe0c6', '#f3e6d2', '#e9cfa8', '#f1dcc4']) },
      2,
    )
  o +=
    rect(690, 330, 40, 140, '#efe0c6') +
    rect(722, 330, 12, 140, '#cdb38e') +
    stroke('M690 330Q712 280 734 330', '#3b3f45', 3) +
    stroke('M712 300V280', '#3b3f45', 3)
  o += treeLine(
    [
      [200, 900],
      [420, 800],
      [600, 760],
      [800, 780],
      [1000, 840],
      [1180, 920],
    ],
    20,
    '#5d7a4c',
    '#7f9b5e',
  )
  // chapel among cypresses in the foreground
  o += land(
    [
      [-20, 1000],
      [400, 960],
      [800, 990],
      [1620, 950],
    ],
    '#c9b98a',
  )
  o += rect(0, 1040, 1600, 160, '#b9a878')
  o += chapel(1080, 1010, 1.6, {
    wall: '#f6efe2',
    shade: '#d8ccb4',
    roof: '#c1663f',
    roofShade: '#94452a',
    door: '#6b5a4a',
  })
  o +=
    cypress(1000, 1020, 360, 60, '#2f4a32', '#4b6b44') +
    cypress(1400, 1020, 420, 66, '#2f4a32', '#4b6b44') +
    cypress(1470, 1020, 320, 56, '#2f4a32', '#4b6b44')
  o += olive(220, 1100, 1.2, { trunk: '#5c4332', leaf: '#8a9a74', leafLight: '#aab594' })
  o += vignette('#3a3a2a', 0.16)
  return o
}

function aboutHero() {
  const t = { ...GOLDEN, sun: { x: 0.5, y: 0.78, r: 64, color: '#fff1cf', glow: '#ffc27a' } }
  const hz = 620
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: fit(
          [
            [-20, hz - 130],
            [200, hz - 160],
            [420, hz - 90],
            [600, hz - 30],
            [760, hz + 2],
          ],
          1.2,
        ),
        fill: '#9c7f97',
      },
      {
        pts: fit(
          [
            [1000, hz + 2],
            [1200, hz - 60],
            [1400, hz - 90],
            [1620, hz - 80],
          ],
          1.2,
        ),
        fill: '#b994a0',
      },
    ],
  })
  o += floor(0, 1920, 900, 1080, 960, hz, '#e3cda6', '#b99566', 14, 4)
  o += balustrade(0, 1920, 820, 80, t, 'balusters')
  for (const lx of [560, 1120]) o += lounger(lx, 1000, 1.3, t.interior.wood, '#f6ecd9', '#c1663f')
  o +=
    rect(900, 940, 120, 10, t.interior.wood) +
    rect(955, 950, 10, 50, t.interior.wood) +
    rect(930, 912, 16, 28, '#2f4a3a') +
    path('M970 912h18l-3 18h-12z', '#fff', op(0.8))
  o += pine(-60, 1200, 3.2, t.veg, 0.24) + pine(2000, 1250, 3.0, t.veg, -0.3)
  o += vignette(t.shadow, 0.22)
  return o
}

function aboutStory() {
  const t = { ...GOLDEN, sun: { x: 0.3, y: 0.7, r: 56, color: '#fff1cf', glow: '#ffc27a' } }
  let o = sky(0, 0, 1600, 700, t.sky) + sun(480, 460, 56, t.sun.color, t.sun.glow)
  o += clouds(0, 80, 1600, 260, '#fff4e0', 4, 0.45)
  o += land(
    [
      [-20, 560],
      [300, 520],
      [700, 560],
      [1100, 520],
      [1620, 560],
    ],
    '#b79fb2',
  )
  o += land(
    [
      [-20, 640],
      [400, 600],
      [900, 630],
      [1620, 600],
    ],
    '#8f9f7e',
  )
  o += rect(0, 680, 1600, 520, '#a6a06c')
  o += provencalHouse(620, 720, { ...THEMES['les-pins'], wall: '#ead2a8' }, false)
  for (let r = 0; r < 6; r++)
    o += lavenderRow(-20 + (r % 2) * 17, 780 + r * 75, 1640, 0.8 + r * 0.22, '#8a73b0', '#ad97cf')
  o +=
    olive(300, 760, 1.3, { trunk: '#5c4332', leaf: '#7f8f6a', leafLight: '#a3ae8a' }) +
    olive(1420, 760, 1.5, { trunk: '#5c4332', leaf: '#7f8f6a', leafLight: '#a3ae8a' })
  o += cypress(1240, 720, 300, 52, ...t.cyp)
  o += vignette('#5a3526', 0.2)
  return o
}

function area() {
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

function concierge() {
  const t = { ...THEMES.azur, sun: { x: 0.8, y: 0.25, r: 44, color: '#fffaf0', glow: '#fff' } }
  const hz = 420
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: [
          [-20, hz - 40],
          [300, hz - 60],
          [500, hz - 20],
          [640, hz + 2],
        ],
        fill: t.far,
      },
      {
        pts: [
          [1000, hz + 2],
          [1200, hz - 30],
          [1400, hz - 90],
          [1620, hz - 140],
        ],
        fill: '#8fae9a',
      },
    ],
  })
  o += sailboat(
    500,
    560,
    0.5,
    { hull: '#fff', sail: '#fff', sailShade: '#dfe9ee', wake: '#fff' },
    1,
  )
  // cliff, corniche road with its low wall
  o += land(
    [
      [900, 1220],
      [1100, 640],
      [1300, 520],
      [1460, 440],
      [1620, 400],
    ],
    '#a88a6a',
  )
  o += treeLine(
    [
      [1100, 660],
      [1300, 540],
      [1460, 460],
      [1620, 420],
    ],
    18,
    t.veg.dark,
    t.veg.mid,
    700,
  )
  o += path('M-20 900L1620 780V860L-20 1000Z', '#8d8a86')
  o += path(
    'M-20 948L1620 818',
    'none',
    ' stroke="#f4efe6" stroke-width="5" stroke-dasharray="40 30"',
  )
  o +=
    path('M-20 1000L1620 860V900L-20 1050Z', '#e9dcc4') +
    path('M-20 1050L1620 900V1220H-20Z', '#b9a27e')
  o += treeLine(
    [
      [-20, 1080],
      [400, 1040],
      [900, 1000],
      [1620, 930],
    ],
    22,
    t.veg.dark,
    t.veg.mid,
  )
  o += roadster(760, 930, 1.25, {
    body: '#c8a15a',
    chrome: '#e8e4dc',
    glass: '#a9d2e0',
    seat: '#7a3b2a',
  })
  o += pine(1460, 880, 1.9, t.veg, -0.25)
  o += vignette(BRAND.navy, 0.16)
  return o
}

function placeholder() {
  let o = rect(0, 0, C.w, C.h, lin(['#faf7f2', '#efe4d2']))
  const cx = C.w / 2
  const cy = C.h / 2 + 40
  o += path(
    `M${cx - 150} ${cy + 170}V${cy - 40}A150 150 0 0 1 ${cx + 150} ${cy - 40}V${cy + 170}Z`,
    'none',
    ' stroke="#c8a15a" stroke-width="6"',
  )
  o += circ(cx, cy - 20, 56, '#c8a15a', op(0.85))
  o += stroke(
    `M${cx - 120} ${cy + 80}q30 -16 60 0t60 0t60 0t60 0M${cx - 100} ${cy + 120}q25 -14 50 0t50 0t50 0t50 0`,
    '#0f2a44',
    6,
    op(0.55),
  )
  o += rect(cx - 240, cy + 170, 480, 6, '#c8a15a', op(0.7))
  return o
}

function favicon() {
  return (
    rect(0, 0, 64, 64, '#0f2a44', ' rx="14"') +
    path('M16 36a16 16 0 0 1 32 0z', '#c8a15a') +
    stroke('M10 42q5.5-4 11 0t11 0t11 0t11 0M14 50q4.5-3 9 0t9 0t9 0t9 0', '#c8a15a', 3.2)
  )
}

// ---------------------------------------------------------------- output

const VILLA_SIZE = [1600, 1200]
const HERO_SIZE = [1920, 1080]

function jobs() {
  const list = []
  const villaScenes = {
    azur: [azurExterior, livingRoom, poolDetail, bedroom],
    'les-pins': [lesPinsExterior, terraceView, poolDetail, viewFromVilla],
    esterel: [esterelExterior, livingRoom, poolDetail, viewFromVilla],
    'belle-rive': [belleRiveExterior, terraceView, poolDetail, bedroom],
    mimosa: [mimosaExterior, terraceView, poolDetail, viewFromVilla],
    ciel: [cielExterior, terraceView, poolDetail, bedroom],
    lumiere: [lumiereExterior, livingRoom, poolDetail, viewFromVilla],
  }
  for (const [slug, scenes] of Object.entries(villaScenes))
    scenes.forEach((draw, i) =>
      list.push({
        file: `images/villas/${slug}-${i + 1}.svg`,
        size: VILLA_SIZE,
        draw: () => draw(THEMES[slug]),
      }),
    )
  const pages = {
    'home-hero': [homeHero, HERO_SIZE],
    'home-destination': [homeDestination, VILLA_SIZE],
    'destination-hero': [destinationHero, HERO_SIZE],
    'destination-about': [destinationAbout, VILLA_SIZE],
    'beach-clubs': [beachClubs, VILLA_SIZE],
    'wine-tours': [wineTours, VILLA_SIZE],
    'yacht-charters': [yachtCharters, VILLA_SIZE],
    'experience-hero': [experienceHero, HERO_SIZE],
    culinary: [culinary, VILLA_SIZE],
    wellness: [wellness, VILLA_SIZE],
    adventure: [adventure, VILLA_SIZE],
    culture: [culture, VILLA_SIZE],
    'about-hero': [aboutHero, HERO_SIZE],
    'about-story': [aboutStory, VILLA_SIZE],
    area: [area, VILLA_SIZE],
    concierge: [concierge, VILLA_SIZE],
  }
  for (const [name, [draw, size]] of Object.entries(pages))
    list.push({ file: `images/pages/${name}.svg`, size, draw })
  list.push({ file: 'images/placeholder-villa.svg', size: VILLA_SIZE, draw: placeholder })
  list.push({ file: 'favicon.svg', size: [64, 64], draw: favicon })
  return list
}

function main() {
  const only = process.argv[2]
  for (const job of jobs()) {
    if (only && !job.file.includes(only)) continue
    begin(job.size[0], job.size[1], job.file)
    const svg = finish(job.draw())
    const target = join(PUBLIC, job.file)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, svg)
    console.log(`${job.file.padEnd(40)} ${(svg.length / 1024).toFixed(1)} KB`)
  }
}

main()
