import { land, path, rect } from '../../core/svg.mjs'
import { treeLine } from '../../motifs/landforms.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { bush, palm } from '../../motifs/vegetation.mjs'
import { belleEpoqueVilla } from '../../villas/architecture.mjs'
import { backdrop, shadow } from '../../villas/backdrop.mjs'

export function belleRiveExterior(t) {
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
