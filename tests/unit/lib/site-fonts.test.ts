import { describe, expect, it } from 'vitest'
import { swapInSiteFonts } from '@/lib/site-fonts'

// jsdom's CSS parser drops font-display and src: the document here holds the rules as Chromium
// serialises them (cssText), which is all swapInSiteFonts reads.
const face = (display: string, weight = 400) =>
  `@font-face { font-family: Inter; font-style: normal; font-display: ${display}; font-weight: ${weight}; src: url("/assets/inter-latin-${weight}.woff2") format("woff2"); }`

function documentWith(...rules: string[]) {
  const added: string[] = []
  const document = {
    styleSheets: [
      { cssRules: rules.map((cssText) => ({ cssText })) },
      {
        get cssRules(): never {
          throw new DOMException('another origin', 'SecurityError')
        },
      },
    ],
    createElement: () => ({ textContent: '' }),
    head: { appendChild: (style: { textContent: string }) => added.push(style.textContent) },
  }
  return { document: document as unknown as Document, added }
}

describe('swapInSiteFonts', () => {
  it("declares a prerendered page's optional faces again with swap, the same files", () => {
    const { document, added } = documentWith(
      face('optional', 400),
      'body { color: red; }',
      face('optional', 600),
    )
    swapInSiteFonts(document)
    expect(added).toHaveLength(1)
    expect(added[0]).toBe([face('swap', 400), face('swap', 600)].join('\n'))
  })

  it('adds nothing where the faces were swap already (the app shell)', () => {
    const { document, added } = documentWith(face('swap'))
    swapInSiteFonts(document)
    expect(added).toEqual([])
  })
})
