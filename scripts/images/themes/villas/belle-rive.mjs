import { land } from '../../core/svg.mjs'
import { lighthouse, snowyAlps } from '../../motifs/landmarks.mjs'
import { palm } from '../../motifs/vegetation.mjs'
import { land1600 } from '../../villas/backdrop.mjs'

/** Villa Belle Rive: its palette and architecture, shared by its four views. */
export const belleRiveTheme = {
  time: 'early morning',
  sky: ['#a9c9e0', '#f1dccb', '#f6c6a0'],
  sun: { x: 0.84, y: 0.4, r: 44, color: '#fff4e2', glow: '#ffe2bd' },
  cloud: '#fff6ec',
  sea: ['#c6d6da', '#5b98b8', '#21587f'],
  far: '#c5b6c9',
  far2: '#ddcdd4',
  hill: '#8da08a',
  veg: { trunk: '#6b5139', dark: '#2b4a36', mid: '#3f6b4a', light: '#6f9668' },
  palm: { trunk: '#8a6d4e', dark: '#2e5a3e', mid: '#4a7d55' },
  cyp: ['#254232', '#456d4d'],
  wall: '#dba54a',
  wallShade: '#b47f31',
  trim: '#f8efdd',
  roof: '#c1663f',
  roofDark: '#8f4429',
  shutter: '#4f7a5a',
  glass: '#3f4a55',
  stone: '#efe2cc',
  stoneShade: '#cbb593',
  pool: { coping: '#f1e6d2', waterFar: '#a5dfe0', water: '#4bb7c6', waterNear: '#26899f' },
  textile: ['#4f7a5a', '#f8efdd'],
  cushion: '#f8efdd',
  accent: '#d9a441',
  shadow: '#6a4a3a',
  lighthouse: {
    tower: '#faf7f2',
    towerShade: '#d9d3cb',
    cap: '#0f2a44',
    lamp: '#f2d58a',
    roof: '#c1663f',
  },
  interior: {
    wall: '#f3e3c4',
    wallShade: '#dcc59c',
    floor: '#c9a57a',
    floorDark: '#ad8a60',
    wood: '#6e4c33',
    linen: '#fbf5ea',
    sofa: '#4f7a5a',
    accent: '#d9a441',
    accent2: '#c1663f',
  },
  flower: '#c94f8a',
}

// What its views show: the architecture and railing, the coast seen from it (`lands`, on a
// 1600-wide canvas), what frames the pool and the view.
Object.assign(belleRiveTheme, {
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
      belleRiveTheme.far2,
    ),
  ],
  viewExtras: (hz) => {
    const t = belleRiveTheme
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
  poolFrame: () => palm(60, 1160, 820, 80, belleRiveTheme.palm),
  viewFrame: () => palm(1500, 1200, 900, -120, belleRiveTheme.palm),
})
