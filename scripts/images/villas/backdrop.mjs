import { light } from '../core/colour.mjs'
import { C } from '../core/context.mjs'
import { circ, land, lin, op, poly, rect } from '../core/svg.mjs'
import { clouds, sea, sky, sun } from '../motifs/sky-and-sea.mjs'

/** Sky, sun, clouds, distant coast and sea for a scene (or a window) with the horizon at hz. */
export function backdrop(t, hz, opts = {}) {
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

/** Long flat shadow cast on the ground. */
export function shadow(pts, t, o = 0.22) {
  return poly(pts, t.shadow, op(o))
}

/** One coast band of a view's `lands` (control points on a 1600-wide canvas), for backdrop(). */
export const land1600 = (pts, fill, drop) => ({ pts, fill, drop })
