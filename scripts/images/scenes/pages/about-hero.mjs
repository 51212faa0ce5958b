import { fit, op, path, rect } from '../../core/svg.mjs'
import { lounger } from '../../motifs/poolside.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { pine } from '../../motifs/vegetation.mjs'
import { GOLDEN } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'
import { balustrade, floor } from '../../villas/furniture.mjs'

export function aboutHero() {
  const t = { ...GOLDEN, sun: { x: 0.5, y: 0.78, r: 64, color: '#fff1cf', glow: '#ffc27a' } }
  const hz = 620
  let o = backdrop(t, hz, {
    lands: [
      {
        pts: fit(
          [
            [-20, hz - 130],
            [200, hz - 160],
            [420, hz - 90],
            [600, hz - 30],
            [760, hz + 2],
          ],
          1.2,
        ),
        fill: '#9c7f97',
      },
      {
        pts: fit(
          [
            [1000, hz + 2],
            [1200, hz - 60],
            [1400, hz - 90],
            [1620, hz - 80],
          ],
          1.2,
        ),
        fill: '#b994a0',
      },
    ],
  })
  o += floor(0, 1920, 900, 1080, 960, hz, '#e3cda6', '#b99566', 14, 4)
  o += balustrade(0, 1920, 820, 80, t, 'balusters')
  for (const lx of [560, 1120]) o += lounger(lx, 1000, 1.3, t.interior.wood, '#f6ecd9', '#c1663f')
  o +=
    rect(900, 940, 120, 10, t.interior.wood) +
    rect(955, 950, 10, 50, t.interior.wood) +
    rect(930, 912, 16, 28, '#2f4a3a') +
    path('M970 912h18l-3 18h-12z', '#fff', op(0.8))
  o += pine(-60, 1200, 3.2, t.veg, 0.24) + pine(2000, 1250, 3.0, t.veg, -0.3)
  o += vignette(t.shadow, 0.22)
  return o
}
