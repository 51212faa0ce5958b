import { rnd } from '../../core/context.mjs'
import { circ, op } from '../../core/svg.mjs'
import { motorYacht } from '../../motifs/boats.mjs'
import { lerins } from '../../motifs/landmarks.mjs'
import { palm } from '../../motifs/vegetation.mjs'
import { land1600 } from '../../villas/backdrop.mjs'

/** Villa Lumiere: its palette and architecture, shared by its four views. */
export const lumiereTheme = {
  time: 'blue hour',
  sky: ['#0f2a44', '#2c4f7a', '#7d86b0', '#eaa99c'],
  sun: { x: 0.78, y: 0.18, r: 22, color: '#fbf3dc', glow: '#c9d3ee', moon: true },
  cloud: '#8e93b8',
  sea: ['#9a8fb0', '#2d4f78', '#0f2a44'],
  far: '#2c4263',
  far2: '#4d5f83',
  hill: '#1c3352',
  veg: { trunk: '#142438', dark: '#13263d', mid: '#1c3350', light: '#2b4566' },
  palm: { trunk: '#1a2d45', dark: '#12243a', mid: '#1b3352' },
  cyp: ['#112238', '#1d3553'],
  wall: '#efe6d6',
  wallShade: '#a9a9bd',
  trim: '#fbf6ec',
  glass: '#f6c46a',
  glassDark: '#2b3d5c',
  stone: '#d9cdb8',
  stoneShade: '#8f8ea6',
  pool: { coping: '#e2d8c6', waterFar: '#6fd0dc', water: '#2aa7c0', waterNear: '#166f93' },
  textile: ['#c8a15a', '#0f2a44'],
  cushion: '#efe6d6',
  accent: '#c8a15a',
  shadow: '#0b1a2c',
  interior: {
    wall: '#ece3d2',
    wallShade: '#cfc2ab',
    floor: '#2e3140',
    floorDark: '#23252f',
    wood: '#3c2e2a',
    linen: '#faf6ee',
    sofa: '#c8a15a',
    accent: '#0f2a44',
    accent2: '#c8a15a',
  },
  flower: '#c8a15a',
}

// What its views show: the architecture and railing, the coast seen from it (`lands`, on a
// 1600-wide canvas), what frames the pool and the view.
Object.assign(lumiereTheme, {
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
      lumiereTheme.far2,
    ),
  ],
  viewExtras: (hz) => {
    const t = lumiereTheme
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
  poolFrame: () => palm(40, 1160, 820, 90, lumiereTheme.palm),
  viewFrame: () => palm(1520, 1200, 900, -120, lumiereTheme.palm),
})
