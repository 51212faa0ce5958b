import { rnd } from '../core/context.mjs'
import { circ, land, op } from '../core/svg.mjs'
import { motorYacht, sailboat } from '../motifs/boats.mjs'
import { house } from '../motifs/buildings.mjs'
import { rocks, treeLine, vineyard } from '../motifs/landforms.mjs'
import { ileDOr, lerins, lighthouse, snowyAlps } from '../motifs/landmarks.mjs'
import { cypress, mimosa, palm, pine } from '../motifs/vegetation.mjs'
import { THEMES } from './palettes.mjs'

// Per villa, what its views show: the architecture and railing, the coast seen from it
// (`lands`, on a 1600-wide canvas) and what frames the pool and the view.

const land1600 = (pts, fill, drop) => ({ pts, fill, drop })

Object.assign(THEMES.azur, {
  arch: 'modern',
  rail: 'glass',
  frame: '#f4f1ea',
  lands: (hz) => [
    land1600(
      [
        [1000, hz + 2],
        [1180, hz - 14],
        [1380, hz - 22],
        [1600, hz - 30],
      ],
      THEMES.azur.far2,
    ),
    land1600(
      [
        [-20, hz - 60],
        [140, hz - 70],
        [300, hz - 48],
        [470, hz - 14],
        [600, hz + 2],
      ],
      THEMES.azur.far,
    ),
  ],
  viewExtras: (hz) =>
    sailboat(
      1000,
      hz + 110,
      0.35,
      { hull: '#fff', sail: '#fff', sailShade: '#dfe9ee', wake: '#fff' },
      -1,
    ),
})

Object.assign(THEMES['les-pins'], {
  arch: 'provencal',
  rail: 'wall',
  lemons: true,
  pergolaFlowers: '#d9477c',
  lands: (hz) => [
    land1600(
      [
        [700, hz + 2],
        [900, hz - 60],
        [1040, hz - 120],
        [1160, hz - 130],
        [1300, hz - 80],
        [1460, hz - 40],
        [1620, hz - 30],
      ],
      THEMES['les-pins'].far,
    ),
    land1600(
      [
        [-20, hz - 30],
        [200, hz - 44],
        [400, hz - 20],
        [560, hz + 2],
      ],
      THEMES['les-pins'].far2,
    ),
  ],
  viewMid: (hz) => {
    const t = THEMES['les-pins']
    return (
      rocks(
        [
          [-20, 1060],
          [-20, hz + 200],
          [200, hz + 240],
          [360, hz + 300],
          [520, hz + 420],
          [640, 1060],
        ],
        t.rock,
      ) +
      treeLine(
        [
          [-20, hz + 210],
          [180, hz + 236],
          [340, hz + 290],
        ],
        18,
        t.veg.dark,
        t.veg.mid,
        hz + 330,
      )
    )
  },
})

Object.assign(THEMES.esterel, {
  arch: 'glass',
  rail: 'glass',
  frame: '#2a2d33',
  lands: (hz) => [
    land1600(
      [
        [-20, hz - 40],
        [120, hz - 90],
        [220, hz - 70],
        [320, hz - 120],
        [430, hz - 60],
        [560, hz - 30],
        [700, hz + 2],
      ],
      THEMES.esterel.far,
    ),
    land1600(
      [
        [1100, hz + 2],
        [1300, hz - 24],
        [1600, hz - 36],
      ],
      THEMES.esterel.far2,
    ),
  ],
  viewExtras: (hz) => ileDOr(560, hz, 0.9, THEMES.esterel),
  poolFrame: () =>
    rocks(
      [
        [-20, 1220],
        [-20, 900],
        [60, 880],
        [140, 940],
        [220, 1000],
        [260, 1220],
      ],
      THEMES.esterel.rock,
    ) + pine(-30, 1000, 1.9, THEMES.esterel.veg, 0.3),
  viewMid: (hz) =>
    rocks(
      [
        [800, 1060],
        [900, hz + 260],
        [1040, hz + 200],
        [1200, hz + 180],
        [1400, hz + 210],
        [1620, hz + 160],
        [1620, 1060],
      ],
      THEMES.esterel.rock,
    ),
})

