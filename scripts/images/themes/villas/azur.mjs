import { sailboat } from '../../motifs/boats.mjs'
import { land1600 } from '../../villas/backdrop.mjs'

/** Villa Azur: its palette and architecture, shared by its four views. */
export const azurTheme = {
  time: 'midday',
  sky: ['#4f9ccb', '#8fc8e4', '#d7eef2'],
  sun: { x: 0.8, y: 0.14, r: 44, color: '#fffaf0', glow: '#ffffff' },
  cloud: '#ffffff',
  sea: ['#8fd0df', '#2f86b3', '#17527d'],
  far: '#a9c9d6',
  far2: '#c5dde4',
  hill: '#7d9e86',
  veg: { trunk: '#4a3a30', dark: '#22472f', mid: '#2f5d3a', light: '#4f7d4f' },
  cyp: ['#1f3f2a', '#3b6b45'],
  wall: '#fbf8f3',
  wallShade: '#d7dde0',
  trim: '#ffffff',
  glass: '#1d4766',
  glassLit: '#2d6a93',
  stone: '#e9dcc4',
  stoneShade: '#c9b99c',
  pool: { coping: '#f1e9da', waterFar: '#7fd6e0', water: '#39b5cc', waterNear: '#1f8fb0' },
  textile: ['#0f2a44', '#faf7f2'],
  cushion: '#f4efe6',
  accent: '#c1663f',
  shadow: '#1b3a5a',
  interior: {
    wall: '#f3efe8',
    wallShade: '#e2dbd0',
    floor: '#d9cdb8',
    floorDark: '#c4b49a',
    wood: '#8b6a4f',
    linen: '#faf7f2',
    sofa: '#e9e2d6',
    accent: '#2f86b3',
    accent2: '#c1663f',
  },
  flower: '#e0559a',
}

// What its views show: the architecture and railing, the coast seen from it (`lands`, on a
// 1600-wide canvas), what frames the pool and the view.
Object.assign(azurTheme, {
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
      azurTheme.far2,
    ),
    land1600(
      [
        [-20, hz - 60],
        [140, hz - 70],
        [300, hz - 48],
        [470, hz - 14],
        [600, hz + 2],
      ],
      azurTheme.far,
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
