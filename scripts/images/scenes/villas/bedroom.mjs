import { dark, light } from '../../core/colour.mjs'
import { ell, op, path, rect, stroke } from '../../core/svg.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { room } from '../../villas/room.mjs'

export function bedroom(t) {
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
