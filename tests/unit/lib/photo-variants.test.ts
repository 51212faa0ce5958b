import { describe, expect, it } from 'vitest'
import { photoSrcSet, photoThumbnail, variantWidthsFor } from '@/lib/photo-variants'

const base = 'https://x.supabase.co/storage/v1/object/public/assets/villas/1f2e'

describe('responsive photo variants', () => {
  it('stores the standard widths below the photo’s own, never wider than 2400 px', () => {
    expect(variantWidthsFor(2400)).toEqual([480, 960, 1600, 2400])
    expect(variantWidthsFor(1200)).toEqual([480, 960, 1200])
    expect(variantWidthsFor(5000)).toEqual([480, 960, 1600, 2400])
    expect(variantWidthsFor(300)).toEqual([300])
  })

  it('builds the srcset of an uploaded photo from its widest variant’s URL', () => {
    expect(photoSrcSet(`${base}/w1200.webp`)).toBe(
      `${base}/w480.webp 480w, ${base}/w960.webp 960w, ${base}/w1200.webp 1200w`,
    )
    expect(photoSrcSet(`${base}/w2400.jpg`)).toBe(
      `${base}/w480.jpg 480w, ${base}/w960.jpg 960w, ${base}/w1600.jpg 1600w, ${base}/w2400.jpg 2400w`,
    )
  })

  it('has no srcset for other pictures (the demo posters, older uploads)', () => {
    expect(photoSrcSet('/images/villas/azur-1.svg')).toBeUndefined()
    expect(photoSrcSet(`${base}.webp`)).toBeUndefined()
  })

  it('gives the narrowest variant as a thumbnail', () => {
    expect(photoThumbnail(`${base}/w1600.webp`)).toBe(`${base}/w480.webp`)
    expect(photoThumbnail('/images/villas/azur-1.svg')).toBe('/images/villas/azur-1.svg')
  })
})
