import { C } from '../core/context.mjs'
import { clipRect, fit, op, poly, rect } from '../core/svg.mjs'
import { backdrop } from './backdrop.mjs'
import { floor } from './furniture.mjs'

/** Interior shell: wall, a large opening onto the view, floor with planks. */
export function room(t, win0, hz, frame) {
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
