import { light } from '../core/colour.mjs'
import { C, n, rnd } from '../core/context.mjs'
import { circ, lin, op, path, rad, rect } from '../core/svg.mjs'

export function sky(x, y, w, h, colors) {
  return rect(x, y, w, h, lin(colors))
}

export function sun(x, y, r, color, glow, glowSize = 4, glowOpacity = 0.55) {
  const g = rad([
    [0, glow, glowOpacity],
    [0.35, glow, glowOpacity * 0.35],
    [1, glow, 0],
  ])
  return circ(x, y, r * glowSize, g) + circ(x, y, r, color)
}

/** Long flat poster clouds. */
export function clouds(x, y, w, h, color, count, opacity = 0.55) {
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
export function sea(x, y, w, h, colors, opts = {}) {
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

/** Soft light vignette that gives every scene the same finished, printed feel. */
export function vignette(color = '#0f2a44', strength = 0.22) {
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
