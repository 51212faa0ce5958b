// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderToHtml } from '@/prerender/render-to-html'

describe('renderToHtml', () => {
  it('leaves no NUL byte where a multi-byte character met the end of React’s buffer', async () => {
    // React encodes short texts into 2,048-byte buffers: with an odd offset, a "²" (2 bytes) of
    // these texts falls on a buffer's last byte.
    for (const offset of [0, 1]) {
      const facts = Array.from({ length: 60 }, (_, i) => `${i} ${'m²'.repeat(60)}`)
      const html = await renderToHtml(
        <ul>
          <li>{'a'.repeat(offset)}</li>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>,
      )
      expect(html).not.toContain('\0')
      expect(html).toContain(`<li>${facts.at(-1)}</li>`)
    }
  })
})
