// SVG primitives: gradients and clips (collected in the file's <defs>), shapes, smooth curves.

import { C, n, newId, rnd } from './context.mjs'

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
export function lin(list, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  const id = newId('l')
  C.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopList(list)}</linearGradient>`,
  )
  return `url(#${id})`
}

export function rad(list, cx = 0.5, cy = 0.5, r = 0.5) {
  const id = newId('r')
  C.defs.push(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopList(list)}</radialGradient>`,
  )
  return `url(#${id})`
}

/** Clip the drawing to a rectangle (used for views framed by windows and openings). */
export function clipRect(x, y, w, h, body, rx = 0) {
  const id = newId('c')
  C.defs.push(
    `<clipPath id="${id}">${rect(x, y, w, h, '#000', rx ? ` rx="${rx}"` : '')}</clipPath>`,
  )
  return `<g clip-path="url(#${id})">${body}</g>`
}
export function clipPath(d, body) {
  const id = newId('c')
  C.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`)
  return `<g clip-path="url(#${id})">${body}</g>`
}

export const op = (o) => (o === 1 || o === undefined ? '' : ` opacity="${o}"`)
export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`
export const ptsD = (pts) => `M${pts.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}Z`
export const poly = (pts, fill, extra = '') => `<path d="${ptsD(pts)}" fill="${fill}"${extra}/>`
export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
export const ell = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`
export const circ = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`
export const stroke = (d, color, w, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round"${extra}/>`
export const line = (x1, y1, x2, y2, color, w, extra = '') =>
  stroke(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, color, w, extra)

/** Smooth open curve through points (Catmull-Rom as cubic Béziers). */
export function smooth(pts) {
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
export function land(pts, fill, bottom = C.h, extra = '') {
  const first = pts[0]
  const last = pts[pts.length - 1]
  return path(`${smooth(pts)}L${n(last[0])} ${n(bottom)}L${n(first[0])} ${n(bottom)}Z`, fill, extra)
}

/** Adds small random bumps between the given control points (maquis, rocks, tree lines). */
export function roughen(pts, amp, step) {
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

/** Scale and shift control points defined on a 1600-wide canvas. */
export const fit = (pts, sx = 1, dx = 0, sy = 1, dy = 0) =>
  pts.map(([px, py]) => [px * sx + dx, py * sy + dy])
