import { C } from '../core/context.mjs'
import { circ, lin, op, path, rect, stroke } from '../core/svg.mjs'

export function placeholder() {
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
