import { fit, land } from '../../core/svg.mjs'
import { sailboat } from '../../motifs/boats.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { pine } from '../../motifs/vegetation.mjs'
import { SUNSET } from '../../themes/index.mjs'
import { backdrop } from '../../villas/backdrop.mjs'

export function experienceHero() {
  const t = SUNSET
  const hz = 640
  const sx = 1.2
  let o = backdrop(t, hz, { lands: t.lands(hz).map((l) => ({ ...l, pts: fit(l.pts, sx) })) })
  const dark2 = '#2a2446'
  o += sailboat(
    900,
    800,
    1.2,
    {
      hull: dark2,
      sail: '#3a3158',
      sailShade: '#2a2446',
      stripe: dark2,
      mast: dark2,
      wake: '#f7c08a',
    },
    1,
  )
  o += sailboat(
    1380,
    700,
    0.6,
    {
      hull: dark2,
      sail: '#4a3a63',
      sailShade: '#3a3158',
      stripe: dark2,
      mast: dark2,
      wake: '#f7c08a',
    },
    -1,
  )
  o += land(
    [
      [1500, 1100],
      [1600, 900],
      [1760, 820],
      [1940, 800],
    ],
    '#2a2446',
  )
  o += pine(1760, 860, 1.6, { trunk: '#1f1a33', dark: '#1f1a33', mid: '#2a2446' }, -0.2)
  o += vignette('#1f1a33', 0.3)
  return o
}
