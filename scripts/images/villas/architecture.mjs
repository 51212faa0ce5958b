import { n, rnd } from '../core/context.mjs'
import { circ, lin, line, op, path, poly, rect, stroke } from '../core/svg.mjs'
import { archWin, hipRoof, shutterWin, win } from '../motifs/buildings.mjs'

/** Villa Azur: two stacked white boxes, thin roof slabs, floor-to-ceiling glass. */
export function modernVilla(x, y, s, t) {
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

/** A piece of the villa's own wall, so detail views read as the same house. */
export function facade(t, x, y, w, h) {
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

/** Villa Les Pins: stone mas, hip roof, louvred shutters, a lower wing. */
export function provencalHouse(x, y, t, wing = true) {
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
export function glassVilla(x, y, t) {
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
export function belleEpoqueVilla(x, y, t) {
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
export function bastide(x, y, t) {
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
export function perchedVilla(x, y, t) {
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
export function decoVilla(x, y, t) {
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
