import { dark } from '../core/colour.mjs'
import { n } from '../core/context.mjs'
import { clipPath, line, op, path, poly, ptsD, rect, stroke } from '../core/svg.mjs'

/** A window: frame, glass and a soft diagonal reflection. */
export function win(x, y, w, h, glass, frame, reflection = 0.18) {
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
export function shutterWin(x, y, w, h, glass, shutter, frame) {
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

export function archWin(x, y, w, h, glass, frame) {
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
export function hipRoof(x, y, w, h, c, overhang = 16) {
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
export function gableRoof(x, y, w, h, col, overhang = 10) {
  return poly(
    [
      [x - overhang, y],
      [x + w / 2, y - h],
      [x + w + overhang, y],
    ],
    col,
  )
}

/** Generic village house: lit front, shaded side, tile roof, a few small windows. */
export function house(x, y, w, h, c, windows = 2) {
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

/** A small white villa with a terracotta roof, for distant hillsides. */
export function farVilla(x, y, s, t) {
  return house(
    x,
    y,
    120 * s,
    60 * s,
    { wall: '#faf4ea', shade: '#dccdb8', roof: t.roof || '#c1663f', window: '#3b4a5a' },
    3,
  )
}
