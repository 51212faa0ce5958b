import { op, path, ptsD } from '../../core/svg.mjs'
import { vignette } from '../../motifs/sky-and-sea.mjs'
import { backdrop } from '../../villas/backdrop.mjs'
import { balustrade, bistroSet, floor, pergola, pottedTree } from '../../villas/furniture.mjs'

export function terraceView(t) {
  const hz = 560
  let o = backdrop(t, hz, { lands: t.lands(hz), glitter: true })
  if (t.viewExtras) o += t.viewExtras(hz)
  o += floor(0, 1600, 860, 1200, 800, hz, t.stone, t.stoneShade, 12, 5)
  let beams = ''
  for (let i = 0; i < 6; i++)
    beams += ptsD([
      [-200 + i * 360, 880],
      [-120 + i * 360, 880],
      [-320 + i * 360, 1200],
      [-460 + i * 360, 1200],
    ])
  o += path(beams, t.shadow, op(0.12))
  o += balustrade(0, 1600, 780, 84, t, t.rail)
  o += pottedTree(1360, 1000, 1.05, t, t.lemons)
  o += bistroSet(720, 1080, 1.25, t)
  o += pergola(t, t.pergolaFlowers)
  o += vignette(t.shadow, 0.2)
  return o
}
