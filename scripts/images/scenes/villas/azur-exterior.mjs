import { light } from '../../core/colour.mjs'
import { land, lin, op, rect, roughen, stroke } from '../../core/svg.mjs'
import { sailboat } from '../../motifs/boats.mjs'
import { rocks, treeLine } from '../../motifs/landforms.mjs'
import { lounger, parasol } from '../../motifs/poolside.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { agave, bush, cypress, pine } from '../../motifs/vegetation.mjs'
import { modernVilla } from '../../villas/architecture.mjs'
import { backdrop, shadow } from '../../villas/backdrop.mjs'

export function azurExterior(t) {
  const hz = 500
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: [
          [1000, 502],
          [1180, 486],
          [1380, 478],
          [1600, 470],
        ],
        fill: t.far2,
      },
      {
        pts: [
          [-20, 440],
          [140, 430],
          [300, 452],
          [470, 486],
          [600, 502],
        ],
        fill: t.far,
      },
    ],
  })
  o += sailboat(
    360,
    640,
    0.42,
    { hull: '#ffffff', sail: '#ffffff', sailShade: '#dfe9ee', wake: '#ffffff' },
    1,
  )
  o += sailboat(
    760,
    560,
    0.22,
    { hull: '#ffffff', sail: '#ffffff', sailShade: '#dfe9ee', wake: '#ffffff' },
    -1,
  )
  // headland the villa stands on
  o += land(
    roughen(
      [
        [300, 1200],
        [420, 960],
        [560, 840],
        [700, 790],
        [1000, 770],
        [1600, 760],
      ],
      10,
      40,
    ),
    t.hill,
  )
  o += treeLine(
    [
      [430, 1060],
      [520, 960],
      [640, 915],
      [800, 900],
      [1600, 895],
    ],
    26,
    t.veg.dark,
    t.veg.mid,
  )
  o += treeLine(
    [
      [560, 1200],
      [640, 1060],
      [800, 1010],
      [1000, 1000],
      [1600, 990],
    ],
    34,
    t.veg.mid,
    t.veg.light,
  )
  o += treeLine(
    [
      [760, 1200],
      [900, 1120],
      [1200, 1100],
      [1600, 1095],
    ],
    40,
    t.veg.dark,
    t.veg.mid,
  )
  // rocks meeting the sea
  o += rocks(
    [
      [300, 1200],
      [360, 1090],
      [430, 1060],
      [470, 1100],
      [540, 1080],
      [600, 1130],
      [640, 1200],
    ],
    { mid: t.stone, dark: t.stoneShade, light: '#fbf5ea' },
  )
  // retaining wall, pool deck, infinity pool
  o += rect(560, 760, 1040, 130, t.stone) + rect(560, 760, 1040, 10, t.stoneShade, op(0.6))
  let joints = ''
  for (let yy = 790; yy < 890; yy += 26) joints += `M560 ${yy}H1600`
  o += stroke(joints, t.stoneShade, 1.5, op(0.45))
  o += rect(540, 728, 1060, 34, t.pool.coping)
  o += rect(560, 734, 1040, 30, lin([t.pool.waterFar, t.pool.water]))
  o += rect(560, 760, 1040, 6, light(t.sea[0], 0.2), op(0.9))
  o += modernVilla(760, 700, 1, t)
  o += rect(620, 700, 980, 28, t.pool.coping)
  o += shadow(
    [
      [720, 700],
      [760, 700],
      [700, 728],
      [640, 728],
    ],
    t,
    0.2,
  )
  // loungers and parasols on the deck
  for (const lx of [600, 980, 1180])
    o += lounger(lx, 728, 0.6, '#c9b99c', t.cushion, lx === 1040 ? t.textile[0] : null)
  o += parasol(1400, 728, 90, t.textile[0], t.textile[1], 120)
  // garden and framing trees
  o += cypress(1500, 730, 330, 58, ...t.cyp) + cypress(1560, 730, 280, 52, ...t.cyp)
  o += agave(700, 915, 0.9, '#6f9aa0', '#8fb7b5') + agave(1300, 910, 1.1, '#6f9aa0', '#8fb7b5')
  o += bush(960, 912, 300, 70, t.veg.dark, t.veg.mid, t.flower, 16)
  o += pine(150, 1240, 2.6, t.veg, 0.18)
  o += vignette(t.shadow, 0.18)
  return o
}
