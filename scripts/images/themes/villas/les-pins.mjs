import { rocks, treeLine } from '../../motifs/landforms.mjs'
import { land1600 } from '../../villas/backdrop.mjs'

/** Villa Les Pins: its palette and architecture, shared by its four views. */
export const lesPinsTheme = {
  time: 'golden afternoon',
  sky: ['#8db7cf', '#e9d2a8', '#f5b27a'],
  sun: { x: 0.2, y: 0.36, r: 60, color: '#fff1cf', glow: '#ffd9a0' },
  cloud: '#fff4e0',
  sea: ['#b8c7c4', '#3f7f9e', '#1a4b6e'],
  far: '#b9a5b0',
  far2: '#d4bfb9',
  hill: '#8f8f6a',
  veg: { trunk: '#5a3b2a', dark: '#27432c', mid: '#3a5f36', light: '#6b8a4a' },
  cyp: ['#243c28', '#4b6b3c'],
  wall: '#e8cfa3',
  wallShade: '#bf9d72',
  trim: '#f3e6cc',
  roof: '#c1663f',
  roofDark: '#94452a',
  shutter: '#7f9c8e',
  glass: '#3b3a3f',
  stone: '#e3cda6',
  stoneShade: '#b99566',
  rock: { mid: '#b4432b', dark: '#7f2a1c', light: '#d86b45' },
  pool: { coping: '#e9d8b8', waterFar: '#8fd3d6', water: '#3aa9bd', waterNear: '#1f7d99' },
  textile: ['#c1663f', '#f6ecd9'],
  cushion: '#efe2c8',
  accent: '#c1663f',
  shadow: '#5a3526',
  interior: {
    wall: '#efe1c6',
    wallShade: '#d8c29e',
    floor: '#c47a54',
    floorDark: '#a8603f',
    wood: '#7a5234',
    linen: '#f7efe0',
    sofa: '#e6d5b6',
    accent: '#7f9c8e',
    accent2: '#c1663f',
  },
  flower: '#d9477c',
}

// What its views show: the architecture and railing, the coast seen from it (`lands`, on a
// 1600-wide canvas), what frames the pool and the view.
Object.assign(lesPinsTheme, {
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
      lesPinsTheme.far,
    ),
    land1600(
      [
        [-20, hz - 30],
        [200, hz - 44],
        [400, hz - 20],
        [560, hz + 2],
      ],
      lesPinsTheme.far2,
    ),
  ],
  viewMid: (hz) => {
    const t = lesPinsTheme
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
