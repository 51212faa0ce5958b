import { land } from '../../core/svg.mjs'
import { house } from '../../motifs/buildings.mjs'
import { vineyard } from '../../motifs/landforms.mjs'
import { cypress, mimosa } from '../../motifs/vegetation.mjs'
import { land1600 } from '../../villas/backdrop.mjs'

/** Villa Mimosa: its palette and architecture, shared by its four views. */
export const mimosaTheme = {
  time: 'spring noon',
  sky: ['#8cc2e2', '#c9e4ef', '#f3efe2'],
  sun: { x: 0.7, y: 0.12, r: 48, color: '#fffbe8', glow: '#fff6d8' },
  cloud: '#ffffff',
  sea: ['#a6d4e2', '#4d9cc4', '#2a6f9a'],
  far: '#a8b9c9',
  far2: '#c5d3dc',
  hill: '#8fa97f',
  veg: { trunk: '#5c4332', dark: '#2e5236', mid: '#43704a', light: '#6d9460' },
  cyp: ['#27452e', '#4a7450'],
  wall: '#eab8a6',
  wallShade: '#c88f7e',
  trim: '#fbf1e8',
  roof: '#c8653f',
  roofDark: '#974a2d',
  shutter: '#8eaabb',
  glass: '#3f4652',
  stone: '#efe0c8',
  stoneShade: '#cdb592',
  pool: { coping: '#f3e9d8', waterFar: '#a8e2e2', water: '#54bfcb', waterNear: '#2b97ac' },
  textile: ['#e6b94a', '#fbf6ea'],
  cushion: '#fbf6ea',
  accent: '#e6b94a',
  shadow: '#6a4d58',
  mimosa: { trunk: '#5c4332', leaf: '#6f8f5a', bloom: '#f2c53d', bloomLight: '#f8dc6e' },
  vine: { soil: '#dcbf92', vine: '#7f9b4c', vineDark: '#627e3a', leafLight: '#97b15e' },
  interior: {
    wall: '#f6e6dc',
    wallShade: '#e6cfc2',
    floor: '#d9b48f',
    floorDark: '#c29a73',
    wood: '#8a6a4e',
    linen: '#fdf8f1',
    sofa: '#f1e4cf',
    accent: '#e6b94a',
    accent2: '#8eaabb',
  },
  flower: '#f2c53d',
}

// What its views show: the architecture and railing, the coast seen from it (`lands`, on a
// 1600-wide canvas), what frames the pool and the view.
Object.assign(mimosaTheme, {
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
      mimosaTheme.far,
    ),
  ],
  viewMid: (hz) => {
    const t = mimosaTheme
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
  poolFrame: () => mimosa(80, 1120, 2.2, mimosaTheme.mimosa),
  viewFrame: () => mimosa(1470, 1160, 2.4, mimosaTheme.mimosa),
})
