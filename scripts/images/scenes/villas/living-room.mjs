import { dark, light } from '../../core/colour.mjs'
import { circ, ell, op, path, poly, rect } from '../../core/svg.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { fig, floorLamp } from '../../villas/furniture.mjs'
import { room } from '../../villas/room.mjs'

export function livingRoom(t) {
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
