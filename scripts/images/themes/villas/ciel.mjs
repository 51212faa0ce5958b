import { cypress } from '../../motifs/vegetation.mjs'
import { land1600 } from '../../villas/backdrop.mjs'

/** Villa Ciel: its palette and architecture, shared by its four views. */
export const cielTheme = {
  time: 'sunset',
  sky: ['#3b3a6b', '#a2577a', '#ef8a5c', '#f9c46b'],
  sun: { x: 0.5, y: 0.86, r: 70, color: '#ffe2a0', glow: '#ffb36b' },
  cloud: '#f7a27a',
  sea: ['#f0a07c', '#8a5479', '#2c2c55'],
  far: '#8a5a7c',
  far2: '#b77183',
  hill: '#4a3763',
  veg: { trunk: '#2b2238', dark: '#2a2440', mid: '#3a3152', light: '#5b4562' },
  cyp: ['#231f38', '#3e2f4f'],
  wall: '#efbf8c',
  wallShade: '#a26a6e',
  trim: '#f9dcb0',
  roof: '#c65a36',
  roofDark: '#8a3a33',
  shutter: '#6f7f9a',
  glass: '#ffd27a',
  stone: '#e7b487',
  stoneShade: '#9a6669',
  pool: { coping: '#eec194', waterFar: '#f3b48d', water: '#5a9fb8', waterNear: '#2f5f85' },
  textile: ['#f2d3a2', '#8a3a33'],
  cushion: '#f6dfbd',
  accent: '#c65a36',
  shadow: '#2e2440',
  interior: {
    wall: '#f0cfa8',
    wallShade: '#c89276',
    floor: '#b87a5a',
    floorDark: '#955e48',
    wood: '#5a3a32',
    linen: '#fbe9d2',
    sofa: '#e9cba8',
    accent: '#c65a36',
    accent2: '#6f7f9a',
  },
  flower: '#e0508a',
}

// What its views show: the architecture and railing, the coast seen from it (`lands`, on a
// 1600-wide canvas), what frames the pool and the view.
Object.assign(cielTheme, {
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
      cielTheme.far,
    ),
    land1600(
      [
        [-20, hz - 80],
        [200, hz - 100],
        [380, hz - 40],
        [520, hz + 2],
      ],
      cielTheme.hill,
    ),
    land1600(
      [
        [1200, hz + 2],
        [1380, hz - 30],
        [1620, hz - 50],
      ],
      cielTheme.far2,
    ),
  ],
  poolFrame: () =>
    cypress(80, 1000, 520, 90, ...cielTheme.cyp) + cypress(180, 1000, 420, 80, ...cielTheme.cyp),
  viewFrame: () =>
    cypress(1500, 1080, 620, 110, ...cielTheme.cyp) +
    cypress(1400, 1080, 480, 90, ...cielTheme.cyp),
})
