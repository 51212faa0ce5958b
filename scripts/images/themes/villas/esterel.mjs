import { rocks } from '../../motifs/landforms.mjs'
import { ileDOr } from '../../motifs/landmarks.mjs'
import { pine } from '../../motifs/vegetation.mjs'
import { land1600 } from '../../villas/backdrop.mjs'

/** Villa Esterel: its palette and architecture, shared by its four views. */
export const esterelTheme = {
  time: 'bright morning',
  sky: ['#2f7fb0', '#7fc0df', '#d9eff0'],
  sun: { x: 0.12, y: 0.16, r: 50, color: '#fffaf0', glow: '#ffffff' },
  cloud: '#ffffff',
  sea: ['#6fc7d3', '#1f8fae', '#0f4f78'],
  far: '#c08a86',
  far2: '#d9b3a8',
  hill: '#9a4a35',
  veg: { trunk: '#4a3328', dark: '#23432c', mid: '#35603a', light: '#5d8a50' },
  cyp: ['#1f3a27', '#3b6640'],
  wall: '#f4f1ea',
  wallShade: '#c9c8c4',
  trim: '#2a2d33',
  glass: '#2b5877',
  glassLit: '#6fb1d1',
  stone: '#d9c9b0',
  stoneShade: '#b09a7c',
  rock: { mid: '#b4432b', dark: '#7a2619', light: '#dc6e45' },
  pool: { coping: '#ece6dc', waterFar: '#86e0e4', water: '#2fbfcf', waterNear: '#1590ad' },
  textile: ['#b4432b', '#faf7f2'],
  cushion: '#ece6dc',
  accent: '#b4432b',
  shadow: '#4a1c14',
  interior: {
    wall: '#eeebe4',
    wallShade: '#d6d2ca',
    floor: '#bdb5a8',
    floorDark: '#a39b8e',
    wood: '#5e4634',
    linen: '#faf7f2',
    sofa: '#cfc6b8',
    accent: '#b4432b',
    accent2: '#1b5e8a',
  },
  flower: '#e6a13a',
}

// What its views show: the architecture and railing, the coast seen from it (`lands`, on a
// 1600-wide canvas), what frames the pool and the view.
Object.assign(esterelTheme, {
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
      esterelTheme.far,
    ),
    land1600(
      [
        [1100, hz + 2],
        [1300, hz - 24],
        [1600, hz - 36],
      ],
      esterelTheme.far2,
    ),
  ],
  viewExtras: (hz) => ileDOr(560, hz, 0.9, esterelTheme),
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
      esterelTheme.rock,
    ) + pine(-30, 1000, 1.9, esterelTheme.veg, 0.3),
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
      esterelTheme.rock,
    ),
})