Object.assign(THEMES['belle-rive'], {
  arch: 'belle-epoque',
  rail: 'balusters',
  pergolaFlowers: '#c94f8a',
  lands: (hz) => [
    land1600(
      [
        [-20, hz - 10],
        [300, hz - 20],
        [700, hz - 6],
        [900, hz + 2],
      ],
      THEMES['belle-rive'].far2,
    ),
  ],
  viewExtras: (hz) => {
    const t = THEMES['belle-rive']
    return (
      snowyAlps(hz, t) +
      land(
        [
          [1000, hz + 2],
          [1200, hz - 40],
          [1400, hz - 60],
          [1620, hz - 64],
        ],
        t.hill,
        hz + 40,
      ) +
      lighthouse(1320, hz - 52, 0.55, t.lighthouse)
    )
  },
  poolFrame: () => palm(60, 1160, 820, 80, THEMES['belle-rive'].palm),
  viewFrame: () => palm(1500, 1200, 900, -120, THEMES['belle-rive'].palm),
})

Object.assign(THEMES.mimosa, {
  arch: 'bastide',
  rail: 'wall',
  pergolaFlowers: '#f2c53d',
  lands: (hz) => [
    land1600(
      [
        [-20, hz - 30],
        [300, hz - 50],
        [700, hz - 24],
        [1000, hz - 40],
        [1400, hz - 20],
        [1620, hz - 34],
      ],
      THEMES.mimosa.far,
    ),
  ],
  viewMid: (hz) => {
    const t = THEMES.mimosa
    return (
      land(
        [
          [-20, hz + 60],
          [400, hz + 30],
          [900, hz + 70],
          [1620, hz + 40],
        ],
        t.hill,
      ) +
      vineyard(0, 1600, hz + 160, 1060, 800, t.vine, 16) +
      cypress(1100, hz + 170, 160, 30, ...t.cyp) +
      cypress(1140, hz + 170, 140, 28, ...t.cyp) +
      house(
        980,
        hz + 170,
        110,
        70,
        { wall: t.wall, shade: t.wallShade, roof: t.roof, window: t.glass },
        2,
      )
    )
  },
  poolFrame: () => mimosa(80, 1120, 2.2, THEMES.mimosa.mimosa),
  viewFrame: () => mimosa(1470, 1160, 2.4, THEMES.mimosa.mimosa),
})

Object.assign(THEMES.ciel, {
  arch: 'perched',
  rail: 'balusters',
  pergolaFlowers: '#e0508a',
  lands: (hz) => [
    land1600(
      [
        [-20, hz - 180],
        [140, hz - 230],
        [320, hz - 150],
        [520, hz - 60],
        [700, hz + 2],
      ],
      THEMES.ciel.far,
    ),
    land1600(
      [
        [-20, hz - 80],
        [200, hz - 100],
        [380, hz - 40],
        [520, hz + 2],
      ],
      THEMES.ciel.hill,
    ),
    land1600(
      [
        [1200, hz + 2],
        [1380, hz - 30],
        [1620, hz - 50],
      ],
      THEMES.ciel.far2,
    ),
  ],
  poolFrame: () =>
    cypress(80, 1000, 520, 90, ...THEMES.ciel.cyp) +
    cypress(180, 1000, 420, 80, ...THEMES.ciel.cyp),
  viewFrame: () =>
    cypress(1500, 1080, 620, 110, ...THEMES.ciel.cyp) +
    cypress(1400, 1080, 480, 90, ...THEMES.ciel.cyp),
})

Object.assign(THEMES.lumiere, {
  arch: 'deco',
  rail: 'glass',
  frame: '#1b2a3f',
  lands: (hz) => [
    land1600(
      [
        [1200, hz + 2],
        [1320, hz - 60],
        [1420, hz - 40],
        [1520, hz - 90],
        [1620, hz - 80],
      ],
      THEMES.lumiere.far2,
    ),
  ],
  viewExtras: (hz) => {
    const t = THEMES.lumiere
    let o = lerins(hz, t, 100, 0.85)
    o += motorYacht(
      500,
      hz + 140,
      0.7,
      { hull: '#eef0f5', glass: '#f6c46a', band: '#1b2f4a', wake: '#9fb3cf' },
      -1,
    )
    o += motorYacht(
      1050,
      hz + 70,
      0.4,
      { hull: '#e6e9f0', glass: '#f6c46a', band: '#1b2f4a', wake: '#9fb3cf' },
      1,
    )
    for (let k = 0; k < 10; k++)
      o += circ(rnd(100, 1500), hz + rnd(20, 120), 2.2, '#f6c46a', op(0.8))
    return o
  },
  poolFrame: () => palm(40, 1160, 820, 90, THEMES.lumiere.palm),
  viewFrame: () => palm(1520, 1200, 900, -120, THEMES.lumiere.palm),
})
